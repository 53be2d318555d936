/**
 * The navbar's docs sidebar links (src/components/NavbarItems/DocSidebarLink): which sidebar a page belongs to,
 * answered as the theme's docSidebar item answers it.
 */
import type { GlobalPluginData, GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { describe, expect, it } from 'vitest';
import { sidebarOfPage } from '@site/src/navigation/docSidebars';

function version(path: string, docs: GlobalVersion['docs'], sidebars: GlobalVersion['sidebars'] = {}): GlobalVersion {
  return {
    name: 'current',
    label: 'Next',
    isLast: true,
    path,
    mainDocId: docs[0]?.id ?? '',
    docs,
    draftIds: [],
    sidebars,
  };
}

const gsharp: GlobalPluginData = {
  path: '/gSharp',
  breadcrumbs: true,
  versions: [
    version(
      '/gSharp',
      [
        { id: 'Overview', path: '/gSharp/Overview', sidebar: 'gSharp' },
        {
          id: 'api/Min',
          path: '/gSharp/Development/Namespaces/Tideline.GSharp.PI/BuiltInFunctions/Min',
          sidebar: 'gSharp',
        },
        { id: 'Changelog', path: '/gSharp/Changelog', sidebar: 'releases' },
        { id: 'Draft', path: '/gSharp/Draft' },
      ],
      { gSharp: { link: { label: 'Overview', path: '/gSharp/Overview' } }, releases: {} },
    ),
  ],
};

/** A plugin served at the site's root, as the Tideline docs are. */
const tideline: GlobalPluginData = {
  path: '/',
  breadcrumbs: true,
  versions: [
    version('/', [{ id: 'intro', path: '/intro', sidebar: 'Tideline' }], {
      Tideline: { link: { label: 'Introduction', path: '/intro' } },
    }),
  ],
};

describe('the sidebar a page belongs to', () => {
  it("is its doc's sidebar, for a section's page and a page of the API reference", () => {
    expect(sidebarOfPage(gsharp, '/gSharp/Overview')).toBe('gSharp');
    expect(sidebarOfPage(gsharp, '/gSharp/Development/Namespaces/Tideline.GSharp.PI/BuiltInFunctions/Min')).toBe(
      'gSharp',
    );
    expect(sidebarOfPage(gsharp, '/gSharp/Changelog')).toBe('releases');
    expect(sidebarOfPage(tideline, '/intro')).toBe('Tideline');
  });

  it('is found whatever the letter case of the address, with or without a slash at its end, as the router matches', () => {
    expect(sidebarOfPage(gsharp, '/gsharp/overview/')).toBe('gSharp');
    expect(sidebarOfPage(tideline, '/INTRO')).toBe('Tideline');
  });

  it('is none for a doc in no sidebar, a page that is no doc, or a page of another section', () => {
    expect(sidebarOfPage(gsharp, '/gSharp/Draft')).toBeUndefined();
    expect(sidebarOfPage(gsharp, '/gSharp/Overview/More')).toBeUndefined();
    expect(sidebarOfPage(gsharp, '/search')).toBeUndefined();
    expect(sidebarOfPage(tideline, '/gSharp/Overview')).toBeUndefined();
  });
});
