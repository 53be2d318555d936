import path from 'node:path';
import * as z from 'zod';
import type { MissingSummaryPolicy } from './generate';
import type { RouteBase } from './slugs';

const optionsSchema = z.object({
  /** The compiler's XML documentation file, relative to the site folder. */
  xmlFile: z.string().min(1),
  /** The C# reference source files (public declarations, bodies `throw null;`), relative to the site folder. */
  referenceFiles: z.array(z.string().min(1)).min(1),
  /** Where the Markdown goes, relative to the site folder; deleted and rewritten on every run. */
  outputDir: z.string().min(1),
  /** The URL the namespaces index is served at, e.g. `/gSharp/Development/Namespaces`. */
  routeBasePath: z.string().startsWith('/'),
  /** Route base of the docs plugin that serves the output folder; slugs are relative to it. Defaults to the first segment of routeBasePath. */
  docsRouteBasePath: z.string().startsWith('/').optional(),
  /** Namespaces of other libraries (the historian SDK) whose types are shown as code without a link. */
  externalNamespaces: z.array(z.string().min(1)).default(['OSIsoft']),
  /** A missing summary warns by default; `error` fails the build instead. */
  missingSummary: z.enum(['warn', 'error']).default('warn'),
});

export type GsharpApiOptions = z.input<typeof optionsSchema>;

/** Options checked once and turned into absolute paths and route prefixes. */
export interface GsharpApiSettings {
  siteDir: string;
  xmlPath: string;
  /** The XML path as messages name it: relative to the site folder. */
  xmlFile: string;
  /** The reference source files: absolute path to read, and the relative path messages name. */
  referenceFiles: { path: string; file: string }[];
  outputPath: string;
  base: RouteBase;
  externalNamespaces: readonly string[];
  missingSummary: MissingSummaryPolicy;
}

function withoutTrailingSlash(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

function routeBase(routeBasePath: string, docsRouteBasePath: string | undefined): RouteBase {
  const route = withoutTrailingSlash(routeBasePath);
  const docsRoute = withoutTrailingSlash(docsRouteBasePath ?? `/${route.split('/')[1] ?? ''}`);
  if (docsRoute === '/') return { routeBasePath: route, slugBasePath: route };
  if (route === docsRoute || !route.startsWith(`${docsRoute}/`)) {
    throw new Error(`gsharp-api: routeBasePath "${routeBasePath}" must lie below the docs route base "${docsRoute}"`);
  }
  return { routeBasePath: route, slugBasePath: route.slice(docsRoute.length) };
}

/** The output folder is deleted on every run, so it must be a folder of its own inside the site. */
function safeOutputPath(siteDir: string, outputDir: string): string {
  const outputPath = path.resolve(siteDir, outputDir);
  const relative = path.relative(siteDir, outputPath);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(
      `gsharp-api: outputDir "${outputDir}" must be a folder inside the site (${siteDir}); it is deleted and rewritten on every build`,
    );
  }
  return outputPath;
}

export function resolveSettings(siteDir: string, options: GsharpApiOptions): GsharpApiSettings {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) throw new Error(`gsharp-api: invalid options: ${z.prettifyError(parsed.error)}`);
  const { xmlFile, referenceFiles, outputDir, routeBasePath, docsRouteBasePath, externalNamespaces, missingSummary } =
    parsed.data;
  const xmlPath = path.resolve(siteDir, xmlFile);
  const siteRelative = (absolute: string): string => path.relative(siteDir, absolute).split(path.sep).join('/');
  return {
    siteDir,
    xmlPath,
    xmlFile: siteRelative(xmlPath),
    referenceFiles: referenceFiles.map((file) => ({
      path: path.resolve(siteDir, file),
      file: siteRelative(path.resolve(siteDir, file)),
    })),
    outputPath: safeOutputPath(siteDir, outputDir),
    base: routeBase(routeBasePath, docsRouteBasePath),
    externalNamespaces,
    missingSummary,
  };
}
