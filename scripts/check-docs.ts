/**
 * npm run check:docs: what a writer runs before a pull request, without the full test suite. It checks the
 * page rules, the links and anchors between pages, the shared figures of contract/contentFacts.ts (written with
 * <Fact>, never typed out by hand or contradicted in prose, the Limits and defaults page generated from them), the
 * command lines against the documented commands (ogr2ogr also run on fixtures where GDAL is installed), the worked examples recomputed
 * with their pages' formulas, the aliases of samples marked binds="Template" against the AF templates, compiles the
 * C# samples (and runs those that state an output against the in-memory historian, comparing what they write with the
 * page), checks the gSharp reference source against GSharp.xml, the gSharp names the pages use against the reference source, the messages the sign-in help pages quote against the code and the
 * settings tables of README.md and the handbook against server/config.ts, and
 * prints every problem as `path:line: message` (in GitHub Actions, also as an annotation on the line). Exits 1 on any
 * problem.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkAliasBinding } from './docs-check/aliasBinding';
import { checkApiNames } from './docs-check/apiNames';
import { checkApiReference } from './docs-check/apiReference';
import { checkCommandLines } from './docs-check/commands';
import { checkSamples } from './docs-check/checkSamples';
import { writtenPages } from './docs-check/docPages';
import { checkGisCommands } from './docs-check/gisCommands';
import { limitsPageProblems } from './docs-check/limitsPage';
import { checkPageLinks } from './docs-check/pageLinks';
import { pageRuleProblems } from './docs-check/pageRules';
import { byLocation, formatProblem, githubAnnotation, type Problem } from './docs-check/problem';
import { checkProseFacts } from './docs-check/proseFacts';
import { checkQuotedMessages } from './docs-check/quotedMessages';
import { checkSettingsTables } from './docs-check/settingsTables';
import { checkWorkedExamples } from './docs-check/workedExamples';

interface Check {
  name: string;
  run: (root: string) => Promise<Problem[]>;
}

const checks: Check[] = [
  {
    name: 'page rules',
    run: async (root) =>
      (
        await Promise.all(
          writtenPages(root).map(async (page) => pageRuleProblems(page, await readFile(path.join(root, page), 'utf8'))),
        )
      ).flat(),
  },
  { name: 'links and anchors between pages', run: checkPageLinks },
  { name: 'shared figures (contract/contentFacts.ts) in prose', run: checkProseFacts },
  {
    name: 'Limits and defaults generated from contract/contentFacts.ts',
    run: async (root) => limitsPageProblems(root),
  },
  { name: 'worked examples recomputed', run: checkWorkedExamples },
  { name: 'sample aliases against the AF templates', run: checkAliasBinding },
  { name: 'command lines against the documented commands', run: checkCommandLines },
  { name: 'ogr2ogr commands run on their fixtures', run: checkGisCommands },
  { name: 'API reference source and GSharp.xml', run: checkApiReference },
  { name: 'gSharp names in pages', run: checkApiNames },
  { name: 'messages the sign-in pages quote', run: checkQuotedMessages },
  { name: 'settings tables against server/config.ts', run: checkSettingsTables },
  { name: 'C# samples', run: async (root) => (await checkSamples({ root })).problems },
];

async function main(root: string): Promise<number> {
  let failed = 0;
  for (const check of checks) {
    // A check that cannot run (no .NET SDK, say) is a problem to report, not a reason to skip the others.
    const problems = await check.run(root).catch((error: unknown): Problem[] => [
      {
        file: 'package.json',
        line: 1,
        message: `${check.name} could not run: ${error instanceof Error ? error.message : String(error)}`,
      },
    ]);
    for (const problem of problems.sort(byLocation)) {
      console.error(formatProblem(problem));
      if (process.env.GITHUB_ACTIONS === 'true') console.log(githubAnnotation(problem));
    }
    console.log(`${check.name}: ${problems.length === 0 ? 'no problems' : `${problems.length} problem(s)`}`);
    failed += problems.length;
  }
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.cwd()).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
