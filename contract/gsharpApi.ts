import type { GsharpApiOptions } from '../plugins/gsharp-api';

/** Where the gSharp API reference comes from and where it goes: read by the site build and by `npm run check:docs`. */
export const gsharpApiOptions = {
  xmlFile: 'gsharp/api/GSharp.xml',
  referenceFiles: ['gsharp/api/ref/Tideline.GSharp.cs'],
  outputDir: 'gsharp/Development/Namespaces',
  routeBasePath: '/gSharp/Development/Namespaces',
} satisfies GsharpApiOptions;
