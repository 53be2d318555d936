import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressedAssets } from '../../../server/site/compressedAssets';

const folder = mkdtempSync(path.join(os.tmpdir(), 'compressed-assets-'));
const script = path.join(folder, 'main.0123abcd.js');
const source = 'export const answer = 42;\n'.repeat(500);
writeFileSync(script, source);
const image = path.join(folder, 'logo.0123abcd.png');
writeFileSync(image, Buffer.alloc(4096));

describe('hashed assets compressed once', () => {
  it('sends brotli to a browser that takes it, and the bytes are the file', async () => {
    const asset = await createCompressedAssets()(script, 'gzip, deflate, br');
    expect(asset?.encoding).toBe('br');
    expect(asset?.mediaType).toBe('application/javascript; charset=utf-8');
    expect(zlib.brotliDecompressSync(asset!.body).toString()).toBe(source);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const asset = await createCompressedAssets()(script, 'gzip');
    expect(asset?.encoding).toBe('gzip');
    expect(zlib.gunzipSync(asset!.body).toString()).toBe(source);
  });

  it('compresses each file once and answers later requests from memory', async () => {
    const compressed = createCompressedAssets();
    const first = await compressed(script, 'br');
    const second = await compressed(script, 'br');
    expect(second?.body).toBe(first?.body);
  });

  it('leaves uncompressed answers to the static file server', async () => {
    const compressed = createCompressedAssets();
    expect(await compressed(script, undefined)).toBeNull();
    expect(await compressed(script, 'identity')).toBeNull();
    expect(await compressed(image, 'br')).toBeNull();
  });

  it('keeps nothing beyond its memory bound, and still answers', async () => {
    const compressed = createCompressedAssets(10);
    const first = await compressed(script, 'gzip');
    const second = await compressed(script, 'gzip');
    expect(second?.body).not.toBe(first?.body);
    expect(second?.body.equals(first!.body)).toBe(true);
  });
});
