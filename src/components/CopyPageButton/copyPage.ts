/**
 * Copies the current page's Markdown copy (its route plus `.md`, written by plugins/page-markdown) to the
 * clipboard. The server gates that file like the page itself, so a reader copies what they may read.
 */
import { markdownPathOf } from '@site/contract/pageMarkdown';

export type CopyOutcome = { ok: true } | { ok: false; message: string };

async function fetchMarkdown(pathname: string, fetchImpl: typeof fetch): Promise<Blob> {
  const response = await fetchImpl(markdownPathOf(pathname), {
    credentials: 'same-origin',
    headers: { accept: 'text/markdown' },
  });
  if (!response.ok) throw new Error(`The Markdown of this page is not available (HTTP ${response.status}).`);
  return new Blob([await response.text()], { type: 'text/plain' });
}

/**
 * Hands the clipboard a promise of the text where the browser allows it (Safari keeps the click's
 * permission only for a write started during the click), else writes the text once fetched.
 */
export async function copyPageMarkdown(
  pathname: string,
  { clipboard = navigator.clipboard, fetchImpl = fetch }: { clipboard?: Clipboard; fetchImpl?: typeof fetch } = {},
): Promise<CopyOutcome> {
  try {
    const markdown = fetchMarkdown(pathname, fetchImpl);
    if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
      await clipboard.write([new ClipboardItem({ 'text/plain': markdown })]);
    } else {
      await clipboard.writeText(await (await markdown).text());
    }
    return { ok: true };
  } catch (error) {
    const message =
      error instanceof Error && error.message.startsWith('The Markdown')
        ? error.message
        : 'The page could not be copied. Try again.';
    return { ok: false, message };
  }
}
