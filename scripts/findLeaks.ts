/**
 * Scans every file of a build for staff-section markers. Used by the build (which refuses to finish
 * with a leaking public build) and by the leak test.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import escapeRegExp from 'escape-string-regexp';
import { listFiles } from '../plugins/shared/listFiles.js';
import type { LeakMarker } from './leakMarkers.js';

export interface Leak {
  file: string;
  marker: LeakMarker;
}

/**
 * The forms a marker's text can take inside a file: as written; HTML-escaped (React writes `&#x27;` for an apostrophe,
 * other tools `&#39;`); JSON-escaped; and percent-encoded as in a link, a sitemap or llms.txt (`License%20File`).
 */
function forms(text: string): string[] {
  const htmlEscaped = text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return [
    ...new Set([
      text,
      htmlEscaped.replace(/'/g, '&#x27;'),
      htmlEscaped.replace(/'/g, '&#39;'),
      JSON.stringify(text).slice(1, -1),
      encodeURI(text),
      encodeURIComponent(text),
    ]),
  ];
}

/**
 * Pagefind stores its index gzip-compressed, and the build writes `.gz` and `.br` copies of its text files
 * (scripts/precompress.ts); a leak inside any of them is still a leak. Brotli has no header to recognise it by, so a
 * `.br` file is read as brotli; anything else that fails gunzip's header check at its first bytes is read as it is.
 * The build scans before writing its copies, so there it sees only the originals; a scan of a finished build (the
 * leak test) reads the copies as the text they hold.
 */
function readable(file: string, bytes: Buffer): Buffer {
  try {
    return file.endsWith('.br') ? brotliDecompressSync(bytes) : gunzipSync(bytes);
  } catch {
    return bytes;
  }
}

export async function findLeaks(buildDir: string, markers: readonly LeakMarker[]): Promise<Leak[]> {
  const markerForms = markers.map((marker) => ({ marker, forms: forms(marker.text) }));
  // One pass over a file finds whether any marker is in it; only a file with one is searched marker by marker.
  const anyMarker = new RegExp(markerForms.flatMap(({ forms }) => forms.map(escapeRegExp)).join('|'));
  const leaks: Leak[] = [];
  for (const file of await listFiles(buildDir)) {
    const content = readable(file, await readFile(file)).toString('latin1');
    const utf8 = Buffer.from(content, 'latin1').toString('utf8');
    if (markers.length === 0 || !(anyMarker.test(utf8) || anyMarker.test(content))) continue;
    for (const { marker, forms } of markerForms) {
      if (forms.some((form) => utf8.includes(form) || content.includes(form))) {
        leaks.push({ file: path.relative(buildDir, file), marker });
      }
    }
  }
  return leaks;
}
