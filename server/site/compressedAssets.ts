/**
 * Content-hashed scripts and stylesheets, compressed once and kept in memory. Their bytes never change (the name is
 * the content's hash), so compressing main.js again for every request, as the general compressor does, only burns
 * the CPU that serving them needs. The memory they take is bounded; assets beyond it are compressed per request.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

type AssetEncoding = 'br' | 'gzip';

interface CompressedAsset {
  body: Buffer;
  encoding: AssetEncoding;
  mediaType: string;
}

/** The text formats worth compressing among the bundler's output; images and fonts are compressed already. */
const mediaTypes: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function compress(raw: Buffer, encoding: AssetEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : gzip(raw, { level: 9 });
}

export type CompressedAssets = (file: string, acceptEncoding: string | undefined) => Promise<CompressedAsset | null>;

/** @param maxBytes how much compressed data to keep in memory at most */
export function createCompressedAssets(maxBytes = 64 * 1024 * 1024): CompressedAssets {
  const kept = new Map<string, Promise<Buffer>>();
  let keptBytes = 0;
  return async (file, acceptEncoding) => {
    const mediaType = mediaTypes[path.extname(file)];
    const encoding = acceptEncoding ? (negotiate(acceptEncoding, ['br', 'gzip']) as AssetEncoding | null) : null;
    if (!mediaType || !encoding) return null;
    const key = `${encoding} ${file}`;
    let body = kept.get(key);
    if (!body) {
      body = readFile(file).then((raw) => compress(raw, encoding));
      // Kept while pending, so concurrent first requests compress once; dropped if it fails or does not fit.
      kept.set(key, body);
      body.then(
        (bytes) => {
          if (keptBytes + bytes.length > maxBytes) kept.delete(key);
          else keptBytes += bytes.length;
        },
        () => kept.delete(key),
      );
    }
    return { body: await body, encoding, mediaType };
  };
}
