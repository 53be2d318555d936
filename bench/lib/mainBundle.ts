/**
 * Where the bytes of a build's main.js go: the bundle is split into its modules (the bundler's module table) and
 * each is named by what it contains, so the report can say which parts a first visit pays for.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as acorn from 'acorn';
import * as walk from 'acorn-walk';

export interface BundlePart {
  name: string;
  modules: number;
  bytes: number;
  gzipBytes: number;
}

/** What a module is, told by text only it contains; the first match wins. */
const signatures: ReadonlyArray<[string, RegExp]> = [
  ['React DOM', /react\.dev\/errors/],
  // Stock ships each entry's module path and id; this site leaves both out of the browser bundle (plugins/first-load).
  ['route chunk registry (one entry per page)', /"@site\/|\),"",(\d+|void 0)\]/],
  ['route table (one entry per page)', /"__comp"/],
  ['docs global data (every page and sidebar)', /docusaurus-plugin-content-docs/],
  // Before Prism: the configuration names the code themes under `prism`.
  ['site configuration', /tagline:/],
  ['Prism (code highlighting)', /Prism|prism/],
  // DocSearch's own modules (its shortcut table) and the theme's translations of the whole modal; this site's
  // search button (src/components/LocalSearchBar/SearchButton.tsx) is counted with the theme's modules.
  ['DocSearch (button, shortcuts, translations)', /Ctrl\/Cmd\+K|Clear the query/],
  ['Pagefind search client', /pagefind|RetryError/],
  ['react-helmet-async', /Helmet/],
  ['tslib', /__addDisposableResource/],
  ['sign-in (browser side)', /\/api\/(auth|session|me)/],
  ['nprogress', /trickleRate/],
];

export function mainBundleParts(file: string): BundlePart[] {
  const source = readFileSync(file, 'utf8');
  const tree = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'script' });
  const modules: string[] = [];
  walk.full(tree, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const object = node as acorn.ObjectExpression;
    const functions = object.properties.filter(
      (property): property is acorn.Property =>
        property.type === 'Property' && property.key.type === 'Literal' && /Function/.test(property.value.type),
    );
    if (functions.length > 20)
      for (const property of functions) modules.push(source.slice(property.value.start, property.value.end));
  });
  const parts = new Map<string, BundlePart>();
  for (const code of modules) {
    const name = signatures.find(([, pattern]) => pattern.test(code))?.[0] ?? 'theme, router and other modules';
    const part = parts.get(name) ?? { name, modules: 0, bytes: 0, gzipBytes: 0 };
    part.modules += 1;
    part.bytes += code.length;
    part.gzipBytes += gzipSync(code).length;
    parts.set(name, part);
  }
  return [...parts.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}
