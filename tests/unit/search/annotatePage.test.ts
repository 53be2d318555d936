import { describe, expect, it } from 'vitest';
import {
  annotatePage,
  readAttribute,
  routeOfHtmlFile,
  separateCells,
  weightDownCode,
  weightUpDefinedAcronyms,
} from '@site/plugins/search-index/annotatePage';

const sections = { byDocsPluginId: { default: 'Tideline', gsharp: 'gSharp' }, fallback: 'Tideline Docs' };
const route = '/gSharp/Overview';

/** A docs page as Docusaurus writes it: minified, attributes often unquoted. */
function docsPage({ pluginId = 'gsharp', tag = 'docs-gsharp-current', body = '<p>Hello</p>' } = {}): string {
  return (
    `<!doctype html><html lang=en dir=ltr class="docs-wrapper plugin-docs plugin-id-${pluginId} docs-version-current docs-doc-page" data-has-hydrated=false>` +
    `<head><meta data-rh=true name=docusaurus_tag content=${tag} /><meta data-rh=true name=docsearch:language content=en /></head>` +
    `<body><nav>Menu</nav><main><article><div class="theme-doc-markdown markdown"><header><h1>Title</h1></header>${body}</div></article></main></body></html>`
  );
}

describe('which built pages are searchable', () => {
  it('indexes docs pages', () => {
    expect(annotatePage(docsPage(), sections, route)).toBeDefined();
  });

  it('indexes Markdown pages under the fallback section', () => {
    const html =
      '<html lang=en class="mdx-wrapper mdx-page plugin-pages plugin-id-default"><body><article><h1>Markdown page</h1></article></body></html>';
    expect(annotatePage(html, sections, route)).toMatchObject({ section: 'Tideline Docs', docusaurusTag: 'default' });
  });

  it('skips the 404 page, which belongs to the docs plugin but is not a doc', () => {
    const html =
      '<html lang=en class="docs-wrapper plugin-docs plugin-id-default docs-version-current"><body><main><h1>Page Not Found</h1></main></body></html>';
    expect(annotatePage(html, sections, route)).toBeUndefined();
  });

  it('skips pages without an article, such as /search', () => {
    const html =
      '<html lang=en class="search-page-wrapper plugin-docs docs-doc-page"><body><main><h1>Search</h1></main></body></html>';
    expect(annotatePage(html, sections, route)).toBeUndefined();
  });
});

describe('what Pagefind reads from a page', () => {
  it('indexes the article only', () => {
    const { html } = annotatePage(docsPage(), sections, route)!;
    expect(html).toContain('<article data-pagefind-body>');
    expect(html.match(/data-pagefind-body/g)).toHaveLength(1);
  });

  it('filters by language and docs tag, the facets DocSearch filters on', () => {
    const { html } = annotatePage(docsPage(), sections, route)!;
    expect(html).toContain('data-pagefind-filter="language:en"');
    expect(html).toContain('data-pagefind-filter="docusaurus_tag:docs-gsharp-current"');
  });

  it('files the page under the sections its address puts it in, for the section filter', () => {
    const apiMember = annotatePage(docsPage(), sections, '/gSharp/Development/Namespaces/Tideline.GSharp.PI')!;
    expect(apiMember.searchSections).toEqual(['gSharp', 'API reference']);
    expect(apiMember.html).toContain('data-pagefind-filter="section:gSharp"');
    expect(apiMember.html).toContain('data-pagefind-filter="section:API reference"');
    expect(annotatePage(docsPage(), sections, '/Internal Documentation/gNode/Weather Interface')).toMatchObject({
      searchSections: ['Internal', 'gNode'],
    });
  });

  it('names the section of the docs plugin as lvl0', () => {
    expect(annotatePage(docsPage(), sections, route)).toMatchObject({ section: 'gSharp' });
    expect(annotatePage(docsPage({ pluginId: 'default', tag: 'docs-default-current' }), sections, route)).toMatchObject(
      {
        section: 'Tideline',
      },
    );
    expect(annotatePage(docsPage(), sections, route)!.html).toContain('data-pagefind-meta="lvl0:gSharp"');
  });

  it('falls back to the site section for a docs plugin without a label', () => {
    expect(annotatePage(docsPage({ pluginId: 'other', tag: 'docs-other-current' }), sections, route)).toMatchObject({
      section: 'Tideline Docs',
    });
  });

  it('escapes section labels inside the markers', () => {
    const page = annotatePage(docsPage(), { byDocsPluginId: { gsharp: 'Tools "&" <T>' }, fallback: '' }, route)!;
    expect(page.html).toContain('data-pagefind-meta="lvl0:Tools &quot;&amp;&quot; &lt;T&gt;"');
  });

  it('keeps table cells apart so each word can be found', () => {
    const page = annotatePage(
      docsPage({ body: '<table><tr><td>Item<td>Requirement<tr><td>Operating system<td>Windows</table>' }),
      sections,
      route,
    )!;
    expect(page.html).toContain('Item <td>Requirement <tr> <td>Operating system');
  });

  it('leaves the head and chrome outside the article untouched', () => {
    const original = docsPage({ body: '<ul><li>One<li>Two</ul>' });
    const page = annotatePage(original, sections, route)!;
    expect(page.html.slice(0, original.indexOf('<article'))).toBe(original.slice(0, original.indexOf('<article')));
  });
});

describe('reading minified HTML', () => {
  it('reads quoted and unquoted attributes', () => {
    expect(readAttribute('<meta name=docusaurus_tag content=docs-default-current />', 'content')).toBe(
      'docs-default-current',
    );
    expect(readAttribute('<meta name="docusaurus_tag" content="docs-default-current"/>', 'content')).toBe(
      'docs-default-current',
    );
    expect(readAttribute("<html lang='en'>", 'lang')).toBe('en');
    expect(readAttribute('<html data-lang=fr lang=en>', 'lang')).toBe('en');
  });

  it('separates cells, rows and list items', () => {
    expect(separateCells('<li>a<li>b')).toBe(' <li>a <li>b');
    expect(separateCells('<link rel=x><title>')).toBe('<link rel=x><title>');
  });
});

describe('the route of a built file', () => {
  it('strips index.html and .html', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('gSharp/Getting Started/Introduction/index.html')).toBe(
      '/gSharp/Getting Started/Introduction',
    );
    expect(routeOfHtmlFile('markdown-page.html')).toBe('/markdown-page');
  });
});

describe('code in the index', () => {
  it('counts words in code blocks for less than prose', () => {
    expect(weightDownCode('<p>MNF</p><pre class="prism-code"><code>mnf</code></pre><pre>x</pre>')).toBe(
      '<p>MNF</p><pre data-pagefind-weight="0.2" class="prism-code"><code>mnf</code></pre><pre data-pagefind-weight="0.2">x</pre>',
    );
  });

  it('leaves other tags that start with "pre" alone', () => {
    expect(weightDownCode('<preview>x</preview>')).toBe('<preview>x</preview>');
  });
});

describe('acronyms in the index', () => {
  it('counts an acronym for more where a page defines it', () => {
    expect(weightUpDefinedAcronyms('<p>the minimum night flow (MNF) of a DMA</p>')).toBe(
      '<p>the minimum night flow (<span data-pagefind-weight="5">MNF</span>) of a DMA</p>',
    );
  });

  it('leaves other brackets alone', () => {
    expect(weightUpDefinedAcronyms('<p>Call Min(values) (optional) (a)</p>')).toBe(
      '<p>Call Min(values) (optional) (a)</p>',
    );
  });
});
