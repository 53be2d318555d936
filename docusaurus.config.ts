import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { themes as prismThemes } from 'prism-react-renderer';
import { readAudience, staffSection, type Audience } from './config/audience';
import { sidebarItemsGenerator } from './config/sidebarItems';
import { gsharpApiOptions } from './config/gsharpApi';
import { docSearchThemeConfig, readSearchConfig, staffKeyUrlFor, type SearchConfig } from './config/search';
import type { SearchIndexOptions } from './plugins/search-index';
import remarkNotCompiledTitle from './plugins/csharp-samples/remarkNotCompiledTitle';
import type { PageMarkdownOptions } from './plugins/page-markdown';
import { readStaffSiteUrl } from './config/publishing';
import { additionalCodeLanguages } from './config/codeLanguages';
import { readableCodeTheme } from './config/readableCodeTheme';
import remarkDiagrams from './plugins/diagrams/remarkDiagrams';
import remarkUnusedDirectives from './plugins/directives/remarkUnusedDirectives';
import { bundlerCacheFolder, type BuildCacheOptions } from './plugins/build-cache';
import type { RobotsTxtOptions } from './plugins/robots-txt';
import remarkHighlightCode, { type RemarkHighlightCodeOptions } from './plugins/code-highlight/remarkHighlightCode';
import type { CodeHighlightOptions } from './plugins/code-highlight';

/**
 * "Edit this page" links into the repository, when EDIT_URL (e.g. https://github.com/tideline/tideline-docs/edit/main/)
 * is set at build time; without it the link is hidden. Generated API pages link to the XML they come from.
 */
function editUrl(base: string | undefined): DocsOptions['editUrl'] {
  if (!base) return undefined;
  const root = base.endsWith('/') ? base : `${base}/`;
  return ({ versionDocsDirPath, docPath }) =>
    docPath.startsWith('Development/Namespaces/') && versionDocsDirPath === 'gsharp'
      ? `${root}gsharp/api/GSharp.xml`
      : `${root}${versionDocsDirPath}/${docPath}`;
}

/** Code colours: one definition for the build-time highlighter (plugins/code-highlight) and the theme's code blocks. */
const codeThemes = { light: readableCodeTheme(prismThemes.github), dark: readableCodeTheme(prismThemes.dracula) };

/** Code blocks are highlighted while pages compile, so no highlighter reaches the browser (plugins/code-highlight). */
const codeHighlightPlugins: DocsOptions['remarkPlugins'] = [[remarkHighlightCode, { additionalLanguages: additionalCodeLanguages } satisfies RemarkHighlightCodeOptions]];

/** Remark plugins every page runs last: highlighting, and refusing a directive nothing handled (`:::warnin`). */
const lastPagePlugins: DocsOptions['remarkPlugins'] = [...codeHighlightPlugins, remarkUnusedDirectives];

/** Mermaid diagrams become inline SVG at build time (plugins/diagrams); drawn ones are kept here between builds. */
const diagramPlugins: DocsOptions['beforeDefaultRemarkPlugins'] = [
  [remarkDiagrams, { cacheDirectory: 'node_modules/.cache/tideline-diagrams' }],
];

/** Options every docs section shares, spread into each docs plugin instance. */
const commonDocsOptions = {
  breadcrumbs: true,
  sidebarItemsGenerator,
  // "Last updated" from each file's git history.
  showLastUpdateTime: true,
  editUrl: editUrl(process.env.EDIT_URL),
  lastVersion: 'current',
  versions: { current: { label: 'Next' } },
  // A C# block marked nocompile="reason" shows the reason in its title bar (npm run check:samples compiles the rest).
  remarkPlugins: [remarkNotCompiledTitle, ...lastPagePlugins],
  beforeDefaultRemarkPlugins: diagramPlugins,
} satisfies DocsOptions;

function staffDocsPlugin(): NonNullable<Config['plugins']>[number] {
  return [
    '@docusaurus/plugin-content-docs',
    {
      ...commonDocsOptions,
      id: staffSection.sidebarId,
      path: staffSection.docsPath,
      routeBasePath: staffSection.routeBasePath,
      sidebarPath: './sidebarsInternal.ts',
    } satisfies DocsOptions,
  ];
}

type NavbarItems = NonNullable<NonNullable<Preset.ThemeConfig['navbar']>['items']>;

/** The section label of each docs plugin's pages, in search results and llms.txt; the staff section in the staff build only. */
function sectionLabels(audience: Audience): { byDocsPluginId: Record<string, string>; fallback: string } {
  const staffSections: Record<string, string> = audience === 'staff' ? { [staffSection.sidebarId]: 'Internal' } : {};
  return { byDocsPluginId: { default: 'Tideline', gsharp: 'gSharp', ...staffSections }, fallback: 'Tideline Docs' };
}

/** Search: Pagefind indexes this build unless Algolia is configured (config/search.ts). */
function searchPlugin(search: SearchConfig, audience: Audience): NonNullable<Config['plugins']>[number] {
  return [
    './plugins/search-index/index.ts',
    {
      engine: search.engine,
      sections: sectionLabels(audience),
      staffKeyUrl: staffKeyUrlFor(search, audience),
      cacheDirectory: 'node_modules/.cache/tideline-pagefind',
    } satisfies SearchIndexOptions,
  ];
}

function navbarItems(audience: Audience): NavbarItems {
  const sectionItems: NavbarItems = [
    { type: 'docSidebar', sidebarId: 'Tideline', position: 'left', label: 'Tideline' },
    { type: 'docSidebar', sidebarId: 'gSharp', docsPluginId: 'gsharp', position: 'left', label: 'gSharp' },
  ];
  // The staff build alone knows the staff section exists; the item still waits for /api/me to confirm staff.
  const staffItems: NavbarItems =
    audience === 'staff'
      ? [{ type: 'custom-staffSectionLink', position: 'left', label: 'Internal', to: `/${staffSection.routeBasePath}/intro` }]
      : [];
  return [
    ...sectionItems,
    ...staffItems,
    { type: 'localeDropdown', position: 'right' },
    { type: 'custom-authButton', position: 'right' },
  ];
}

export default async function createConfig(): Promise<Config> {
  const audience = readAudience();
  const search = readSearchConfig();
  return {
    title: 'Tideline Docs',
    tagline: 'Guides for Tideline, gNode and gSharp',
    favicon: 'img/favicon.svg',
    url: process.env.SITE_URL ?? 'http://localhost:3000',
    baseUrl: '/',
    organizationName: 'tideline',
    projectName: 'tideline-docs',
    // Staff pages are for signed-in staff only: no search engine should keep them, whatever reaches it.
    noIndex: audience === 'staff',
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'throw',
    // Links fetch their page's code when pointed at, not when seen (src/clientModules/prefetchOnIntent.ts); page views,
    // sign-in outcomes and the footer's "Privacy settings" (src/clientModules/analytics.ts); the docs sidebar scrolls to
    // the page being read (src/clientModules/sidebarFollowsPage.ts).
    clientModules: ['./src/clientModules/prefetchOnIntent.ts', './src/clientModules/analytics.ts', './src/clientModules/sidebarFollowsPage.ts'],
    markdown: {
      hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    },
    future: {
      v4: { removeLegacyPostBuildHeadAttribute: true },
      faster: true,
    },
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
    },
    customFields: { audience, staffSiteUrl: readStaffSiteUrl() },
    presets: [
      [
        'classic',
        {
          docs: {
            ...commonDocsOptions,
            path: 'docs',
            routeBasePath: '/',
            sidebarPath: './sidebars.ts',
          },
          blog: false,
          pages: { beforeDefaultRemarkPlugins: diagramPlugins, remarkPlugins: lastPagePlugins },
          theme: { customCss: ['./src/css/custom.css', './src/css/diagrams.css'] },
          sitemap: {
            changefreq: 'weekly',
            priority: 0.5,
            // The sign-in pages are for people in the middle of signing in, not for search engines.
            ignorePatterns: ['/tags/**', '**/tags/**', '/sign-in', '/sign-in/**'],
            filename: 'sitemap.xml',
          },
        } satisfies Preset.Options,
      ],
    ],
    plugins: [
      // Before the gSharp docs: it writes the API reference pages those docs serve.
      [
        './plugins/gsharp-api/index.ts',
        gsharpApiOptions,
      ],
      [
        '@docusaurus/plugin-content-docs',
        {
          ...commonDocsOptions,
          id: 'gsharp',
          path: 'gsharp',
          routeBasePath: 'gSharp',
          sidebarPath: './sidebarsGSharp.ts',
          exclude: ['api/**'],
        } satisfies DocsOptions,
      ],
      ...(audience === 'staff' ? [staffDocsPlugin()] : []),
      searchPlugin(search, audience),
      [
        './plugins/page-markdown/index.ts',
        {
          summary:
            'Documentation for Tideline, the cloud analytics platform for water and wastewater utilities, its gNode field-device software and the gSharp C# calculation toolkit, including the generated gSharp API reference.',
          sections: sectionLabels(audience),
          optionalRoutePrefixes: ['/gSharp/Development/Namespaces/'],
          cacheDirectory: 'node_modules/.cache/tideline-page-markdown',
          // scripts/build.ts builds both audiences at once; the staff build converts from the other end.
          convertFromLastPage: audience === 'staff',
        } satisfies PageMarkdownOptions,
      ],
      ['./plugins/code-highlight/index.ts', { lightTheme: codeThemes.light, darkTheme: codeThemes.dark } satisfies CodeHighlightOptions],
      ['./plugins/robots-txt/index.ts', { audience } satisfies RobotsTxtOptions],
      // Only the public build is ever published on a static host.
      ...(audience === 'public' ? ['./plugins/static-session/index.ts'] : []),
      ['./plugins/build-cache/index.ts', { directory: bundlerCacheFolder(audience) } satisfies BuildCacheOptions],
      './plugins/dev-server/index.ts',
      // Leaves out of the browser bundle what Docusaurus ships there but the browser never reads.
      './plugins/first-load/index.ts',
    ],
    themeConfig: {
      algolia: docSearchThemeConfig(search, audience),
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
      announcementBar: {
        id: 'gsharp-4-2',
        content: 'gSharp 4.2 is out: .NET 8 assemblies and faster recalculation. <a href="/gSharp/ReleaseNotes">Read the release notes</a>.',
        isCloseable: true,
        // Colours come from CSS variables so the bar follows light and dark mode (src/css/custom.css).
        backgroundColor: 'var(--tideline-announcement-background)',
        textColor: 'var(--tideline-announcement-text)',
      },
      navbar: {
        title: 'Tideline Docs',
        hideOnScroll: true,
        logo: { alt: 'Tideline', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: '/' },
        items: navbarItems(audience),
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Platform',
            items: [
              { label: 'Introduction', to: '/intro' },
              { label: 'Non-Revenue Water', to: '/Tideline/Applications/Non-Revenue Water/Overview' },
              { label: 'RDII', to: '/Tideline/Applications/RDII/Overview' },
              { label: 'Logging In', to: '/Tideline/Support/Logging In' },
            ],
          },
          {
            title: 'gSharp',
            items: [
              { label: 'Overview', to: '/gSharp/Overview' },
              { label: 'Getting Started', to: '/gSharp/Getting Started/Introduction' },
              { label: 'API reference', to: '/gSharp/Development/Namespaces/' },
            ],
          },
          {
            title: 'This site',
            items: [
              { label: 'Search', to: '/search' },
              { label: 'Writing in Markdown', to: '/markdown-page' },
              { label: 'Privacy', to: '/privacy' },
              // Reopens the consent banner (src/clientModules/analytics.ts listens for the attribute).
              { html: '<button type="button" class="footer__link-item privacy-settings-button" data-privacy-settings>Privacy settings</button>' },
            ],
          },
        ],
        // The year the specification gives the footer (seed §2, site chrome), not the build's: a rebuild changes no page.
        copyright: 'Copyright © 2025 Tideline. Built with Docusaurus.',
      },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
      prism: {
        theme: codeThemes.light,
        darkTheme: codeThemes.dark,
        additionalLanguages: additionalCodeLanguages,
      },
    } satisfies Preset.ThemeConfig,
  };
}
