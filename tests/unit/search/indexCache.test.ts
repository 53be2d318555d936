import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { indexCacheKey, indexedParts, restoreBundle, storeBundle } from '@site/plugins/search-index/indexCache';

const directories: string[] = [];
function newDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'pagefind-cache-'));
  directories.push(directory);
  return directory;
}
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

const page = (words: string, scriptHash = 'a1b2c3') =>
  `<html><head><link rel=stylesheet href=/assets/css/styles.${scriptHash}.css><script src=/assets/js/main.${scriptHash}.js defer></script></head>` +
  `<body><article data-pagefind-body><p>${words}</p></article><script>window.x=1</script></body></html>`;

const keyOf = (pages: [string, string][], code = 'code-1') => {
  const key = indexCacheKey(code);
  for (const [url, html] of pages) key.add(url, Buffer.from(html));
  return key.digest();
};

describe('which builds may reuse a search index', () => {
  it('reuses it when every page says the same, even if the site’s scripts were rebuilt', () => {
    expect(keyOf([['/intro', page('Pump efficiency', 'a1b2c3')]])).toBe(
      keyOf([['/intro', page('Pump efficiency', 'ffee00')]]),
    );
  });

  it('indexes again when a page’s words change', () => {
    expect(keyOf([['/intro', page('Pump efficiency')]])).not.toBe(keyOf([['/intro', page('Pump efficacy')]]));
  });

  it('indexes again when a page is added or moves', () => {
    const one: [string, string] = ['/intro', page('Pump efficiency')];
    expect(keyOf([one])).not.toBe(keyOf([one, ['/rdii', page('RDII')]]));
    expect(keyOf([one])).not.toBe(keyOf([['/introduction', page('Pump efficiency')]]));
  });

  it('indexes again when the settings of the indexing change', () => {
    const keyWith = (settings: string) => {
      const key = indexCacheKey('code-1');
      key.addSettings(settings);
      key.add('/intro', Buffer.from(page('Pump efficiency')));
      return key.digest();
    };
    expect(keyWith('{"wordChunkPositions":4000}')).not.toBe(keyWith('{"wordChunkPositions":2000}'));
  });

  it('indexes again when the indexing code or Pagefind changes', () => {
    expect(keyOf([['/intro', page('Pump efficiency')]], 'code-1')).not.toBe(
      keyOf([['/intro', page('Pump efficiency')]], 'code-2'),
    );
  });

  const keptOf = (html: string) => Buffer.concat(indexedParts(Buffer.from(html))).toString();

  it('keeps the words Pagefind reads and drops only scripts and stylesheet links', () => {
    const kept = keptOf(page('Pump efficiency'));
    expect(kept).toBe(
      '<html><head></head><body><article data-pagefind-body><p>Pump efficiency</p></article></body></html>',
    );
  });

  it('ends a script at its end tag however it is spelled, and keeps what follows', () => {
    expect(keptOf('<p>a</p><script>let b = "</p>"</SCRIPT><p>c</p><script>d</script>')).toBe('<p>a</p><p>c</p>');
    expect(keptOf('<script>a</script ><p>b</p><script>c</script\n><p>d</p><script>e</scripts></script>')).toBe(
      '<p>b</p><p>d</p>',
    );
    expect(keptOf('<script>a</script/><p>b</p><script>c</script\v><p>d</p></script>')).toBe('<p>b</p>');
  });

  it('keeps tags whose name only begins like a script or a link', () => {
    expect(keptOf('<scripts>a</scripts><script>b</script><p>c</p>')).toBe('<scripts>a</scripts><p>c</p>');
    expect(keptOf('<link-card>a</link-card><linkx><link rel=x><p>b</p>')).toBe(
      '<link-card>a</link-card><linkx><p>b</p>',
    );
  });

  it('keeps the rest of a page after a tag that never closes', () => {
    expect(keptOf('<p>a</p><script>b')).toBe('<p>a</p><script>b');
    expect(keptOf('<p>a</p><link rel=x')).toBe('<p>a</p><link rel=x');
  });

  it('keeps a page’s words in the key whatever letters they use', () => {
    expect(keyOf([['/intro', page('Débit de pointe 3 m³/s')]])).not.toBe(
      keyOf([['/intro', page('Débit de pointe 3 m²/s')]]),
    );
    expect(keyOf([['/intro', page('Débit')]])).not.toBe(keyOf([['/intro', page('Dèbit')]]));
  });
});

describe('search bundles kept between builds', () => {
  function bundleIn(folder: string, text: string): string {
    mkdirSync(path.join(folder, 'index'), { recursive: true });
    writeFileSync(path.join(folder, 'pagefind.js'), text);
    writeFileSync(path.join(folder, 'index', 'en_1.pf_index'), text);
    return folder;
  }

  it('puts a stored bundle into a later build’s output', async () => {
    const cache = newDirectory();
    const work = newDirectory();
    await storeBundle(cache, 'key-1', bundleIn(path.join(work, 'first', 'pagefind'), 'bundle one'));
    const output = path.join(work, 'second', 'pagefind');
    expect(await restoreBundle(cache, 'key-1', output)).toBe(true);
    expect(readFileSync(path.join(output, 'index', 'en_1.pf_index'), 'utf8')).toBe('bundle one');
  });

  it('links the stored files rather than copying them, both ways, empty folders included', async () => {
    const cache = newDirectory();
    const work = newDirectory();
    const first = bundleIn(path.join(work, 'first', 'pagefind'), 'bundle one');
    mkdirSync(path.join(first, 'filter'));
    await storeBundle(cache, 'key-1', first);
    const output = path.join(work, 'second', 'pagefind');
    await restoreBundle(cache, 'key-1', output);
    const inode = (folder: string) => statSync(path.join(folder, 'index', 'en_1.pf_index')).ino;
    expect(inode(path.join(cache, 'key-1'))).toBe(inode(first));
    expect(inode(output)).toBe(inode(first));
    expect(readdirSync(output).sort()).toEqual(['filter', 'index', 'pagefind.js']);
  });

  it('finds nothing for a key it never stored', async () => {
    expect(await restoreBundle(newDirectory(), 'key-unknown', path.join(newDirectory(), 'pagefind'))).toBe(false);
  });

  it('keeps only the six most recently used bundles', async () => {
    const cache = newDirectory();
    const work = newDirectory();
    for (let n = 1; n <= 8; n += 1) {
      await storeBundle(cache, `key-${n}`, bundleIn(path.join(work, String(n)), `bundle ${n}`));
      // Distinct modification times, so "most recent" is well defined on coarse file systems.
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    expect(readdirSync(cache).sort()).toEqual(['key-3', 'key-4', 'key-5', 'key-6', 'key-7', 'key-8']);
  });

  it('clears away the half-copied bundle a build that stopped while storing left behind', async () => {
    const cache = newDirectory();
    const work = newDirectory();
    const leftover = bundleIn(path.join(cache, 'key-0.5b1f0c2e-crashed.tmp'), 'half a bundle');
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    utimesSync(leftover, dayAgo, dayAgo);
    await storeBundle(cache, 'key-1', bundleIn(path.join(work, 'pagefind'), 'bundle one'));
    expect(readdirSync(cache)).toEqual(['key-1']);
  });

  it('stores one bundle when several builds store the same one at once', async () => {
    const cache = newDirectory();
    const work = newDirectory();
    const outputs = [1, 2, 3, 4, 5, 6].map((n) => bundleIn(path.join(work, String(n)), 'the same bundle'));
    await Promise.all(outputs.map((output) => storeBundle(cache, 'key-1', output)));
    expect(readdirSync(cache)).toEqual(['key-1']);
    expect(readFileSync(path.join(cache, 'key-1', 'index', 'en_1.pf_index'), 'utf8')).toBe('the same bundle');
  });
});
