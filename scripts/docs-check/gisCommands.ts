/**
 * The `ogr2ogr` commands of the pages, run with the real tool on small fixtures (./gis-fixtures/): a reader who
 * copies one must get the features and fields the page promises. For each source file a fixture exists for, the
 * command runs against it in a temporary folder, and the check reports a command that fails or warns (GDAL warns,
 * for one, that it ignores `-where` next to `-sql`), features that should have been filtered out, and fields the
 * page's mapping needs but the output lacks. Without GDAL (`apt-get install gdal-bin`) the check has nothing to run
 * and reports nothing; ./commands.ts still checks the options.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commandLinesOf, type CommandLine } from './commandLines';
import { writtenPages } from './docPages';
import { parsePage } from './markdown';
import type { Problem } from './problem';

interface GisFixture {
  /** The CSV (geometry as WKT) the fixture layer is made from, in ./gis-fixtures/. */
  csv: string;
  /** The CRS of its coordinates. */
  crs: string;
  /** The output field that identifies a feature, and the features the page's command must keep (all others dropped). */
  idField: string;
  keep: readonly string[];
  /** Fields every output feature must have. */
  fields: readonly string[];
}

/** Fixtures by the source file name the pages use. */
const gisFixtures: Readonly<Record<string, GisFixture>> = {
  // Mains in and out of service: only in-service mains count towards the mains length of UARL.
  'Riverbend_WaterMains.shp': {
    csv: 'Riverbend_WaterMains.csv',
    crs: 'EPSG:27700',
    idField: 'tl_id',
    keep: ['M1', 'M3'],
    fields: ['tl_id', 'tl_name', 'tl_diam_mm', 'tl_material', 'tl_install_year', 'tl_dma', 'tl_length_m'],
  },
};

/** ogr2ogr's options that take no value; every other option takes one. */
const flagOptions = new Set([
  '-overwrite',
  '-append',
  '-update',
  '-skipfailures',
  '-progress',
  '-preserve_fid',
  '-explodecollections',
  '-makevalid',
  '-q',
  '--quiet',
]);

/** The destination and source of an ogr2ogr command line: its first two words that are not options or their values. */
export function ogrDatasets(words: readonly string[]): { destination: number; source: number } | undefined {
  const positional: number[] = [];
  for (let index = 1; index < words.length; index++) {
    const word = words[index] ?? '';
    if (/^-[A-Za-z_]/.test(word)) {
      if (!flagOptions.has(word)) index++;
      continue;
    }
    positional.push(index);
  }
  const [destination, source] = positional;
  return destination !== undefined && source !== undefined ? { destination, source } : undefined;
}

export function hasGdal(): boolean {
  return spawnSync('ogr2ogr', ['--version'], { encoding: 'utf8' }).status === 0;
}

/** Runs one command line on its fixture and says what is wrong with the result. */
export function runOnFixture(line: CommandLine, fixtureDir: string): string[] {
  const datasets = ogrDatasets(line.words);
  if (datasets === undefined) return [];
  const sourceName = path.basename(line.words[datasets.source] ?? '');
  const fixture = gisFixtures[sourceName];
  if (fixture === undefined) return [];
  const work = mkdtempSync(path.join(tmpdir(), 'docs-gis-'));
  try {
    const source = path.join(work, sourceName);
    execFileSync(
      'ogr2ogr',
      [
        '-f',
        'ESRI Shapefile',
        source,
        path.join(fixtureDir, fixture.csv),
        '-oo',
        'GEOM_POSSIBLE_NAMES=WKT',
        '-oo',
        'KEEP_GEOM_COLUMNS=NO',
        '-a_srs',
        fixture.crs,
        '-nln',
        path.parse(sourceName).name,
      ],
      { stdio: 'pipe' },
    );
    const output = path.join(work, 'output.geojson');
    const args = line.words
      .slice(1)
      .map((word, index) =>
        index + 1 === datasets.destination ? output : index + 1 === datasets.source ? source : word,
      );
    const run = spawnSync('ogr2ogr', args, { cwd: work, encoding: 'utf8' });
    const problems: string[] = [];
    const said = `${run.stderr}`.trim();
    if (run.status !== 0)
      return [`ogr2ogr fails on the fixture ${fixture.csv}: ${said.split('\n')[0] ?? `exit ${run.status}`}`];
    if (said !== '') problems.push(`ogr2ogr warns on the fixture ${fixture.csv}: ${said.split('\n')[0]}`);
    const features = (
      JSON.parse(readFileSync(output, 'utf8')) as { features: { properties: Record<string, unknown> }[] }
    ).features;
    const kept = features.map((feature) => String(feature.properties[fixture.idField]));
    const extra = kept.filter((id) => !fixture.keep.includes(id));
    const lost = fixture.keep.filter((id) => !kept.includes(id));
    if (extra.length > 0)
      problems.push(`the command keeps ${extra.join(', ')} of the fixture, which it should filter out`);
    if (lost.length > 0) problems.push(`the command drops ${lost.join(', ')} of the fixture, which it should keep`);
    const missing = fixture.fields.filter((field) => features.some((feature) => !(field in feature.properties)));
    if (missing.length > 0) problems.push(`the output lacks the field(s) ${missing.join(', ')} that the mapping needs`);
    return problems;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The check as `npm run check:docs` runs it: every ogr2ogr command of the written pages that has a fixture. */
export async function checkGisCommands(root: string): Promise<Problem[]> {
  if (!hasGdal()) return [];
  const fixtureDir = path.join(root, 'scripts', 'docs-check', 'gis-fixtures');
  return writtenPages(root).flatMap((page) =>
    commandLinesOf(parsePage(readFileSync(path.join(root, page), 'utf8')), new Set(['ogr2ogr'])).flatMap((line) =>
      runOnFixture(line, fixtureDir).map((message) => ({ file: page, line: line.line, message })),
    ),
  );
}
