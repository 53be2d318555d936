/**
 * The quality gates that take minutes, kept out of `npm test`: Lighthouse's scores on every page type (the budgets
 * are the test's assertions, bench/audits/lighthouse.spec.ts), and the fuzz test at 10,000 requests from a new seed
 * (npm test sends 1,000 from a fixed one). Fails when either does; a fuzz failure prints the seed that repeats it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const playwright = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync('npx', ['playwright', 'test', ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status === 0;

const lighthouse = playwright(['-c', 'bench/audits/playwright.config.ts']);
const fuzz = playwright(['tests/e2e/fuzz.spec.ts'], {
  FUZZ_REQUESTS: '10000',
  FUZZ_SEED: String(Math.floor(Math.random() * 2 ** 31)),
});

console.log(
  `Lighthouse audits: ${lighthouse ? 'within budget' : 'FAILED'}; fuzz at 10,000 requests: ${fuzz ? 'no fault' : 'FAILED'}`,
);
if (!lighthouse || !fuzz) process.exit(1);
