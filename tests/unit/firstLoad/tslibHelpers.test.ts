/**
 * The browser bundle gives CommonJS packages that require tslib only the helpers in plugins/first-load/tslibHelpers.ts:
 * a helper missing there would be undefined in the browser. Read from the installed packages, so an upgrade that
 * starts using another helper fails here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { tslibConsumers } from '@site/plugins/first-load';
import * as helpers from '@site/plugins/first-load/tslibHelpers';

const require = createRequire(import.meta.url);

describe('tslib helpers in the browser bundle', () => {
  it.each(tslibConsumers)('has every helper %s calls', (consumer) => {
    const source = readFileSync(require.resolve(consumer), 'utf8');
    const used = [...new Set([...source.matchAll(/\btslib(?:_\d+)?\.(__\w+)/g)].map((match) => match[1]))];
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => typeof (helpers as Record<string, unknown>)[name!] !== 'function')).toEqual([]);
  });
});
