/**
 * Tells when a search client has a search in flight. DocSearch's modal shows its "No results for …" screen while
 * the first answer is still on its way (its screen updates once with the query, before it marks itself loading),
 * and the first query of a page session waits for Pagefind's index: the modal uses this signal to keep that
 * screen hidden until the index has answered.
 */
import type { SiteSearchClient } from './searchHit';

export function signallingInFlight(
  client: SiteSearchClient,
  onInFlightChange: (inFlight: boolean) => void,
): SiteSearchClient {
  let searches = 0;
  return {
    async search(params) {
      searches += 1;
      if (searches === 1) onInFlightChange(true);
      try {
        return await client.search(params);
      } finally {
        searches -= 1;
        if (searches === 0) onInFlightChange(false);
      }
    },
  };
}
