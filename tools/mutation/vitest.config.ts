/**
 * The unit-test configuration with only the tests of the module being mutated (stryker.config.mjs): Stryker's test
 * runners inherit `MUTATED_MODULE_TESTS` (a JSON list of globs) from tools/mutation/run.ts.
 */
import { defineConfig } from 'vitest/config';
import unitConfig from '../../vitest.config';
import { mutationTargets } from './stryker.config.mjs';

const moduleTests: string[] = process.env.MUTATED_MODULE_TESTS
  ? (JSON.parse(process.env.MUTATED_MODULE_TESTS) as string[])
  : Object.values(mutationTargets).flat();

// Projects would each bring their own list of tests; the mutated module's tests are one list.
const { projects: _projects, ...unitTestOptions } = unitConfig.test ?? {};

export default defineConfig({ ...unitConfig, test: { ...unitTestOptions, include: moduleTests } });
