/**
 * Every documentation route the site must serve, with the sidebar it belongs to and the source file that
 * writes it. The API reference is generated and checked separately.
 */
export type SidebarName = 'Tideline' | 'gSharp' | 'internal';

export interface SeedRoute {
  path: string;
  sidebar: SidebarName;
  source: string;
}

const tideline = (path: string, source: string): SeedRoute => ({ path, sidebar: 'Tideline', source });
const gsharp = (page: string): SeedRoute => ({
  path: `/gSharp/${page}`,
  sidebar: 'gSharp',
  source: `gsharp/${page}.md`,
});
const internal = (page: string): SeedRoute => ({
  path: `/Internal Documentation/${page}`,
  sidebar: 'internal',
  source: `internal/${page}.md`,
});
const platform = (page: string) => tideline(`/Tideline/${page}`, `docs/Tideline/${page}.md`);

export const publicRoutes: SeedRoute[] = [
  tideline('/', 'docs/index.mdx'),
  tideline('/intro', 'docs/intro.md'),
  platform('Applications/IOT Devices/Overview'),
  platform('Applications/IOT Devices/Sewer Monitoring'),
  platform('Applications/Non-Revenue Water/Overview'),
  platform('Applications/Pump Operations/Overview'),
  platform('Applications/RDII/Overview'),
  platform('Applications/RDII/Quantifying RDII'),
  platform('Applications/RDII/Reporting RDII'),
  platform('Support/Logging In'),
  gsharp('Overview'),
  gsharp('Getting Started/Introduction'),
  ...[
    'Introduction',
    'CreateGSharpProject',
    'ConfigureGSharpProject',
    'DebugGSharpAssembly',
    'AssemblyRegistrationAndConfiguration',
    'AssemblyUpdates',
  ].map((page) => gsharp(`Getting Started/CalculationDevelopment/${page}`)),
  ...[
    'Introduction',
    'PreInstallation',
    'PostInstallation',
    'SystemRequirements',
    'VSTemplateInstallation',
    'GSharpInstallation',
  ].map((page) => gsharp(`Getting Started/Installation/${page}`)),
  ...['GSharpContextMigration', 'PIACEContextMigration', 'PIACEMigration', 'PIACESourceCodeMigration'].map((page) =>
    gsharp(`Getting Started/Migration/${page}`),
  ),
  gsharp('Getting Started/Troubleshooting/Troubleshooting'),
  gsharp('User Guide/Assemblies/CalculationAssemblies'),
  gsharp('User Guide/Development/VSTemplateInstallation'),
  gsharp('User Guide/Server/Overview'),
  gsharp('User Guide/Server/Process'),
  gsharp('Development/AssemblyDevelopment/VSTemplateInstallation'),
  gsharp('Development/G_Tideline_GSharp_PI'),
];

const customerProcesses = [
  'Adding a Tideline Portal',
  'Building a Dashboard',
  'Building an AF Model',
  'Migrating Pilot Data',
  'Monitoring Data Flow',
  'Receiving Customer Data',
  'Securing with Azure',
];

export const internalRoutes: SeedRoute[] = [
  internal('intro'),
  ...[
    'Adding a Document',
    'Authentication and Authorization',
    'Bonus Info',
    'Styling a Document',
    'Updating the Documentation Website',
    'Updating the Search Bar',
  ].map((page) => internal(`Documentation/${page}`)),
  ...['Introduction', 'Daily and Weekly Reports', 'Summary of Files Processed'].map((page) =>
    internal(`Tideline/Advanced Capabilities/Enhanced Email Notifications/${page}`),
  ),
  ...[
    'Adding Standardised Maps to Tideline Portal',
    'Advanced Time Codes for Dashboard Widgets',
    'Standardising Customer Mapping Files',
  ].map((page) => internal(`Tideline/Advanced Capabilities/Tideline Dashboard Functions/${page}`)),
  ...[
    'REST API',
    'Security Systems',
    'Server Patching',
    'System Uptime Monitoring',
    'System Uptime Monitoring/Manually Adding an Incident',
  ].map((page) => internal(`Tideline/Infrastructure/${page}`)),
  ...customerProcesses.map((page) => internal(`Tideline/Processes for a New Customer/${page}`)),
  internal('Tideline/Solution-Specific Support/Non-Revenue Water/Non Revenue Water KPI Calculations'),
  internal('gNode/License File Generation'),
  internal('gNode/Weather Interface'),
];

/** The first link of each sidebar, seen in the sidebar of every page that belongs to it. */
export const sidebarEntryLinks: Record<SidebarName, string> = {
  Tideline: '/',
  gSharp: '/gSharp/Overview',
  internal: '/Internal Documentation/intro',
};

export const pageUrl = (path: string) => encodeURI(path);
