/**
 * Which files the sign-in page may load without a session (plugins/sign-in-assets/chunkClosure.ts), over a chunk
 * graph shaped as Rspack's compilation presents it: every route's chunk hangs off the entry, and a chunk may sit in
 * several groups.
 */
import { describe, expect, it } from 'vitest';
import { chunkGraphOf, signInChunkFiles, type Compilation } from '@site/plugins/sign-in-assets/chunkClosure';

interface FakeGroup {
  chunks: FakeChunk[];
  childrenIterable: FakeGroup[];
}

interface FakeChunk {
  files: Set<string>;
  auxiliaryFiles: Set<string>;
  groupsIterable: FakeGroup[];
  modules: string[];
}

const chunk = (files: string[], modules: string[], auxiliaryFiles: string[] = []): FakeChunk => ({
  files: new Set(files),
  auxiliaryFiles: new Set(auxiliaryFiles),
  groupsIterable: [],
  modules,
});

/** A chunk group: its chunks learn they belong to it. */
function group(chunks: FakeChunk[], children: FakeGroup[] = []): FakeGroup {
  const made = { chunks, childrenIterable: children };
  for (const member of chunks) member.groupsIterable.push(made);
  return made;
}

function compilationOf(entry: FakeGroup, chunks: FakeChunk[]): Compilation {
  return {
    chunks,
    entrypoints: new Map([['main', entry]]),
    chunkGraph: {
      getChunkModules: (member) => (member as FakeChunk).modules.map((name) => ({ readableIdentifier: () => name })),
    },
  };
}

const routeModules = { all: ['./docs/guide', './src/pages/sign-in'], signIn: ['./src/pages/sign-in'] };

describe('the files the sign-in page needs', () => {
  const runtime = chunk(['assets/js/runtime~main.js'], []);
  const main = chunk(
    ['assets/js/main.js', 'assets/css/styles.css'],
    ['./src/theme/Root.tsx + 12 modules'],
    ['assets/fonts/inter.woff2'],
  );
  const consentBanner = chunk(['assets/js/consent-banner.js'], ['./src/components/ConsentBanner/index.tsx']);
  const guide = chunk(['assets/js/guide.js'], ['./docs/guide.md']);
  const guideCodeBlock = chunk(['assets/js/code-block.js'], ['./node_modules/prism/index.js']);
  const sharedVendor = chunk(['assets/js/vendors-auth.js'], ['./node_modules/better-auth/client.mjs']);
  const signIn = chunk(['assets/js/sign-in.js'], ['./src/pages/sign-in.tsx + 2 modules']);
  const loginForm = chunk(['assets/js/login-form.js'], ['./src/components/LoginForm/index.tsx']);
  const phoneField = chunk(['assets/js/phone-field.js'], ['./src/components/LoginForm/PhoneField.tsx']);
  const accountMenu = chunk(['assets/js/account-menu.js'], ['./src/components/AccountMenu/index.tsx']);
  const vendorLater = chunk(['assets/js/vendor-later.js'], ['./node_modules/better-auth/plugins.mjs']);
  // A sign-in route the bundler placed under another route's chunk: reached from the sign-in routes, not the entry.
  const signInLink = chunk(['assets/js/sign-in-link.js'], ['./src/pages/sign-in/link.tsx']);
  const staffRoutes = chunk(['Internal Documentation/assets/js/staff-section.js'], ['./.docusaurus-build/staff.js']);

  const entry = group(
    [runtime, main],
    [
      group([consentBanner]),
      group([guide], [group([guideCodeBlock]), group([signInLink])]),
      group([sharedVendor, signIn], [group([loginForm], [group([phoneField])])]),
      // The same vendor chunk is in a second group, whose later chunk only that membership reaches.
      group([sharedVendor], [group([vendorLater])]),
      group([accountMenu]),
      group([staffRoutes]),
    ],
  );
  const all = [
    runtime,
    main,
    consentBanner,
    guide,
    guideCodeBlock,
    sharedVendor,
    signIn,
    loginForm,
    phoneField,
    accountMenu,
    vendorLater,
    signInLink,
    staffRoutes,
  ];
  const files = signInChunkFiles(chunkGraphOf(compilationOf(entry, all)), routeModules).sort();

  it('takes the entry with its auxiliary files, what the entry loads that holds no route, and the sign-in routes', () => {
    expect(files).toEqual(
      [
        'assets/css/styles.css',
        'assets/fonts/inter.woff2',
        'assets/js/account-menu.js',
        'assets/js/consent-banner.js',
        'assets/js/login-form.js',
        'assets/js/main.js',
        'assets/js/phone-field.js',
        'assets/js/runtime~main.js',
        'assets/js/sign-in-link.js',
        'assets/js/sign-in.js',
        'assets/js/vendor-later.js',
        'assets/js/vendors-auth.js',
      ].sort(),
    );
  });

  it('leaves out another route’s chunk and what only it loads', () => {
    expect(files).not.toContain('assets/js/guide.js');
    expect(files).not.toContain('assets/js/code-block.js');
  });

  it('leaves out everything under the staff section’s folder', () => {
    expect(files.filter((file) => file.startsWith('Internal Documentation/'))).toEqual([]);
  });
});
