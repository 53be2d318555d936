/**
 * Escaping for text that lands in MDX. Documentation prose is full of `<`, `{`, `*` and `a:b`, each of which MDX or
 * Markdown would read as JSX, an expression, emphasis or a directive; every such character is backslash-escaped.
 */

/** `|` too: a table cell ends at an unescaped pipe, and escaping it elsewhere is harmless. */
const markdownSpecials = /[\\`*_{}[\]<>~|&]/g;

export function escapeMarkdownText(text: string): string {
  // A colon before a letter starts a text directive (`:name`) under remark-directive, which Docusaurus enables.
  return text.replace(markdownSpecials, '\\$&').replace(/:(?=[A-Za-z])/g, '\\:');
}

/** Collapses the indentation and line breaks of XML prose into single spaces, as browsers render it. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/**
 * Keeps a paragraph from starting a Markdown block (`# `, `- `, `1. `) or an MDX `import`/`export` statement;
 * paragraphs are written as single lines, so only their first characters matter.
 */
export function guardParagraphStart(paragraph: string): string {
  if (/^(#{1,6}|[-+=]|\d{1,9}[.)])(\s|$)/.test(paragraph)) {
    return /^\d/.test(paragraph) ? paragraph.replace(/^(\d+)([.)])/, '$1\\$2') : `\\${paragraph}`;
  }
  // A character reference keeps the word but stops MDX from reading an ES module statement.
  if (/^(import|export)\s/.test(paragraph)) return `&#${paragraph.charCodeAt(0)};${paragraph.slice(1)}`;
  return paragraph;
}

/** An inline code span that survives any backticks inside it; pipes are escaped when the span sits in a table cell. */
export function inlineCode(text: string, inTableCell = false): string {
  const content = collapseWhitespace(text).trim();
  const longestRun = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const padding = content.startsWith('`') || content.endsWith('`') ? ' ' : '';
  const span = `${fence}${padding}${content}${padding}${fence}`;
  return inTableCell ? span.replace(/\|/g, '\\|') : span;
}

/** A fenced code block whose fence is longer than any backtick run in the code; `meta` follows the language. */
export function fencedCode(code: string, language: string, meta = ''): string {
  const longestRun = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}${language}${meta === '' ? '' : ` ${meta}`}\n${code}\n${fence}`;
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

/** A link target Markdown can hold: spaces and parentheses would end the destination early. */
export function linkDestination(url: string): string {
  return url.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** A value for YAML front matter: JSON strings are valid YAML double-quoted scalars. */
export function yamlString(value: string): string {
  return JSON.stringify(value);
}
