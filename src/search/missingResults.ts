/**
 * Where "Believe this query should return results? Let us know." leads: an e-mail to
 * support naming the query, so the docs team can add the page readers looked for.
 */
import { supportAddress } from '@site/contract/support';

export const missingResultsAddress = supportAddress;

export function missingResultsUrl({ query }: { query: string }): string {
  const subject = `Docs search: no results for "${query}"`;
  return `mailto:${missingResultsAddress}?subject=${encodeURIComponent(subject)}`;
}
