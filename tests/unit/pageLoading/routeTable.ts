/**
 * The route table a build generates (`@generated/registry` and `@generated/routesChunkNames`), empty until a test adds
 * its routes. vitest.config.ts makes those two modules this one's objects, so routes made by Docusaurus's own
 * ComponentCreator load what the test put here.
 */
import type { RouteChunkNames } from '@docusaurus/types';

/** Each chunk's loader, module path and module id, by chunk name. */
export const registry: Record<string, [load: () => Promise<unknown>, modulePath: string, moduleId: string]> = {};

/** The chunk names of each route's modules, by the route's path and hash (`/page-3a1`). */
export const routesChunkNames: RouteChunkNames = {};
