/**
 * The error every search client here throws when it cannot answer: the index, the
 * key endpoint or the network is unreachable. DocSearch shows its error screen
 * ("Unable to fetch results") only for errors named `RetryError`, the name Algolia's
 * client gives to unreachable hosts, so this error carries that name.
 */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}

export function isSearchUnavailable(error: unknown): error is SearchUnavailableError {
  return error instanceof Error && error.name === 'RetryError';
}
