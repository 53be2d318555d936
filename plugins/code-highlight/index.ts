/**
 * Code highlighting at build time: fenced code blocks are highlighted while the pages compile
 * (remarkHighlightCode, added to every content plugin by docusaurus.config.ts), their colours come from a generated
 * stylesheet, and the theme's runtime highlighter (Prism with its languages, ~36 KB gzip in every page's main.js) is
 * left out of the browser bundle.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { tokenCss } from './tokenCss';

export interface CodeHighlightOptions {
  lightTheme: PrismTheme;
  darkTheme: PrismTheme;
}

export default function codeHighlightPlugin(context: LoadContext, options: CodeHighlightOptions): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
  mkdirSync(path.dirname(stylesheet), { recursive: true });
  writeFileSync(stylesheet, tokenCss(options.lightTheme, options.darkTheme));
  // The theme registers this client module to load Prism's languages in the browser; nothing there needs them now.
  const runtimeLanguages = require
    .resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')
    .replace(/\.js$/, '');
  return {
    name: 'code-highlight',
    getClientModules: () => [stylesheet],
    configureWebpack: () => ({ resolve: { alias: { [runtimeLanguages]: false, [`${runtimeLanguages}.js`]: false } } }),
  };
}
