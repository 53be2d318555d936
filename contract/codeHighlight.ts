/**
 * Code blocks are highlighted at build time (plugins/code-highlight) and the browser only places the result
 * (src/theme/CodeBlock/Content), so no highlighter reaches readers. This is the contract between the two: the prop a
 * fenced code block carries its highlighted lines in, and how the lines are joined into one string.
 */

/** The code element's prop holding the highlighted lines, as MDX passes it on to the theme's CodeBlock. */
export const highlightedLinesProp = 'data-highlighted-lines';

/** Lines of highlighted HTML never contain a newline (the tokenizer splits tokens at line ends), so it separates them. */
export const lineSeparator = '\n';

/**
 * Code as HTML text: the build escapes what it highlights, the theme what it shows without highlighting. entities'
 * text escaper (`&`, `<`, `>`, and a no-break space as `&nbsp;`), from its escape module alone so the browser gets no
 * entity tables.
 */
export { escapeText as escapeHtml } from 'entities/lib/escape.js';
