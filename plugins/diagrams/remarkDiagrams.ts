/**
 * Remark plugin: every ```mermaid code block becomes the finished SVG, inline in the page, during the build.
 * Readers download no diagram library and run no diagram code; the text in the drawing stays selectable, and the
 * SVG is named for screen readers by the source's `accTitle` or else by the section it illustrates.
 * A diagram that Mermaid cannot read, or that cannot be drawn, fails the build with the page, the line and the reason.
 */
import type { Code, Heading, Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import type { Transformer } from 'unified';
import { visit } from 'unist-util-visit';
import { createDiagramCache } from './diagramCache';
import { DiagramError, withAccessibleName, type RenderedDiagram } from './renderDiagram';
import { fitToColumn } from './fitToColumn';
import { mdxNode } from '../shared/mdxNode';

export interface RemarkDiagramsOptions {
  /** Where drawn diagrams are kept between builds. */
  cacheDirectory: string;
}

/** The code block language drawn as a diagram. */
export const diagramLanguage = 'mermaid';

/** The class the site's stylesheet colours and lays out diagrams by (src/css/diagrams.css). */
const diagramClassName = 'tideline-diagram';

/**
 * The diagram as a page would write it in MDX: the SVG goes in as a JavaScript string (JSON.stringify writes every
 * character of it safely), and MDX's reader gives the element with the ESTree of its attributes.
 */
function diagramElement(svg: string) {
  // tabIndex: a diagram too wide to shrink into the column scrolls sideways (./fitToColumn.ts), and a scrolling region
  // must be reachable by keyboard.
  return mdxNode(
    `<div className="${diagramClassName}" tabIndex={0} dangerouslySetInnerHTML={{__html: ${JSON.stringify(svg)}}} />`,
    'mdxJsxFlowElement',
  );
}

interface Found {
  node: Code;
  index: number;
  parent: { children: unknown[] };
  section: string | undefined;
}

/** `:line` of the page where the diagram fails: the line the problem is on when it is known, else the diagram's first. */
function pageLine(node: Code, error: unknown): string {
  if (!node.position) return '';
  // The diagram's first line is the one after the opening fence.
  const lineInDiagram = error instanceof DiagramError ? error.line : undefined;
  return `:${node.position.start.line + (lineInDiagram ?? 0)}`;
}

export default function remarkDiagrams(options: RemarkDiagramsOptions): Transformer<Root> {
  const cache = createDiagramCache(options.cacheDirectory);
  return async (tree, file): Promise<void> => {
    const found: Found[] = [];
    let section: string | undefined;
    visit(tree, (node, index, parent) => {
      if (node.type === 'heading') section = textOf(node as Heading);
      if (node.type === 'code' && node.lang === diagramLanguage && parent && index !== undefined) {
        found.push({ node, index, parent, section });
      }
    });
    for (const { node, index, parent, section: heading } of found) {
      let diagram: RenderedDiagram;
      try {
        diagram = await cache.render(node.value);
      } catch (error) {
        throw new Error(
          `The diagram at ${file.path}${pageLine(node, error)} cannot be drawn: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const title = diagram.title ?? (heading ? `${diagram.kind}: ${heading}` : diagram.kind);
      parent.children[index] = diagramElement(fitToColumn(withAccessibleName(diagram, title)));
    }
  };
}
