/**
 * How each MDX component the pages use reads in a page's Markdown copy. A page using a component
 * missing here fails the build (./toMarkdown.ts), so every new component gets its rendering.
 */
import { factText } from '../../contract/contentFacts';
import { staffFactText } from '../../contract/staffContentFacts';
import { cardGroups, type SectionCardGroup } from '../../src/components/SectionCards/cards';
import { PageMarkdownError, type ComponentRenderers } from './toMarkdown';

function isCardGroup(value: string): value is SectionCardGroup {
  return value in cardGroups;
}

/** The declaration's parts as the API generator writes them: a JSON array of `{ text, url? }`. */
function declarationText(parts: string | true | undefined): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof parts === 'string' ? parts : '');
  } catch {
    throw new PageMarkdownError('<ApiDeclaration parts={...}> must be a JSON array of { text, url? } parts.');
  }
  if (!Array.isArray(parsed)) throw new PageMarkdownError('<ApiDeclaration parts={...}> must be an array.');
  return parsed
    .map((part: unknown) => (typeof part === 'object' && part !== null && 'text' in part ? String(part.text) : ''))
    .join('');
}

export const componentRenderers: ComponentRenderers = {
  ApiDeclaration: ({ parts }) => ['```csharp', declarationText(parts), '```'].join('\n'),
  // A shared figure reads in the copy as it reads on the page (contract/contentFacts.ts).
  Fact: ({ id }) => {
    if (typeof id !== 'string')
      throw new PageMarkdownError('<Fact id="..."> needs the id of a fact of contract/contentFacts.ts.');
    return factText(id);
  },
  StaffFact: ({ id }) => {
    if (typeof id !== 'string')
      throw new PageMarkdownError('<StaffFact id="..."> needs the id of a fact of contract/staffContentFacts.ts.');
    return staffFactText(id);
  },
  // The home page's hero draws the page's title and description, which the copy already opens with, and a search
  // button, which means nothing in Markdown.
  HomeHero: () => '',
  // The staff Insights page draws its figures in the browser from /api/insights; the copy says where they are.
  InsightsDashboard: () =>
    '_The Insights figures are drawn in the browser from `/api/insights` (staff only); open this page on the site to see them._',
  SectionCards: ({ group = 'all' }) => {
    if (group === true || !isCardGroup(group))
      throw new PageMarkdownError(`<SectionCards group="${String(group)}"> names no card group.`);
    return cardGroups[group].map((card) => `- [${card.title}](${card.to}): ${card.description}`).join('\n');
  },
};
