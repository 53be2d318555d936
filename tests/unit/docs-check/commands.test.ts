/**
 * Command lines in pages use commands and options that exist: `gsharpctl` and `tlctl` against the manifest of
 * documented commands, PowerShell cmdlets against their parameters, and `ogr2ogr` never with `-where` beside `-sql`,
 * which GDAL ignores. Where GDAL is installed, the page's ogr2ogr command runs on a fixture and must keep exactly the
 * features and fields the page promises.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandLinesOf, logicalLines, shellWords } from '../../../scripts/docs-check/commandLines';
import { commandLineProblems } from '../../../scripts/docs-check/commands';
import { hasGdal, ogrDatasets, runOnFixture } from '../../../scripts/docs-check/gisCommands';
import { parsePage } from '../../../scripts/docs-check/markdown';
import { formatProblem } from '../../../scripts/docs-check/problem';

const problemsOf = (body: string) => commandLineProblems('page.md', parsePage(body)).map(formatProblem);
const fixtureDir = path.resolve(__dirname, '../../../scripts/docs-check/gis-fixtures');

describe('a command line', () => {
  it('with an option its command does not document is reported (the cut-over command the review found)', () => {
    expect(problemsOf('Re-import with `gsharpctl context import --output-suffix ""`.\n')).toEqual([
      'page.md:1: gsharpctl context import has no option --output-suffix (documented: --server, --help, --mode, --set, --map-path, --map-tags, --dry-run)',
    ]);
  });

  it('run through a PowerShell variable set to the tool, with continuation lines, is checked', () => {
    const block = [
      '```powershell',
      '$ctl = "C:\\Program Files\\Tideline\\gSharp\\gsharpctl.exe"',
      '& $ctl assembly deploy .\\x.zip `',
      '  --server gs:5460 --activate',
      '```',
      '',
    ].join('\n');
    expect(problemsOf(block)).toEqual([
      'page.md:3: gsharpctl assembly deploy has no option --activate (documented: --server, --help)',
    ]);
  });

  it('in a pipeline script (a folded YAML scalar) is checked', () => {
    const block = [
      '```yaml',
      '  - script: >',
      '      "C:\\Program Files\\Tideline\\gSharp\\gsharpctl.exe" assembly promote',
      '      x.zip --server gs:5460',
      '```',
      '',
    ].join('\n');
    expect(problemsOf(block)).toEqual([
      'page.md:3: gsharpctl assembly promote x.zip is not a documented command (scripts/docs-check/commandManifest.ts)',
    ]);
  });

  it('with a tlctl command the manifest lacks is reported', () => {
    expect(problemsOf('```bash\ntlctl tenant delete --file riverbend.tenant.yaml\n```\n')).toEqual([
      'page.md:2: tlctl tenant delete is not a documented command (scripts/docs-check/commandManifest.ts)',
    ]);
  });

  it('with a cmdlet parameter the cmdlet does not have is reported, in any letter case', () => {
    expect(problemsOf('```powershell\nTest-NetConnection localhost -port 5460 -Verbosely\n```\n')).toEqual([
      expect.stringMatching(/^page\.md:2: test-netconnection has no option -Verbosely/),
    ]);
  });

  it('of ogr2ogr with -where beside -sql is reported', () => {
    const block = [
      '```bash',
      'ogr2ogr -f GeoJSON out.geojson in.shp \\',
      '  -where "STATUS = \'In Service\'" \\',
      '  -sql "SELECT * FROM in"',
      '```',
      '',
    ].join('\n');
    expect(problemsOf(block)).toEqual([
      'page.md:2: ogr2ogr ignores -where when -sql is given ("-where clause ignored in combination with -sql"): put the filter in the SQL WHERE',
    ]);
  });

  it('that uses documented commands and options passes, placeholders included', () => {
    const block = [
      '```powershell',
      'gsharpctl context export --assembly A --out c.json',
      'gsharpctl <command> --help',
      'Get-Service GSharpServer | Select-Object Status',
      '```',
      '',
    ].join('\n');
    expect(problemsOf(block)).toEqual([]);
  });
});

describe('reading command lines', () => {
  it('splits words as a shell does and joins a quoted string across lines', () => {
    expect(shellWords('tlctl api client revoke --reason "secret posted" # why')).toEqual([
      'tlctl',
      'api',
      'client',
      'revoke',
      '--reason',
      'secret posted',
    ]);
    expect(logicalLines('ogr2ogr out in -sql "SELECT a,\n  b FROM t"\nls', 'bash').map((line) => line.text)).toEqual([
      'ogr2ogr out in -sql "SELECT a, b FROM t"',
      'ls',
    ]);
  });

  it('does not read an apostrophe in plain text as a quote', () => {
    expect(logicalLines("it's\nnext", 'text').map((line) => line.text)).toEqual(["it's", 'next']);
  });

  it('finds ogr2ogr’s destination and source among its options', () => {
    expect(
      ogrDatasets(['ogr2ogr', '-f', 'GeoJSON', 'out.geojson', 'in.shp', '-overwrite', '-sql', 'SELECT 1']),
    ).toEqual({ destination: 3, source: 4 });
  });
});

describe.skipIf(!hasGdal())('an ogr2ogr command run on its fixture', () => {
  const run = (command: string) =>
    runOnFixture(commandLinesOf(parsePage(`\`\`\`bash\n${command}\n\`\`\`\n`), new Set(['ogr2ogr']))[0]!, fixtureDir);
  const sql = (where: string) =>
    `-dialect SQLite -sql "SELECT ASSET_ID AS tl_id, STREET_NAM AS tl_name, CAST(NOM_DIAM AS INTEGER) AS tl_diam_mm, MATERIAL AS tl_material, 1962 AS tl_install_year, DMA_REF AS tl_dma, ST_Length(geometry) AS tl_length_m, geometry FROM Riverbend_WaterMains ${where}"`;

  it('that filters with -where beside -sql keeps the abandoned main and says so (the review’s D2)', () => {
    expect(
      run(`ogr2ogr -f GeoJSON out.geojson Riverbend_WaterMains.shp -where "STATUS = 'In Service'" ${sql('')}`),
    ).toEqual([
      'ogr2ogr warns on the fixture Riverbend_WaterMains.csv: Warning 1: -where clause ignored in combination with -sql.',
      'the command keeps M2 of the fixture, which it should filter out',
    ]);
  });

  it('that maps too few fields is reported', () => {
    expect(
      run(
        `ogr2ogr -f GeoJSON out.geojson Riverbend_WaterMains.shp -sql "SELECT ASSET_ID AS tl_id FROM Riverbend_WaterMains WHERE STATUS = 'In Service'"`,
      ),
    ).toEqual([
      'the output lacks the field(s) tl_name, tl_diam_mm, tl_material, tl_install_year, tl_dma, tl_length_m that the mapping needs',
    ]);
  });

  it('that filters in the SQL and maps every field passes', () => {
    expect(
      run(
        `ogr2ogr -f GeoJSON out.geojson Riverbend_WaterMains.shp ${sql("WHERE STATUS = 'In Service'")} -s_srs EPSG:27700 -t_srs EPSG:4326`,
      ),
    ).toEqual([]);
  });
});
