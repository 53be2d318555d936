/**
 * The site's one reading of a URL path (contract/urlPath.ts), as one table: what the gate, the file lookup, the MCP
 * endpoint, the log and the browser all see for an address.
 */
import { describe, expect, it } from 'vitest';
import { decodePercentEscapes, decodeUrlPath, readablePath } from '@site/contract/urlPath';

const notEncoding = (raw: string) => `The address ${JSON.stringify(raw)} is not valid URL encoding.`;
const nulByte = 'The address contains a NUL byte.';

describe('a URL path read by the site’s rule', () => {
  it.each([
    // Escapes are decoded once, as UTF-8.
    ['/Tideline/Support/Logging%20In', '/Tideline/Support/Logging In'],
    ['/Internal%20Documentation/On-call%20rota', '/Internal Documentation/On-call rota'],
    ['/%49nternal Documentation/', '/Internal Documentation/'],
    ['/internal%20documentation', '/internal documentation'],
    ['/gSharp/%C3%9Cbersicht', '/gSharp/Übersicht'],
    ['/%F0%9F%8C%8A', '/🌊'],
    ['/a%2Bb', '/a+b'],
    // Once only: a double-encoded space stays an escape, which no page's address holds.
    ['/Internal%2520Documentation/', '/Internal%20Documentation/'],
    // A plus is a plus; only a form-encoded query reads it as a space.
    ['/a+b', '/a+b'],
    // An encoded slash is a slash.
    ['/Internal%20Documentation%2Fintro', '/Internal Documentation/intro'],
    ['/a%2fb', '/a/b'],
    // Dot segments and repeated slashes, encoded or not, after decoding.
    ['/a/../b/./c', '/b/c'],
    ['/gSharp/..%2FInternal%20Documentation/x', '/Internal Documentation/x'],
    ['/gSharp/%2e%2e/Internal%20Documentation/x', '/Internal Documentation/x'],
    ['/..%2f..%2fsecret.txt', '/secret.txt'],
    ['/../../etc/passwd', '/etc/passwd'],
    ['//gSharp///Overview', '/gSharp/Overview'],
    ['/a/..b/.c', '/a/..b/.c'],
    // A trailing slash names a folder and stays; the root is one slash.
    ['/gSharp/', '/gSharp/'],
    ['/gSharp/..', '/'],
    ['', '/'],
    ['/', '/'],
    ['gSharp/Overview', '/gSharp/Overview'],
    // A backslash is no separator in a URL path.
    ['/a%5Cb', '/a\\b'],
  ])('reads %j as %j', (raw, path) => {
    expect(decodeUrlPath(raw)).toEqual({ ok: true, path });
  });

  it.each([
    // Malformed escapes: the reading decodes what does decode and keeps the rest as written.
    ['/%E0%A4%A', '/%E0%A4%A', notEncoding('/%E0%A4%A')],
    ['/gSharp/100%', '/gSharp/100%', notEncoding('/gSharp/100%')],
    ['/%zz', '/%zz', notEncoding('/%zz')],
    ['/Internal%20Documentation/%E0', '/Internal Documentation/%E0', notEncoding('/Internal%20Documentation/%E0')],
    ['/%41%E0%A4%41', '/A%E0%A4A', notEncoding('/%41%E0%A4%41')],
    ['/%C3%9C%FF', '/Ü%FF', notEncoding('/%C3%9C%FF')],
    ['/%41%42%FF', '/AB%FF', notEncoding('/%41%42%FF')],
    // A NUL byte, encoded or not: the reading keeps it escaped.
    ['/a%00b', '/a%00b', nulByte],
    ['/a\u0000b', '/a%00b', nulByte],
  ])('refuses %j, reading it as %j', (raw, path, problem) => {
    expect(decodeUrlPath(raw)).toEqual({ ok: false, path, problem });
    expect(readablePath(raw)).toBe(path);
  });
});

describe('percent escapes in text that is not a path alone', () => {
  it.each([
    // Decoded once, slashes and dot segments left as they are.
    ['https%3A%2F%2Fx.example%2F%2Fa', 'https://x.example//a', false],
    ['alice%2540x.example', 'alice%40x.example', false],
    ['a+b%20c', 'a+b c', false],
    ['alice%40x.example%E0', 'alice@x.example%E0', true],
    ['100%', '100%', true],
  ])('reads %j as %j (malformed: %s)', (text, decoded, malformed) => {
    expect(decodePercentEscapes(text)).toEqual({ text: decoded, malformed });
  });
});
