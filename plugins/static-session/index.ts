/**
 * The public build answers the session endpoint itself when it is published on a static host: a file at
 * `/api/session` saying there is no sign-in here. Without it the browser's session check would get a 404, which the
 * browser logs as an error on every page. The site server answers the endpoint before it looks for files, so it never
 * serves this one.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { staticHostSessionAnswer } from '../../contract/me';
import { signInPaths } from '../../contract/signIn';

export default function staticSessionPlugin(_context: LoadContext): Plugin {
  return {
    name: 'static-session',
    async postBuild({ outDir }) {
      const file = path.join(outDir, ...signInPaths.session.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(staticHostSessionAnswer));
    },
  };
}
