/**
 * Shared figures stay stated once. A page writes a registered fact with `<Fact id="…" />`; this check reports a
 * `<Fact>` whose id names no fact, and a number written in prose next to a fact's name (its `names` in
 * contract/contentFacts.ts, `#` standing for the number: "# executions per second per context") that is the value of no
 * fact with that name: "about 20 executions per second per context" on one page while the facts say 200 per minute.
 * A distinctive fact's text typed out in prose instead of written with the component is reported too
 * (./handWrittenFacts.ts). Code blocks are not prose.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import { contentFacts, isFactId, type ContentFact } from '../../contract/contentFacts';
import { isStaffFactId, staffContentFacts } from '../../contract/staffContentFacts';
import { writtenPages } from './docPages';
import { distinctiveFactTexts, handWrittenFactProblems, type RegisteredText } from './handWrittenFacts';
import { parsePage } from './markdown';
import { proseBlocks } from './pageRules';
import type { Problem } from './problem';

const numberWords: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const numberPattern = `\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?|${Object.keys(numberWords).join('|')}`;
/** Words a writer puts between a fact's name and its figure without changing what the figure is. */
const hedges = '(?:(?:about|roughly|around|some|at most|up to|only|full)\\s+)?';

export interface NamedFigure {
  /** The name as the facts module writes it, `#` where the number stands. */
  name: string;
  pattern: RegExp;
  /** Every registered value for the name, with the ids that hold it. */
  values: { id: string; value: number; text: string }[];
}

function namePattern(name: string): RegExp {
  const [before = '', after = ''] = name.split('#');
  const words = (text: string) =>
    text
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+');
  const head = before.trim() === '' ? '' : `${words(before)}\\s+`;
  const tail = after.trim() === '' ? '' : `\\s*%?\\s+${words(after)}`;
  return new RegExp(`(?<![\\w.])${head}${hedges}(${numberPattern})(?![\\d,.]*\\d)(?!\\w)${tail}`, 'gi');
}

/** Each name of the facts with the values of every fact that shares it. */
export function namedFigures(
  facts: Readonly<Record<string, ContentFact>> = { ...contentFacts, ...staffContentFacts },
): NamedFigure[] {
  const byName = new Map<string, NamedFigure>();
  for (const [id, fact] of Object.entries(facts)) {
    for (const name of fact.names ?? []) {
      const key = name.toLowerCase();
      const entry = byName.get(key) ?? { name, pattern: namePattern(name), values: [] };
      if (fact.value !== undefined) entry.values.push({ id, value: fact.value, text: fact.text });
      byName.set(key, entry);
    }
  }
  return [...byName.values()].filter((entry) => entry.values.length > 0);
}

function numberOf(text: string): number {
  return numberWords[text.toLowerCase()] ?? Number(text.replace(/,/g, ''));
}

export interface FigureProblem {
  /** Offset of the number in the text. */
  offset: number;
  message: string;
}

/** Numbers written next to a fact's name in one block of prose that are none of the name's registered values. */
export function figureProblems(text: string, figures: readonly NamedFigure[]): FigureProblem[] {
  const problems: FigureProblem[] = [];
  for (const figure of figures) {
    for (const match of text.matchAll(figure.pattern)) {
      const [whole, written = ''] = match;
      const offset = match.index + whole.indexOf(written);
      // Two names of one fact can both match the same number ("keeps the last four versions"): report it once.
      if (problems.some((problem) => problem.offset === offset)) continue;
      if (figure.values.some((registered) => registered.value === numberOf(written))) continue;
      const known = figure.values.map((registered) => `${registered.text} (${registered.id})`).join(' or ');
      problems.push({
        offset,
        message: `${written} in "${match[0].replace(/\s+/g, ' ')}" is not the registered figure, ${known}: write <Fact id="${figure.values[0]?.id}" /> or correct contract/contentFacts.ts`,
      });
    }
  }
  return problems;
}

/** The two fact components, the module each reads, and who may use it. */
const factComponents = {
  Fact: { module: 'contract/contentFacts.ts', knows: isFactId, staffOnly: false },
  StaffFact: { module: 'contract/staffContentFacts.ts', knows: isStaffFactId, staffOnly: true },
} as const;

function isFactComponent(name: string | null): name is keyof typeof factComponents {
  return name !== null && Object.hasOwn(factComponents, name);
}

/**
 * `<Fact>` and `<StaffFact>` elements whose id is missing or names no fact of their module, and a `<StaffFact>` on a
 * public page, which would bundle the staff figures into the public build.
 */
function unknownFactProblems(page: string, tree: Root): Problem[] {
  const problems: Problem[] = [];
  const staffPage = page.startsWith('internal/');
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    if (!isFactComponent(element.name)) return;
    const component = factComponents[element.name];
    const line = element.position?.start.line ?? 1;
    const id = element.attributes.find(
      (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'id',
    )?.value;
    if (typeof id !== 'string' || !component.knows(id)) {
      problems.push({
        file: page,
        line,
        message: `<${element.name} id="${typeof id === 'string' ? id : ''}"> names no fact of ${component.module}`,
      });
    } else if (component.staffOnly && !staffPage) {
      problems.push({
        file: page,
        line,
        message: `<${element.name}> on a public page would put staff figures into the public build; state the figure in contract/contentFacts.ts and write <Fact>`,
      });
    }
  });
  return problems;
}

export function proseFactProblems(
  page: string,
  tree: Root,
  figures: readonly NamedFigure[] = namedFigures(),
  registeredTexts: readonly RegisteredText[] = distinctiveFactTexts(),
): Problem[] {
  const nearNames = proseBlocks(tree).flatMap((block) =>
    figureProblems(block.text, figures).map((problem) => ({
      file: page,
      line: block.line + block.text.slice(0, problem.offset).split('\n').length - 1,
      message: problem.message,
    })),
  );
  return [...unknownFactProblems(page, tree), ...nearNames, ...handWrittenFactProblems(page, tree, registeredTexts)];
}

/** The check as `npm run check:docs` runs it: every written page. */
export async function checkProseFacts(root: string): Promise<Problem[]> {
  const figures = namedFigures();
  const registeredTexts = distinctiveFactTexts();
  return writtenPages(root).flatMap((page) =>
    proseFactProblems(page, parsePage(readFileSync(path.join(root, page), 'utf8')), figures, registeredTexts),
  );
}
