/**
 * Scans every file of a build for staff-section markers. Used by the build (which refuses to finish
 * with a leaking public build) and by the leak test.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import escapeRegExp from 'escape-string-regexp';
import { listFiles } from '../plugins/shared/listFiles.js';
import type { LeakMarker } from './leakMarkers.js';

export interface Leak {
  file: string;
  marker: LeakMarker;
}

// HTML escapes apostrophes and ampersands; compare text in the forms it can take inside a file.
function forms(text: string): string[] {
  const escaped = text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
  return [...new Set([text, escaped, JSON.stringify(text).slice(1, -1)])];
}

// Pagefind stores its index gzip-compressed; a leak inside it is still a leak. Anything else fails gunzip's header
// check at its first bytes and is read as it is.
function readable(bytes: Buffer): Buffer {
  try {
    return gunzipSync(bytes);
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
    const content = readable(await readFile(file)).toString('latin1');
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
