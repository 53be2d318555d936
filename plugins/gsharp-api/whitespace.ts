/** Whitespace of XML documentation prose and code, as a reader should see it. */

/** Collapses the indentation and line breaks of XML prose into single spaces, as browsers render it. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Removes the indentation the XML file gives every line of a `<code>` block, and blank lines around it. */
export function dedent(code: string): string {
  const lines = code.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  while (lines.length > 0 && (lines[0] ?? '').trim() === '') lines.shift();
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((line) => line.slice(common).trimEnd()).join('\n');
}
