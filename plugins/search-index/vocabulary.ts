/**
 * The words the site's pages use, most used first, for the browser's spelling correction (src/search/spelling.ts):
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

/** Every page's words, each once, most used first (the correction's tie-break). */
export function vocabularyOf(pages: Iterable<string>): string[] {
  const counts = new Map<string, number>();
  for (const html of pages) for (const word of wordsOfPage(html)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}
