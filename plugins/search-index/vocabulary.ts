/**
 * The words the site's pages use, in alphabetical order, for the browser's spelling correction (src/search/spelling.ts):
 * a query word no page has is replaced by the nearest of these. Prose only (code blocks left out), lower case,
 * four letters or more, as the correction reads them.
 */
export const vocabularyFile = 'vocabulary.json';

const article = /<article(?=[\s>])[\s\S]*?<\/article>/i;

/** The words of one page's article, each as often as it occurs. */
export function wordsOfPage(html: string): string[] {
  const text = (article.exec(html)?.[0] ?? '')
    .replace(/<(pre|script|style)(?=[\s>])[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ');
  return (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => word.length <= 30);
}

/**
 * Every page's words, each once, in alphabetical order: neighbours share their beginnings, so the list compresses to
 * about 10 KB instead of 12 (in order of use), which keeps a first search within its 150 KB budget (bench/search.ts).
 */
export function vocabularyOf(pages: Iterable<string>): string[] {
  const words = new Set<string>();
  for (const html of pages) for (const word of wordsOfPage(html)) words.add(word);
  return [...words].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
