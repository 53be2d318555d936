/**
 * Whether the build trims what Docusaurus ships to the browser but never reads there (plugins/first-load, and the
 * dev server's route registry without module ids, plugins/dev-server). Every trim rewrites a file Docusaurus
 * generates, so a Docusaurus upgrade can break one; FIRST_LOAD_TRIM=false builds Docusaurus's own output, so such an
 * upgrade can ship before the trims are ported. Read by docusaurus.config.ts, and by the first-load budget test
 * (tests/e2e/firstLoadBudget.spec.ts), whose budget only the trimmed build meets.
 */
const answers: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  on: true,
  false: false,
  '0': false,
  no: false,
  off: false,
};

/** Reads FIRST_LOAD_TRIM: unset, the trims are on. */
export function readFirstLoadTrim(env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env.FIRST_LOAD_TRIM;
  if (setting === undefined || setting.trim() === '') return true;
  const answer = answers[setting.trim().toLowerCase()];
  if (answer === undefined) throw new Error(`FIRST_LOAD_TRIM must be true or false, got ${JSON.stringify(setting)}`);
  return answer;
}
