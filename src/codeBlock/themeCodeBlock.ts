/**
 * The theme's code block, once a page that shows one has loaded it. Pages with code blocks import
 * ./withCodeBlocks (plugins/code-highlight adds the import), so their code block code arrives with the page's own
 * chunks, also when a reader follows a link; the CodeBlock wrapper (src/theme/CodeBlock) renders it at once, and loads
 * it on demand only for a code block no page import announced.
 */
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

let loaded: ComponentType<Props> | undefined;

export function provideCodeBlock(codeBlock: ComponentType<Props>): void {
  loaded = codeBlock;
}

export function loadedCodeBlock(): ComponentType<Props> | undefined {
  return loaded;
}
