/**
 * Reading and writing Pagefind's binary files (`*.pf_meta`, `*.pf_index`): gzip around a 12-byte signature and one
 * CBOR value. Only what ./indexChunks.ts needs: a value's parts as raw bytes, so everything this code does not
 * change is written back byte for byte, and the two kinds of values it reads (text, arrays) and writes (arrays).
 */
import { gunzipSync, gzipSync, constants as zlib } from 'node:zlib';

const signature = Buffer.from('pagefind_dcd');

/** CBOR's major types this code meets by name. */
const majorType = { unsigned: 0, negative: 1, bytes: 2, text: 3, array: 4, map: 5, tag: 6, simple: 7 } as const;

interface ItemHead {
  major: number;
  /** The length of text, bytes, arrays and maps, the value of integers. */
  argument: number;
  /** Bytes of the head itself. */
  size: number;
}

function readHead(bytes: Buffer, at: number): ItemHead {
  const first = bytes[at];
  if (first === undefined) throw new Error(`Pagefind file ends at byte ${at} inside a value`);
  const major = first >> 5;
  const info = first & 0x1f;
  if (info < 24) return { major, argument: info, size: 1 };
  if (info === 24) return { major, argument: bytes.readUInt8(at + 1), size: 2 };
  if (info === 25) return { major, argument: bytes.readUInt16BE(at + 1), size: 3 };
  if (info === 26) return { major, argument: bytes.readUInt32BE(at + 1), size: 5 };
  if (info === 27) return { major, argument: Number(bytes.readBigUInt64BE(at + 1)), size: 9 };
  // Pagefind's encoder (minicbor) writes every length up front; an indefinite length would mean another format.
  throw new Error(`Pagefind file has a value of indefinite length at byte ${at}`);
}

/** Where the value starting at `at` ends. */
function endOfItem(bytes: Buffer, at: number): number {
  const head = readHead(bytes, at);
  let next = at + head.size;
  switch (head.major) {
    case majorType.bytes:
    case majorType.text:
      return next + head.argument;
    case majorType.array:
      for (let item = 0; item < head.argument; item += 1) next = endOfItem(bytes, next);
      return next;
    case majorType.map:
      for (let item = 0; item < head.argument * 2; item += 1) next = endOfItem(bytes, next);
      return next;
    case majorType.tag:
      return endOfItem(bytes, next);
    default:
      // Integers and simple values carry their value in the head (a float's bytes are its argument).
      return next;
  }
}

/** The raw bytes of each item of the array `value`. */
export function arrayItems(value: Buffer): Buffer[] {
  const head = readHead(value, 0);
  if (head.major !== majorType.array) throw new Error(`Expected an array in a Pagefind file, found type ${head.major}`);
  const items: Buffer[] = [];
  let at = head.size;
  for (let item = 0; item < head.argument; item += 1) {
    const end = endOfItem(value, at);
    items.push(value.subarray(at, end));
    at = end;
  }
  if (at !== value.length) throw new Error('A Pagefind array has bytes after its last item');
  return items;
}

export function readText(value: Buffer): string {
  const head = readHead(value, 0);
  if (head.major !== majorType.text) throw new Error(`Expected text in a Pagefind file, found type ${head.major}`);
  return value.toString('utf8', head.size, head.size + head.argument);
}

function encodeHead(major: number, argument: number): Buffer {
  if (argument < 24) return Buffer.from([(major << 5) | argument]);
  if (argument < 0x100) return Buffer.from([(major << 5) | 24, argument]);
  if (argument < 0x10000) {
    const head = Buffer.alloc(3);
    head.writeUInt8((major << 5) | 25);
    head.writeUInt16BE(argument, 1);
    return head;
  }
  const head = Buffer.alloc(5);
  head.writeUInt8((major << 5) | 26);
  head.writeUInt32BE(argument, 1);
  return head;
}

/** An array of already encoded items. */
export function encodeArray(items: readonly Buffer[]): Buffer {
  return Buffer.concat([encodeHead(majorType.array, items.length), ...items]);
}

export function encodeText(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([encodeHead(majorType.text, bytes.length), bytes]);
}

/** The CBOR value inside a Pagefind file as stored (gzip), or as a server may have decompressed it. */
export function unpackPagefindFile(stored: Buffer): Buffer {
  const plain = stored.subarray(0, signature.length).equals(signature) ? stored : gunzipSync(stored);
  if (!plain.subarray(0, signature.length).equals(signature)) throw new Error('Not a Pagefind file: no signature');
  return plain.subarray(signature.length);
}

/** The file Pagefind's browser code reads: gzip, as Pagefind writes them, at the best compression. */
export function packPagefindFile(value: Buffer): Buffer {
  return gzipSync(Buffer.concat([signature, value]), { level: zlib.Z_BEST_COMPRESSION });
}
