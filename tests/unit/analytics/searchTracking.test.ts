import { describe, expect, it } from 'vitest';
import { observedSearchClient, searchTracker } from '@site/src/analytics/searchTracking';
import type { SiteSearchClient } from '@site/src/search/searchHit';

function recorder() {
  const sent: unknown[] = [];
  return { sent, tracker: searchTracker((search) => sent.push(search)) };
}

describe('a search as the Insights page counts it', () => {
  it('is one event for the last query shown, not one per keystroke', () => {
    const { sent, tracker } = recorder();
    tracker.resultsShown('p', 40);
    tracker.resultsShown('pu', 12);
    tracker.resultsShown('pump', 5);
    tracker.finish();
    expect(sent).toEqual([{ query: 'pump', result_count: 5, hit_opened: false }]);
  });

  it('records that a hit was opened', () => {
    const { sent, tracker } = recorder();
    tracker.resultsShown('RDII', 3);
    tracker.hitOpened();
    tracker.finish();
    expect(sent).toEqual([{ query: 'RDII', result_count: 3, hit_opened: true }]);
  });

  it('records a search that found nothing with a result count of 0', () => {
    const { sent, tracker } = recorder();
    tracker.resultsShown('  scada historian  ', 0);
    tracker.finish();
    expect(sent).toEqual([{ query: 'scada historian', result_count: 0, hit_opened: false }]);
  });

  it('sends nothing when the box was opened and closed without a query', () => {
    const { sent, tracker } = recorder();
    tracker.resultsShown('   ', 0);
    tracker.finish();
    tracker.hitOpened();
    expect(sent).toEqual([]);
  });

  it('learns the query and count from what the search client answered', async () => {
    const { sent, tracker } = recorder();
    const client: SiteSearchClient = {
      search: async () => ({
        results: [{ hits: [], nbHits: 7, nbPages: 1, page: 0, hitsPerPage: 6, query: 'pump curve' } as never],
      }),
    };
    await observedSearchClient(client, tracker).search({ requests: [{ indexName: 'docs', query: 'pump curve' }] });
    tracker.finish();
    expect(sent).toEqual([{ query: 'pump curve', result_count: 7, hit_opened: false }]);
  });
});
