/**
 * A registered fact typed out by hand goes stale the day the registry changes: a page once read "10 November 2028" for
 * .NET 10's end of support while contract/contentFacts.ts said 14 November. This check reports a fact's text written
 * literally in a page's prose, where `<Fact>` or `<StaffFact>` should stand. The components themselves contribute no
 * text to the prose this check reads, so a page that uses them passes.
 *
 * Only distinctive texts are looked for. The registry also holds short figures that ordinary prose repeats with
 * another meaning: "5 minutes" is the buffer's longest retry and also how long a sign-in code lives, "15 minutes" the
 * paging escalation and a logging interval, "five working days" the maintenance notice and a review deadline, "05:30"
 * the night-flow run and an ACE offset, `net8.0` the target framework and a folder of build output, "4.2" the
 * current release and the name of a past one. What the registry's own texts show is that a text is distinctive when it
 * holds two figures (a date, a range, a pair such as "8 GB minimum, 16 GB recommended", a product and its version) or
 * one figure of three or more digits or with a decimal point ("2048 MB", "about 0.3 s", "99.9 %"): those do not
 * recur by chance. A lone clock time is a short figure however it is written, and a figure glued to letters (`net8.0`)
 * is part of a name, not a figure.
 */
import escapeRegExp from 'escape-string-regexp';
import type { Root } from 'mdast';
import { contentFacts } from '../../contract/contentFacts';
import { staffContentFacts } from '../../contract/staffContentFacts';
import { limitsPageFile } from './limitsPage';
import { proseBlocks } from './pageRules';
import type { Problem } from './problem';

/** Where a figure stands as a word of its own: not inside a longer number or a name. */
const figureStart = String.raw`(?<![\w.,:])`;
const figureEnd = String.raw`(?![\w]|[.,:]\d)`;

/** A figure standing as a word of its own: a clock time, a number with thousands separators or decimals. */
const figurePattern = new RegExp(
  String.raw`${figureStart}(?:\d{1,2}:\d{2}(?::\d{2})?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)${figureEnd}`,
  'g',
);

export function isDistinctiveFactText(text: string): boolean {
  const figures = text.match(figurePattern) ?? [];
  if (figures.length >= 2) return true;
  const [figure] = figures;
  if (figure === undefined || figure === text.trim() || figure.includes(':')) return false;
  return figure.includes('.') || figure.replace(/\D/g, '').length >= 3;
}

export interface RegisteredText {
  text: string;
  /** The component a page writes it with and the ids that hold it (two facts may read the same). */
  component: 'Fact' | 'StaffFact';
  ids: string[];
}

/** The distinctive texts of both registries, each with every id that reads so. */
export function distinctiveFactTexts(
  facts: Readonly<Record<string, { text: string }>> = contentFacts,
  staffFacts: Readonly<Record<string, { text: string }>> = staffContentFacts,
): RegisteredText[] {
  const byText = new Map<string, RegisteredText>();
  const add = (registry: Readonly<Record<string, { text: string }>>, component: RegisteredText['component']) => {
    for (const [id, { text }] of Object.entries(registry)) {
      if (!isDistinctiveFactText(text)) continue;
      const key = `${component}\n${text}`;
      const entry = byText.get(key) ?? { text, component, ids: [] };
      entry.ids.push(id);
      byText.set(key, entry);
    }
  };
  add(facts, 'Fact');
  add(staffFacts, 'StaffFact');
  return [...byText.values()];
}

function instruction(registered: RegisteredText, staffPage: boolean): string {
  if (registered.component === 'StaffFact' && !staffPage) {
    return 'a public page cannot use <StaffFact>: register the figure in contract/contentFacts.ts and write <Fact>';
  }
  return `write ${registered.ids.map((id) => `<${registered.component} id="${id}" />`).join(' or ')} instead`;
}

/** Each registered text written by hand in the page's prose, at its line. */
export function handWrittenFactProblems(
  page: string,
  tree: Root,
  registered: readonly RegisteredText[] = distinctiveFactTexts(),
): Problem[] {
  // The Limits and defaults page is generated from the facts, so its literal figures are the registry's own.
  if (page === limitsPageFile) return [];
  const staffPage = page.startsWith('internal/');
  // The same boundaries as a figure: "31 May 2027" is not found inside "131 May 20270".
  const patterns = registered.map((fact) => ({
    fact,
    pattern: new RegExp(`${figureStart}${escapeRegExp(fact.text)}${figureEnd}`, 'g'),
  }));
  const problems: Problem[] = [];
  for (const block of proseBlocks(tree)) {
    for (const { fact, pattern } of patterns) {
      for (const match of block.text.matchAll(pattern)) {
        problems.push({
          file: page,
          line: block.line + block.text.slice(0, match.index).split('\n').length - 1,
          message: `"${fact.text}" is ${fact.ids.join(' or ')} of contract/${fact.component === 'Fact' ? 'contentFacts' : 'staffContentFacts'}.ts written by hand, so it goes stale when the fact changes: ${instruction(fact, staffPage)}`,
        });
      }
    }
  }
  return problems;
}
