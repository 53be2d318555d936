/**
 * Links between pages are checked by `npm run check:docs` as the build would check them: a link to a page that does
 * not exist, or to an anchor the page does not have, is reported at its line, and so is a public page naming a staff
 * page.
 */
import { describe, expect, it } from 'vitest';
import { anchorsOf, pageLinkProblems, routeOf, siteIndex, writtenPage } from '../../../scripts/docs-check/pageLinks';
import { parsePage } from '../../../scripts/docs-check/markdown';
import { formatProblem } from '../../../scripts/docs-check/problem';

const frontMatter = (title: string) => `---\ntitle: ${title}\nsidebar_label: ${title}\ndescription: A page.\n---\n\n`;

const pages: Record<string, string> = {
  'gsharp/Getting Started/Installation/PreInstallation.md': `${frontMatter('Before')}## 5. Create the output tags\n\nText.\n`,
  'gsharp/Overview.md': `${frontMatter('Overview')}## What gSharp does\n\n<a id="concepts"></a>\n`,
  'docs/index.mdx': `---\nslug: /\ntitle: Home\nsidebar_label: Home\ndescription: Home.\n---\n\nHome.\n`,
  'internal/Documentation/Content Decisions.md': `${frontMatter('Decisions')}## Water\n`,
};

async function problemsOf(file: string, body: string): Promise<string[]> {
  const all = await Promise.all(
    Object.entries({ ...pages, [file]: body }).map(([name, source]) => writtenPage(name, source)),
  );
  const site = siteIndex(
    all.map(({ page }) => page),
    ['/privacy'],
  );
  const { page, tree } = all.find(({ page: candidate }) => candidate.file === file)!;
  return pageLinkProblems(page, tree, site).map(formatProblem);
}

describe('the address of a page', () => {
  it('is its section base and path, with index naming the folder and a slug replacing both', () => {
    expect(routeOf('gsharp/User Guide/Server/Process.md')).toBe('/gSharp/User Guide/Server/Process');
    expect(routeOf('internal/intro.md')).toBe('/Internal Documentation/intro');
    expect(routeOf('gsharp/Development/Namespaces/index.md')).toBe('/gSharp/Development/Namespaces');
    expect(routeOf('docs/index.mdx', '/')).toBe('/');
  });
});

describe('the anchors of a page', () => {
  it('are the slugs of its headings, as Docusaurus makes them, and the ids of its elements', () => {
    const anchors = anchorsOf(
      parsePage('## 3. Choose a schedule\n\n## `PIACEPoint` aliases\n\n## Steps\n\n## Steps\n\n<div id="box"></div>\n'),
    );
    expect([...anchors].sort()).toEqual(['3-choose-a-schedule', 'box', 'piacepoint-aliases', 'steps', 'steps-1']);
  });
});

describe('a link between pages', () => {
  const file = 'gsharp/New Page.md';

  it('to a file that does not exist is reported at its line', async () => {
    expect(await problemsOf(file, `${frontMatter('New')}## Start\n\nSee [the other page](./Nope.md).\n`)).toEqual([
      'gsharp/New Page.md:9: links to ./Nope.md, which is no page of the site (gsharp/Nope.md does not exist)',
    ]);
  });

  it('to a site address no page has is reported', async () => {
    expect(await problemsOf(file, `${frontMatter('New')}See [it](/gSharp/Overveiw).\n`)).toEqual([
      'gsharp/New Page.md:7: links to /gSharp/Overveiw, which is no page of the site',
    ]);
  });

  it('to a heading the page does not have is reported', async () => {
    expect(
      await problemsOf(
        file,
        `${frontMatter('New')}See [tags](/gSharp/Getting%20Started/Installation/PreInstallation#5-create-output-tags).\n`,
      ),
    ).toEqual([
      'gsharp/New Page.md:7: links to #5-create-output-tags on /gSharp/Getting Started/Installation/PreInstallation, which has no heading or id of that name',
    ]);
  });

  it('to a missing anchor on its own page is reported', async () => {
    expect(await problemsOf(file, `${frontMatter('New')}## Start\n\nBack to [the start](#begin).\n`)).toEqual([
      'gsharp/New Page.md:9: links to #begin on /gSharp/New Page, which has no heading or id of that name',
    ]);
  });

  it('from a public page to a staff page is reported', async () => {
    expect(
      await problemsOf(
        file,
        `${frontMatter('New')}See [decisions](/Internal%20Documentation/Documentation/Content%20Decisions).\n`,
      ),
    ).toEqual([
      'gsharp/New Page.md:7: a public page links to /Internal Documentation/Documentation/Content Decisions, a staff page that the public build must not name',
    ]);
  });

  it('that differs from a page only in letter case says so', async () => {
    expect(await problemsOf(file, `${frontMatter('New')}See [it](/gsharp/overview).\n`)).toEqual([
      'gsharp/New Page.md:7: links to /gsharp/overview, which differs from the page /gSharp/Overview in letter case',
    ]);
  });

  it('that leads to a page, a heading, an element id, a site page or another site passes', async () => {
    const body = [
      frontMatter('New'),
      '## Start',
      '',
      '[a](./Overview.md) [b](/gSharp/Overview#what-gsharp-does) [c](/gSharp/Overview#concepts) [d](/) [e](/privacy)',
      '[f](https://example.com/x#y) [g](#start) [h](/gSharp/Getting%20Started/Installation/PreInstallation#5-create-the-output-tags)',
      '',
    ].join('\n');
    expect(await problemsOf(file, body)).toEqual([]);
  });

  it('from a staff page to a public page passes', async () => {
    expect(
      await problemsOf(
        'internal/New.md',
        `${frontMatter('New')}See [the overview](/gSharp/Overview#what-gsharp-does).\n`,
      ),
    ).toEqual([]);
  });
});
