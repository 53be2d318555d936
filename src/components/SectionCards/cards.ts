/**
 * The landing page's cards as data: the component draws them, and the Markdown copies of the pages
 * (plugins/page-markdown) list them as links.
 */
/** One card on the landing page: a section of the site and where to start reading it. */
export interface SectionCard {
  /** Card heading; also the text of the main link. */
  readonly title: string;
  /** Absolute site path of the page the card opens, spaces written as %20. */
  readonly to: string;
  /** One or two sentences saying what the section covers and who it is for. */
  readonly description: string;
  /** Small label above the heading, for example "Application" or "gSharp". */
  readonly eyebrow?: string;
}

/** Predefined card groups of the landing page. */
export type SectionCardGroup = 'products' | 'applications' | 'support' | 'gsharp' | 'all';

/** The three products the site documents, first on the landing page. */
const productCards: readonly SectionCard[] = [
  {
    eyebrow: 'Platform',
    title: 'Tideline',
    to: '/intro',
    description:
      'The cloud analytics platform: the path from field device to dashboard, the core concepts, and one guide per application.',
  },
  {
    eyebrow: 'Field devices',
    title: 'gNode',
    to: '/Tideline/Applications/IOT%20Devices/gNode%20Field%20Loggers',
    description:
      'The software on the loggers: how readings reach Tideline over SFTP, HTTPS or the REST API, and how to watch the fleet.',
  },
  {
    eyebrow: 'Calculations',
    title: 'gSharp',
    to: '/gSharp/Overview',
    description:
      'The .NET 8 toolkit for calculation assemblies in C#, run on the gSharp Server with the PI ACE programming model.',
  },
];

const applicationCards: readonly SectionCard[] = [
  {
    eyebrow: 'Application',
    title: 'IoT Devices',
    to: '/Tideline/Applications/IOT%20Devices/Overview',
    description:
      'Keep the gNode logger fleet healthy: battery, signal strength, last contact and data gaps, with alarm rules for each.',
  },
  {
    eyebrow: 'Application',
    title: 'Sewer Monitoring',
    to: '/Tideline/Applications/IOT%20Devices/Sewer%20Monitoring',
    description:
      'Depth, velocity and area-velocity flow in gravity sewers, surcharge and spill alarms, and the data-quality checks behind them.',
  },
  {
    eyebrow: 'Application',
    title: 'Non-Revenue Water',
    to: '/Tideline/Applications/Non-Revenue%20Water/Overview',
    description:
      'The IWA/AWWA M36 water balance, district metered areas, minimum night flow and the CARL, UARL and ILI leakage KPIs.',
  },
  {
    eyebrow: 'Application',
    title: 'Pump Operations',
    to: '/Tideline/Applications/Pump%20Operations/Overview',
    description:
      'Runtime, starts per hour, specific energy in kWh/ML, efficiency against the best efficiency point and wet-well cycling.',
  },
  {
    eyebrow: 'Application',
    title: 'RDII',
    to: '/Tideline/Applications/RDII/Overview',
    description:
      'Rainfall-derived inflow and infiltration: dry-weather baselines, RTK unit hydrographs, capture coefficients and event reports.',
  },
];

const supportCards: readonly SectionCard[] = [
  {
    eyebrow: 'Support',
    title: 'Logging In',
    to: '/Tideline/Support/Logging%20In',
    description:
      'Sign in to this documentation site with an e-mail link or a one-time code, and how that differs from signing in to a Tideline Portal.',
  },
  {
    eyebrow: 'Platform',
    title: 'Introduction to Tideline',
    to: '/intro',
    description:
      'What the platform does, the path from field device to dashboard, the core concepts and a glossary of the terms used in these guides.',
  },
];

const gSharpCards: readonly SectionCard[] = [
  {
    eyebrow: 'gSharp',
    title: 'Getting Started',
    to: '/gSharp/Getting%20Started/Introduction',
    description:
      'Install the gSharp Server and the Visual Studio template, build and register a first assembly, and migrate existing PI ACE code.',
  },
  {
    eyebrow: 'gSharp',
    title: 'API Reference',
    to: '/gSharp/Development/Namespaces/',
    description:
      'Every namespace, type and member of the gSharp SDK: analytics functions, point extensions, the ACE-compatible classes and constants.',
  },
  {
    eyebrow: 'gSharp',
    title: 'Release notes',
    to: '/gSharp/ReleaseNotes',
    description: 'What gSharp 4.2 changes, and what to check when upgrading from 4.1, 4.0 or 3.x.',
  },
];

export const cardGroups: Record<SectionCardGroup, readonly SectionCard[]> = {
  products: productCards,
  applications: applicationCards,
  support: supportCards,
  gsharp: gSharpCards,
  all: [...productCards, ...applicationCards, ...supportCards, ...gSharpCards],
};
