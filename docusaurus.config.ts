import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { themes as prismThemes } from 'prism-react-renderer';
import { readAudience, staffSection, type Audience } from './config/audience';
import { sidebarItemsGenerator } from './config/sidebarItems';
import { readStaffSiteUrl } from './config/publishing';
import { readableCodeTheme } from './config/readableCodeTheme';
import type { GsharpApiOptions } from './plugins/gsharp-api';
import { docSearchThemeConfig, readSearchConfig, staffKeyUrlFor, type SearchConfig } from './config/search';
import type { SearchIndexOptions } from './plugins/search-index';
import remarkDiagrams from './plugins/diagrams/remarkDiagrams';
import type { BuildCacheOptions } from './plugins/build-cache';
import type { RobotsTxtOptions } from './plugins/robots-txt';

/** Mermaid diagrams become inline SVG at build time (plugins/diagrams); drawn ones are kept here between builds. */
const diagramPlugins: DocsOptions['beforeDefaultRemarkPlugins'] = [
  [remarkDiagrams, { cacheDirectory: 'node_modules/.cache/tideline-diagrams' }],
];

/** Options every docs section shares, spread into each docs plugin instance. */
const commonDocsOptions = {
  breadcrumbs: true,
  sidebarItemsGenerator,
  showLastUpdateTime: false,
  lastVersion: 'current',
  versions: { current: { label: 'Next' } },
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

/** Search: Pagefind indexes this build unless Algolia is configured (config/search.ts). */
function searchPlugin(search: SearchConfig, audience: Audience): NonNullable<Config['plugins']>[number] {
  const staffSections: Record<string, string> = audience === 'staff' ? { [staffSection.sidebarId]: 'Internal' } : {};
  return [
    './plugins/search-index/index.ts',
    {
      engine: search.engine,
      sections: { byDocsPluginId: { default: 'Tideline', gsharp: 'gSharp', ...staffSections }, fallback: 'Tideline Docs' },
      staffKeyUrl: staffKeyUrlFor(search, audience),
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
          pages: { beforeDefaultRemarkPlugins: diagramPlugins },
          theme: { customCss: ['./src/css/custom.css', './src/css/diagrams.css'] },
          sitemap: {
            changefreq: 'weekly',
            priority: 0.5,
            ignorePatterns: ['/tags/**', '**/tags/**'],
            filename: 'sitemap.xml',
          },
        } satisfies Preset.Options,
      ],
    ],
    plugins: [
      // Before the gSharp docs: it writes the API reference pages those docs serve.
      [
        './plugins/gsharp-api/index.ts',
        {
          xmlFile: 'gsharp/api/GSharp.xml',
          outputDir: 'gsharp/Development/Namespaces',
          routeBasePath: '/gSharp/Development/Namespaces',
        } satisfies GsharpApiOptions,
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
      ['./plugins/robots-txt/index.ts', { audience } satisfies RobotsTxtOptions],
      ['./plugins/build-cache/index.ts', { directory: `node_modules/.cache/rspack-${audience}` } satisfies BuildCacheOptions],
    ],
    themeConfig: {
      algolia: docSearchThemeConfig(search, audience),
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
      announcementBar: {
        id: 'gsharp-4-2',
        content: 'gSharp 4.2 is out: .NET 8 assemblies and faster recalculation. <a href="/gSharp/Overview">Read the overview</a>.',
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
            ],
          },
        ],
        copyright: `Copyright © ${new Date().getFullYear()} Tideline. Built with Docusaurus.`,
      },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
      prism: {
        theme: readableCodeTheme(prismThemes.github),
        darkTheme: readableCodeTheme(prismThemes.dracula),
        additionalLanguages: ['csharp', 'powershell', 'json', 'bash', 'ini', 'csv', 'xml-doc'],
      },
    } satisfies Preset.ThemeConfig,
  };
}
