/**
 * A flowchart as Mermaid reads it, rewritten into the narrower form the renderer reads, with nothing Mermaid reads
 * changed. Mermaid's own examples often end statements with `;` (`graph TD;`, `A --> B; B --> C`) and leave out the
 * spaces around arrows (`A-->B`); the renderer reads one statement per line, takes `A--` for a node's name, and would
 * refuse the header or draw less. Labels and links' texts are never touched.
 */

/** What opens a stretch of a line that is text (a label, a link's text), and what closes it. */
const textOpeners: Readonly<Record<string, string>> = { '"': '"', '[': ']', '(': ')', '{': '}', '|': '|' };

/**
 * The asymmetric shape's label (`A>flag]`): a `>` right after a node's name opens it and `]` closes it. In an arrow a
 * `>` follows `-`, `=` or `.`, never a name.
 */
const flagLabelOpening = /(?<=[\w])>/y;

/** The character that closes the text `line` opens at `index`, if it opens one there. */
function closerOpenedAt(line: string, index: number, insideText: boolean): string | undefined {
  const character = line[index] ?? '';
  if (character in textOpeners) return textOpeners[character];
  flagLabelOpening.lastIndex = index;
  return !insideText && flagLabelOpening.test(line) ? ']' : undefined;
}

interface Stretch {
  value: string;
  isText: boolean;
}

/**
 * The opening of a link with its text in the middle (`A-- feeds -->B`, `pump--station --> C`), right after a node. A
 * node's name never holds `--`, `==` or `-.` for Mermaid, which reads the words after one as the link's text.
 */
const textLinkOpening = /(?<=^|[\w)\]}])(--|==|-\.)(?![->.=])/g;

/** The same opening where the scan of a line stands, also after a space (`A -- feeds; pumps --> B`). */
const textLinkOpeningHere = /(?<=^|[\w)\]}\s])(--|==|-\.)(?![->.=])/y;

/** What ends the text a link's opening starts: the rest of its arrow (`-->`, `---`, `==>`, `===`, `.->`, `.-`). */
const textLinkClosings: Readonly<Record<string, RegExp>> = { '--': /--+>|---+/g, '==': /==+>|===+/g, '-.': /\.-+>?/g };

/** Where the text of a link opened at `index` ends (the start of its arrow), if a link's text opens there. */
function linkTextOpenedAt(line: string, index: number): { textStart: number; textEnd: number } | undefined {
  textLinkOpeningHere.lastIndex = index;
  const opening = textLinkOpeningHere.exec(line)?.[1];
  if (opening === undefined) return undefined;
  const closing = textLinkClosings[opening];
  if (!closing) return undefined;
  const textStart = index + opening.length;
  closing.lastIndex = textStart;
  return { textStart, textEnd: closing.exec(line)?.index ?? line.length };
}

/**
 * The line in stretches of syntax and of text (labels, a link's text); inside quotes only the closing quote counts.
 * Mermaid reads a link's text up to its arrow, `;` included, so a statement never ends inside one.
 */
function stretchesOf(line: string): Stretch[] {
  const stretches: Stretch[] = [];
  const closers: string[] = [];
  let start = 0;
  const cut = (end: number, isText: boolean) => {
    if (end > start) stretches.push({ value: line.slice(start, end), isText });
    start = end;
  };
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index] ?? '';
    const closer = closers[closers.length - 1];
    const linkText = closers.length === 0 ? linkTextOpenedAt(line, index) : undefined;
    const opened = closer === '"' ? undefined : closerOpenedAt(line, index, closers.length > 0);
    if (linkText) {
      cut(linkText.textStart, false);
      cut(linkText.textEnd, true);
      index = linkText.textEnd - 1;
    } else if (character === closer) {
      closers.pop();
      if (closers.length === 0) cut(index + 1, true);
    } else if (opened !== undefined) {
      if (closers.length === 0) cut(index, false);
      closers.push(opened);
    }
  }
  cut(line.length, closers.length > 0);
  return stretches;
}

/**
 * Mermaid's arrows that the renderer draws, and the `.->` that ends a dotted link's text (`A-. feeds .->B`); a longer or
 * headed arrow (`---->`, `--o`) it does not know in any spacing.
 */
const arrow = /<?(?:-\.->|-->|---|-\.-|==>|===)|\.->/g;

/**
 * Spaces around each arrow, except where a `|link text|` follows, which the renderer wants right after the arrow, and
 * between a node and the opening of a link with text.
 */
function spaceArrows(syntax: string, textFollows: boolean): string {
  return syntax
    .replace(arrow, (found: string, offset: number) => {
      const atEnd = offset + found.length === syntax.length;
      return ` ${found}${atEnd && textFollows ? '' : ' '}`;
    })
    .replace(textLinkOpening, (opening: string, _: string, offset: number, spaced: string) => {
      const next = spaced[offset + opening.length];
      return ` ${opening}${next === undefined || /\S/.test(next) ? ' ' : ''}`;
    });
}

/** The line's statements, each with spaced arrows. */
function statementsOf(line: string): string[] {
  const statements: string[] = [''];
  const stretches = stretchesOf(line);
  stretches.forEach(({ value, isText }, index) => {
    if (isText) {
      statements[statements.length - 1] += value;
      return;
    }
    const [first = '', ...rest] = value.split(';');
    const textFollows = stretches[index + 1]?.value.startsWith('|') ?? false;
    const spaced = (part: string, isLast: boolean) => spaceArrows(part, isLast && textFollows);
    statements[statements.length - 1] += spaced(first, rest.length === 0);
    for (const [partIndex, part] of rest.entries()) statements.push(spaced(part, partIndex === rest.length - 1));
  });
  return statements
    .map((statement) => statement.replace(/(\S) {2,}/g, '$1 ').trimEnd())
    .filter((statement) => statement.trim() !== '');
}

export function inRendererForm(flowchart: string): string {
  return flowchart
    .split('\n')
    .flatMap((line) => (/^\s*%%/.test(line) ? [line] : statementsOf(line)))
    .join('\n');
}
