/**
 * The API reference's old overload addresses (`…/PutValue/1` … `/4`, numbered by the overload's place in its group
 * until the pages were named by parameter types) still lead to their pages: a 301 to the page's new address, which
 * the server then serves. Bookmarks and search engines hold the old ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';

const namespaces = '/gSharp/Development/Namespaces';
const putValue = `${namespaces}/Tideline.GSharp.PI/PIACEPoint/PutValue`;

let site: InProcessSite;

beforeAll(async () => {
  site = await startInProcessSite();
});
afterAll(() => site.close());

describe('an old numbered API address', () => {
  it.each([
    // The numbering sorted a group's overloads by documentation ID: (System.Object) before (System.Object,…).
    [`${putValue}/1`, `${putValue}/object`],
    [`${putValue}/2`, `${putValue}/object-DateTime`],
    [`${putValue}/3`, `${putValue}/object-DateTime-int`],
    [`${putValue}/4`, `${putValue}/PIValues`],
    // Pages whose old numbers the generator's tests pinned before the rename, with the declarations they showed.
    [
      `${namespaces}/Tideline.GSharp.PI/PIACEPoint/Avg/1`,
      `${namespaces}/Tideline.GSharp.PI/PIACEPoint/Avg/DateTime-DateTime`,
    ],
    [
      `${namespaces}/Tideline.GSharp.PI/BuiltInFunctions/LogMessage/3`,
      `${namespaces}/Tideline.GSharp.PI/BuiltInFunctions/LogMessage/MessageLevel-string-string`,
    ],
  ])('%s moves permanently to %s, a page that exists', async (old, moved) => {
    const redirect = await site.inject({ url: `${old}?from=bookmark` });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe(`${moved}?from=bookmark`);
    const page = await site.inject({ url: moved });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1');
  });

  it('with a slash after it, moves too', async () => {
    const redirect = await site.inject({ url: `${putValue}/2/` });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe(`${putValue}/object-DateTime`);
  });

  it('beyond the overloads a group had is still not found', async () => {
    expect((await site.inject({ url: `${putValue}/5` })).statusCode).toBe(404);
  });
});
