import { describe, expect, it } from 'vitest';
import { groupBySection, llmsFullTxt, llmsTxt, type MarkdownPage } from '@site/plugins/page-markdown/llmsTxt';

const site = {
  title: 'Tideline Docs',
  summary: 'Guides for Tideline,\n gNode and gSharp.',
  url: 'http://localhost:3000',
};

const page = (route: string, section: string, title = route.split('/').pop() ?? ''): MarkdownPage => ({
  route,
  title,
  description: `About ${title}.`,
  section,
  markdown: `# ${title}\n\nBody of ${title}.\n`,
});

const pages = [
  page('/gSharp/Development/Namespaces/Tideline.GSharp.PI', 'Optional'),
  page('/gSharp/Overview', 'gSharp'),
  page('/Tideline/Support/Logging In', 'Tideline'),
  page('/intro', 'Tideline'),
];

describe('llms.txt', () => {
  const sections = groupBySection(pages, ['Tideline', 'gSharp']);

  it('opens with the site title and its summary as one quoted line', () => {
    expect(llmsTxt(site, sections).split('\n').slice(0, 3)).toEqual([
      '# Tideline Docs',
      '',
      '> Guides for Tideline, gNode and gSharp.',
    ]);
  });

  it('lists sections in the site’s order with the optional section last', () => {
    const headings = llmsTxt(site, sections)
      .split('\n')
      .filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Tideline', '## gSharp', '## Optional']);
  });

  it('gives each page one line linking its Markdown copy, with its description', () => {
    expect(llmsTxt(site, sections)).toContain(
      '- [Logging In](http://localhost:3000/Tideline/Support/Logging%20In.md): About Logging In.',
    );
  });

  it('llms-full.txt carries every page’s Markdown and where it lives', () => {
    const full = llmsFullTxt(site, sections);
    for (const { title } of pages) expect(full).toContain(`Body of ${title}.`);
    expect(full).toContain('Source: http://localhost:3000/Tideline/Support/Logging%20In');
  });
});
