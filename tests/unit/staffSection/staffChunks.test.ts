/**
 * Which chunks the bundler writes under the staff section's address (plugins/staff-section/staffChunks.ts), checked
 * by bundling a small site with Rspack: a staff page, a component of the site it uses, and the chart that component
 * loads lazily. Everything only a staff page loads must land under the section's address, however it is named.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffChunksPlugin } from '../../../plugins/staff-section/staffChunks';

const outputFolder = 'Internal Documentation/';

const sources: Record<string, string> = {
  'entry.js': "import { load } from './staffRoutes.js';\nimport('./sitePage.js');\nwindow.load = load;\n",
  'staffRoutes.js':
    'export const load = () => import(/* webpackChunkName: "staff-section" */ \'./internal/page.js\');\n',
  'sitePage.js': "import('./components/siteWidget.js');\nexport default 'a public page';\n",
  'internal/page.js':
    "import dashboard from '../components/dashboard.js';\nexport default dashboard('Secret staff metrics');\n",
  'components/dashboard.js': "export default (title) => import('./chart.js').then((chart) => chart.default(title));\n",
  'components/chart.js': "export default (title) => 'chart of ' + title;\n",
  'components/siteWidget.js': "export default 'a widget every reader loads';\n",
};

let site: string;

async function bundle(): Promise<Stats> {
  const compiler = rspack({
    mode: 'production',
    context: site,
    entry: './entry.js',
    output: { path: path.join(site, 'out'), chunkFilename: '[id].js' },
    optimization: { chunkIds: 'named' },
    plugins: [
      new StaffChunksPlugin({
        staffFolders: [path.join(site, 'internal') + path.sep],
        staffQuery: '?staff-section',
        staffRoutesLoader: path.join(site, 'staffRoutes.js'),
        outputFolder,
      }),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error || !stats) reject(error ?? new Error('no stats'));
        else resolve(stats);
      });
    }),
  );
}

async function filesUnder(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true })).map((file) => file.split(path.sep).join('/'));
}

describe('staff chunks', () => {
  let files: string[];
  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'staff-chunks-'));
    for (const [file, source] of Object.entries(sources)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await writeFile(path.join(site, file), source);
    }
    const stats = await bundle();
    expect(stats.hasErrors(), stats.toString()).toBe(false);
    files = await filesUnder(path.join(site, 'out'));
  }, 60_000);
  afterAll(async () => {
    await rm(site, { recursive: true, force: true });
  });

  it('writes the chunk of a staff page under the section', () => {
    expect(files).toContain(`${outputFolder}staff-section.js`);
  });

  it('writes a chunk only a staff page loads lazily under the section, though no module of it is in the section', () => {
    const outside = files.filter((file) => !file.startsWith(outputFolder) && file.includes('chart'));
    expect(outside).toEqual([]);
    expect(files).toContain(`${outputFolder}components_chart_js.js`);
  });

  it('asks for that chunk under the section at run time', async () => {
    const runtime = await readFile(path.join(site, 'out', 'main.js'), 'utf8');
    const staffIds = /new Set\((\[[^\]]*\])\)/.exec(runtime)?.[1];
    expect(JSON.parse(staffIds ?? '[]')).toEqual(expect.arrayContaining(['staff-section', 'components_chart_js']));
  });

  it('leaves the chunks of public pages beside main.js', () => {
    expect(files).toEqual(expect.arrayContaining(['main.js', 'sitePage_js.js', 'components_siteWidget_js.js']));
  });
});
