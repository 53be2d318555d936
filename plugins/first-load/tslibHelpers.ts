/**
 * The tslib helpers that CommonJS packages in the browser bundle use. A `require('tslib')` takes the whole of tslib's
 * ES module build (~4 KB gzip in main.js), since the bundler cannot tell which helpers CommonJS code reads; the
 * first-load plugin points such requires here, so only these stay. Checked against the packages by
 * tests/unit/firstLoad/tslibHelpers.test.ts.
 * @public (imported through the bundler alias, which knip does not follow)
 */
export { __importDefault } from 'tslib';
