/**
 * Scans every file of a build for staff-section markers. Used by the build (which refuses to finish
 * with a leaking public build) and by the leak test.
 */
import { isUtf8 } from 'node:buffer';
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
 * A JavaScript or JSON string's text with every UTF-16 unit outside ASCII written as an escape: `\xdc` below U+0100
 * when `short`, else `\u00dc`, the hex digits in the given case.
 */
function asciiEscaped(text: string, { short, upper }: { short: boolean; upper: boolean }): string {
  return text.replace(/[\u0080-\uffff]/g, (unit) => {
    const code = unit.charCodeAt(0);
    const written =
      short && code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    return upper ? written.replace(/[a-f]/g, (digit) => digit.toUpperCase()) : written;
  });
}

/**
 * The forms a marker's text can take inside a file: as written; HTML-escaped (React writes `&#x27;` for an apostrophe,
 * other tools `&#39;`); JSON-escaped, and with its characters outside ASCII escaped too, as the site's minified
 * scripts write them (`\xd7`, `\u2013`) and JSON writers that keep to ASCII do (`\u00D7`); and percent-encoded as in a
 * link, a sitemap or llms.txt (`License%20File`).
 */
function forms(text: string): string[] {
  const htmlEscaped = text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const jsonEscaped = JSON.stringify(text).slice(1, -1);
  const inAsciiScript = [true, false].flatMap((short) =>
    [true, false].map((upper) => asciiEscaped(jsonEscaped, { short, upper })),
  );
  return [
    ...new Set([
      text,
      htmlEscaped.replace(/'/g, '&#x27;'),
      htmlEscaped.replace(/'/g, '&#39;'),
      jsonEscaped,
      ...inAsciiScript,
      encodeURI(text),
      encodeURIComponent(text),
    ]),
  ];
}

/**
 * Pagefind stores its index gzip-compressed, and the build writes `.gz` and `.br` copies of its text files
 * (scripts/precompress.ts); a leak inside any of them is still a leak. Brotli has no header to recognise it by, so a
 * `.br` file is read as brotli; a file starting with gzip's two magic bytes is read as gzip; a file that fails to
 * decompress is read as it is. The build scans before writing its copies, so there it sees only the originals; a scan
 * of a finished build (the leak test) reads the copies as the text they hold.
 */
function readable(file: string, bytes: Buffer): Buffer {
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  if (!gzipped && !file.endsWith('.br')) return bytes;
  try {
    return gzipped ? gunzipSync(bytes) : brotliDecompressSync(bytes);
  } catch {
    return bytes;
  }
}

/**
 * The texts of a file a marker is searched in. The builds write UTF-8, so its UTF-8 reading is the one that counts;
 * a file that is not valid UTF-8 (an image, a font, a file in another encoding) is also read byte for byte as Latin-1,
 * so a marker in a legacy encoding is not missed. Valid UTF-8 needs no Latin-1 reading: its ASCII bytes are the same
 * characters in both readings, and a non-ASCII character is a run of bytes above 0x7F that, read as Latin-1, spells
 * only mojibake (`Ã©` for `é`), never the marker's own character.
 */
function texts(bytes: Buffer): string[] {
  return isUtf8(bytes) ? [bytes.toString('utf8')] : [bytes.toString('utf8'), bytes.toString('latin1')];
}

/** Files read at once: reading one at a time leaves the scan waiting on the disk between files. */
const readsAtOnce = 16;

/** Scans the files of `buildDir`, or the given ones of it (the build lists them before it writes anything more). */
export async function findLeaks(
  buildDir: string,
  markers: readonly LeakMarker[],
  files?: readonly string[],
): Promise<Leak[]> {
  const markerForms = markers.map((marker) => ({ marker, forms: forms(marker.text) }));
  // One pass over a file finds whether any marker is in it; only a file with one is searched marker by marker.
  const anyMarker = new RegExp(markerForms.flatMap(({ forms }) => forms.map(escapeRegExp)).join('|'));
  const leaks: Leak[] = [];
  const queue = files ? [...files] : await listFiles(buildDir);
  const scanNext = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const contents = texts(readable(file, await readFile(file)));
      if (markers.length === 0 || !contents.some((content) => anyMarker.test(content))) continue;
      for (const { marker, forms } of markerForms) {
        if (forms.some((form) => contents.some((content) => content.includes(form)))) {
          leaks.push({ file: path.relative(buildDir, file), marker });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: readsAtOnce }, scanNext));
  // In the order of the files, whichever read finished first.
  return leaks.sort((a, b) => a.file.localeCompare(b.file));
}
