import { describe, expect, it } from 'vitest';
import { vocabularyOf, wordsOfPage } from '@site/plugins/search-index/vocabulary';

const page = (body: string) =>
  `<html><head><title>Skip</title></head><body><nav>Sidebar words</nav><article>${body}</article></body></html>`;

describe('the search vocabulary', () => {
  it('takes the words of the article, lower case, four letters or more, without code', () => {
    expect(
      wordsOfPage(
        page('<h1>Minimum night flow</h1><p>The MNF &amp; its <b>leakage</b></p><pre><code>var mnfValue</code></pre>'),
      ),
    ).toEqual(['minimum', 'night', 'flow', 'leakage']);
  });

  it('lists each word once, in alphabetical order', () => {
    expect(vocabularyOf([page('<p>pump night flow</p>'), page('<p>flow pump night</p>')])).toEqual([
      'flow',
      'night',
      'pump',
    ]);
  });
});
