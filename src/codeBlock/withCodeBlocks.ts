/**
 * Imported by every page that shows a code block (plugins/code-highlight adds the import), so the theme's code block
 * comes with the page's chunks; see ./themeCodeBlock.ts.
 */
import ThemeCodeBlock from '@theme-original/CodeBlock';
import { provideCodeBlock } from './themeCodeBlock';

provideCodeBlock(ThemeCodeBlock);
