import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { themes as prismThemes } from 'prism-react-renderer';
import { staffSection, staffSectionIntro } from './contract/audience';
import { readFirstLoadTrim } from './contract/firstLoadTrim';
import { sidebarItemsGenerator } from './contract/sidebarItems';
import { gsharpApiOptions } from './contract/gsharpApi';
import { docSearchThemeConfig, readSearchConfig, staffKeyUrlFor, type SearchConfig } from './contract/search';
import type { SearchIndexOptions } from './plugins/search-index';
import remarkNotCompiledTitle from './plugins/csharp-samples/remarkNotCompiledTitle';
import type { PageMarkdownOptions } from './plugins/page-markdown';
import { readSiteUrl, readStaffSiteUrl, siteTitle } from './contract/publishing';
import { siteSummary } from './contract/pageMarkdown';
import { additionalCodeLanguages } from './contract/codeLanguages';
import { readableCodeTheme } from './contract/readableCodeTheme';
import remarkDiagrams from './plugins/diagrams/remarkDiagrams';
import remarkUnusedDirectives from './plugins/directives/remarkUnusedDirectives';
import remarkInlineCodeBreaks from './plugins/inline-code-breaks/remarkInlineCodeBreaks';
import { bundlerCacheFolder, type BuildCacheOptions } from './plugins/build-cache';
import type { RobotsTxtOptions } from './plugins/robots-txt';
import type { DevServerOptions } from './plugins/dev-server';
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
const codeHighlightPlugins: DocsOptions['remarkPlugins'] = [
  [remarkHighlightCode, { additionalLanguages: additionalCodeLanguages } satisfies RemarkHighlightCodeOptions],
];

/**
 * Remark plugins every page runs last: highlighting, break points in long inline code (after `.` and `/`, never
 * mid-word), and refusing a directive nothing handled (`:::warnin`).
 */
const lastPagePlugins: DocsOptions['remarkPlugins'] = [
  ...codeHighlightPlugins,
  remarkInlineCodeBreaks,
  remarkUnusedDirectives,
];

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

/**
 * The staff section. Built with the rest of the site, it reaches no reader but staff: plugins/staff-section keeps it out
 * of every page's scripts, and scripts/build.ts moves its pages into `build/staff`, which the server gates.
 */
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

/** The gSharp docs, with the API reference generated from its XML documentation. */
function gsharpDocsPlugins(): NonNullable<Config['plugins']> {
  return [
    // Before the gSharp docs: it writes the API reference pages those docs serve.
    ['./plugins/gsharp-api/index.ts', gsharpApiOptions],
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
  ];
}

/** The gSharp API reference's index (contract/gsharpApi.ts says where the reference is served). */
const apiReferencePath = `${gsharpApiOptions.routeBasePath}/`;

type NavbarItems = NonNullable<NonNullable<Preset.ThemeConfig['navbar']>['items']>;

/** The section label of each docs plugin's pages, in search results and llms.txt. */
const sectionLabels = {
  byDocsPluginId: { default: 'Tideline', gsharp: 'gSharp', [staffSection.sidebarId]: 'Internal' },
  fallback: 'Tideline Docs',
};

/** Search: Pagefind indexes the site and the staff section apart unless Algolia is configured (contract/search.ts). */
function searchPlugin(search: SearchConfig): NonNullable<Config['plugins']>[number] {
  return [
    './plugins/search-index/index.ts',
    {
      engine: search.engine,
      sections: sectionLabels,
      staffKeyUrl: staffKeyUrlFor(search),
      cacheDirectory: 'node_modules/.cache/tideline-pagefind',
    } satisfies SearchIndexOptions,
  ];
}

function robotsTxtPlugin(): NonNullable<Config['plugins']>[number] {
  return ['./plugins/robots-txt/index.ts', { audience: 'public' } satisfies RobotsTxtOptions];
}

function navbarItems(): NavbarItems {
  const sectionItems: NavbarItems = [
    { type: 'docSidebar', sidebarId: 'Tideline', position: 'left', label: 'Tideline' },
    { type: 'docSidebar', sidebarId: 'gSharp', docsPluginId: 'gsharp', position: 'left', label: 'gSharp' },
    // A developer's most visited pages, one click from anywhere (the gSharp sidebar lists it at the top level too).
    { to: apiReferencePath, position: 'left', label: 'API reference' },
  ];
  // Shown once /api/me says the reader is staff. The public build may name the section's address, and nothing more of it.
  const staffItem: NavbarItems = [
    {
      type: 'custom-staffSectionLink',
      position: 'left',
      label: 'Internal',
      to: staffSectionIntro,
      // Highlighted on every staff page, not only the intro its link opens: staff must always see they are inside.
      activeBaseRegex: `^/${staffSection.routeBasePath.replace(' ', '(?:%20| )')}/`,
    },
  ];
  return [
    ...sectionItems,
    ...staffItem,
    { type: 'localeDropdown', position: 'right' },
    { type: 'custom-authButton', position: 'right' },
  ];
}

export default async function createConfig(): Promise<Config> {
  const search = readSearchConfig();
  const firstLoadTrim = readFirstLoadTrim();
  return {
    title: siteTitle,
    tagline: 'Guides for Tideline, gNode and gSharp',
    favicon: 'img/favicon.svg',
    url: readSiteUrl(),
    baseUrl: '/',
    organizationName: 'tideline',
    projectName: 'tideline-docs',
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'throw',
    // Links fetch their page's code when pointed at, not when seen (src/clientModules/prefetchOnIntent.ts); page views,
    // sign-in outcomes and the footer's "Privacy settings" (src/clientModules/analytics.ts); the docs sidebar scrolls to
    // the page being read (src/clientModules/sidebarFollowsPage.ts).
    clientModules: [
      './src/clientModules/prefetchOnIntent.ts',
      './src/clientModules/analytics.ts',
      './src/clientModules/sidebarFollowsPage.ts',
    ],
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
    customFields: { staffSiteUrl: readStaffSiteUrl() },
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
            // The sign-in pages are for people in the middle of signing in, not for search engines; staff pages are for
            // no search engine.
            ignorePatterns: [
              '/tags/**',
              '**/tags/**',
              '/sign-in',
              '/sign-in/**',
              `/${staffSection.routeBasePath}`,
              `/${staffSection.routeBasePath}/**`,
            ],
            filename: 'sitemap.xml',
          },
        } satisfies Preset.Options,
      ],
    ],
    plugins: [
      ...gsharpDocsPlugins(),
      staffDocsPlugin(),
      searchPlugin(search),
      [
        './plugins/page-markdown/index.ts',
        {
          summary: siteSummary,
          sections: sectionLabels,
          optionalRoutePrefixes: ['/gSharp/Development/Namespaces/'],
          cacheDirectory: 'node_modules/.cache/tideline-page-markdown',
        } satisfies PageMarkdownOptions,
      ],
      [
        './plugins/code-highlight/index.ts',
        { lightTheme: codeThemes.light, darkTheme: codeThemes.dark } satisfies CodeHighlightOptions,
      ],
      robotsTxtPlugin(),
      './plugins/static-session/index.ts',
      // What the sign-in page needs, which FORCE_LOGIN serves without a session.
      './plugins/sign-in-assets/index.ts',
      ['./plugins/build-cache/index.ts', { directory: bundlerCacheFolder } satisfies BuildCacheOptions],
      './plugins/postcss-options/index.ts',
      // A link into the staff section from another page loads the staff page from the server (src/components/SiteLink).
      './plugins/site-link/index.ts',
      // Keeps the staff section out of every page's scripts, in chunks under its address (plugins/staff-section).
      './plugins/staff-section/index.ts',
      ['./plugins/dev-server/index.ts', { dropRegistryModuleIds: firstLoadTrim } satisfies DevServerOptions],
      // Leaves out of the browser bundle what Docusaurus ships there but the browser never reads.
      ...(firstLoadTrim ? ['./plugins/first-load/index.ts'] : []),
    ],
    themeConfig: {
      algolia: docSearchThemeConfig(search),
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
      announcementBar: {
        id: 'gsharp-4-2',
        content:
          'gSharp 4.2 is out: .NET 8 assemblies and faster recalculation. <a href="/gSharp/ReleaseNotes">Read the release notes</a>.',
        isCloseable: true,
        // Colours come from CSS variables so the bar follows light and dark mode (src/css/custom.css).
        backgroundColor: 'var(--tideline-announcement-background)',
        textColor: 'var(--tideline-announcement-text)',
      },
      navbar: {
        title: 'Tideline Docs',
        hideOnScroll: true,
        logo: { alt: 'Tideline', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: '/' },
        items: navbarItems(),
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
              { label: 'API reference', to: apiReferencePath },
            ],
          },
          {
            title: 'This site',
            items: [
              { label: 'Search', to: '/search' },
              { label: 'Writing in Markdown', to: '/markdown-page' },
              { label: 'Privacy', to: '/privacy' },
              // Reopens the consent banner (src/clientModules/analytics.ts listens for the attribute).
              {
                html: '<button type="button" class="footer__link-item privacy-settings-button" data-privacy-settings>Privacy settings</button>',
              },
            ],
          },
        ],
        // A fixed year, not the build's: rebuilding unchanged sources changes no page.
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
