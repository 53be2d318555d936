/**
 * How each MDX component the pages use reads in a page's Markdown copy. A page using a component
 * missing here fails the build (./toMarkdown.ts), so every new component gets its rendering.
 */
import { cardGroups, type SectionCardGroup } from '../../src/components/SectionCards/cards';
import { PageMarkdownError, type ComponentRenderers } from './toMarkdown';

function isCardGroup(value: string): value is SectionCardGroup {
  return value in cardGroups;
}

export const componentRenderers: ComponentRenderers = {
  SectionCards: ({ group = 'all' }) => {
    if (group === true || !isCardGroup(group)) throw new PageMarkdownError(`<SectionCards group="${String(group)}"> names no card group.`);
    return cardGroups[group].map((card) => `- [${card.title}](${card.to}): ${card.description}`).join('\n');
  },
};
