import { describe, expect, it } from 'vitest';
import type { InsightsReport } from '@site/contract/insights';
import type { PageManifestEntry } from '@site/contract/pageMarkdown';
import { withPageTitles } from '@site/server/insights/pageTitles';

const page = (route: string, title: string): PageManifestEntry => ({
  route,
  title,
  description: '',
  section: 'Tideline',
  markdown: `${route}.md`,
});

const pages = [
  page('/intro', 'Introduction to Tideline'),
  page('/Internal Documentation/Tideline/Infrastructure/Server Patching', 'Monthly server patching'),
];

const report = (paths: string[]): InsightsReport => ({
  period: { from: '2026-11-01', to: '2026-11-27' },
  dailyPageViews: [],
  topPages: paths.map((path) => ({ path, views: 1 })),
  feedback: paths.map((path) => ({ path, helpful: 0, notHelpful: 1, helpfulRatio: 0, comments: [] })),
  searchesWithoutResults: [],
  searchesWithoutOpenedHits: [],
  signIns: [],
});

describe('Insights rows named by page title', () => {
  it('gives public and staff pages the title their build lists, keeping the path', () => {
    const titled = withPageTitles(
      report(['/intro', '/Internal Documentation/Tideline/Infrastructure/Server Patching']),
      pages,
    );
    expect(titled.topPages).toEqual([
      { path: '/intro', title: 'Introduction to Tideline', views: 1 },
      {
        path: '/Internal Documentation/Tideline/Infrastructure/Server Patching',
        title: 'Monthly server patching',
        views: 1,
      },
    ]);
    expect(titled.feedback.map((row) => row.title)).toEqual(['Introduction to Tideline', 'Monthly server patching']);
  });

  it('finds the page with a trailing slash or in another letter case', () => {
    expect(withPageTitles(report(['/intro/', '/INTRO']), pages).topPages.map((row) => row.title)).toEqual([
      'Introduction to Tideline',
      'Introduction to Tideline',
    ]);
  });

  it('leaves a path no build lists without a title', () => {
    expect(withPageTitles(report(['/removed-page']), pages).topPages).toEqual([{ path: '/removed-page', views: 1 }]);
  });
});
