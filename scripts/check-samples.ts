/**
 * npm run check:samples: compiles every C# block of docs/, gsharp/, internal/ and src/pages/ and every C# example of
 * gsharp/api/GSharp.xml with the .NET SDK, runs the blocks marked run=ID against the in-memory historian, and prints
 * each error or output that differs as `page:line: message` (an example's names its member). Exits 1 on any error or
 * when the SDK is missing.
 */
import { pathToFileURL } from 'node:url';
import { checkSamples } from './docs-check/checkSamples';
import { formatProblem } from './docs-check/problem';

async function main(): Promise<number> {
  const report = await checkSamples({ root: process.cwd() });
  for (const problem of report.problems) console.error(formatProblem(problem));
  const summary = `${report.compiled} C# samples compiled, ${report.notCompiled} marked nocompile, ${report.ran} run against their stated output`;
  if (report.problems.length > 0) {
    console.error(`\n${report.problems.length} problem(s) in the C# samples (${summary}).`);
    return 1;
  }
  console.log(`C# samples: ${summary}, no errors.`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
