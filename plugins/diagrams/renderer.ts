/**
 * Loads beautiful-mermaid, the renderer that draws Mermaid diagrams as SVG without a browser.
 *
 * It is an ES module whose package exports offer no `require` entry, while Docusaurus loads this plugin through
 * jiti, which turns every import into a `require()` that the exports refuse. Node (20.19 and later) can require an
 * ES module by its file path, which the exports do not guard, so the renderer is loaded from its manifest's entry.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type Renderer = typeof import('beautiful-mermaid');

const packageName = 'beautiful-mermaid';

interface Manifest {
  version: string;
  main: string;
}

function findPackage(): { folder: string; manifest: Manifest } {
  const searched = createRequire(__filename).resolve.paths(packageName) ?? [];
  const folder = searched
    .map((nodeModules) => path.join(nodeModules, packageName))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!folder) throw new Error(`${packageName} is not installed; run npm install.`);
  return { folder, manifest: JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest };
}

let loaded: Renderer | undefined;

export function loadRenderer(): Renderer {
  if (!loaded) {
    const { folder, manifest } = findPackage();
    loaded = createRequire(__filename)(path.join(folder, manifest.main)) as Renderer;
  }
  return loaded;
}

/** The installed renderer's version; part of the cache key, so an upgrade redraws every diagram. */
export function rendererVersion(): string {
  return findPackage().manifest.version;
}
