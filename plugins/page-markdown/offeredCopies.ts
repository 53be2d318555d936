/**
 * Markdown copies a plugin that generates pages can offer in its loaded content, made from the same data as the
 * page: this plugin takes one instead of reading and converting the page again, when the page on disk is still the
 * text the copy was made with. The gsharp-api plugin offers one for each of its hundreds of pages.
 */
export interface PageMarkdownCopy {
  /** The page's file, an absolute path. */
  file: string;
  /** The page's text the copy was made from. */
  source: string;
  markdown: string;
}

export interface OfferedPageMarkdown {
  pageMarkdownCopies: readonly PageMarkdownCopy[];
}

function offersCopies(content: unknown): content is OfferedPageMarkdown {
  return (
    typeof content === 'object' &&
    content !== null &&
    Array.isArray((content as Partial<OfferedPageMarkdown>).pageMarkdownCopies)
  );
}

/** Every copy offered by any plugin's content (Docusaurus's `allContent`: by plugin name, then plugin id), by file. */
export function offeredCopies(
  allContent: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): Map<string, PageMarkdownCopy> {
  const copies = Object.values(allContent)
    .flatMap((byId) => Object.values(byId))
    .filter(offersCopies)
    .flatMap((content) => content.pageMarkdownCopies);
  return new Map(copies.map((copy) => [copy.file, copy]));
}
