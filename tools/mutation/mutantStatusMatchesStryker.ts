/**
 * mutationScores.ts writes out Stryker's mutant states rather than import them, so that the site's type check needs no
 * Stryker. This file is only type-checked (`tsc -p tools/mutation`, which `npm run test:mutation` runs first): it fails
 * when a Stryker upgrade adds, renames or removes a state.
 */
import type { MutantStatus as StrykerMutantStatus } from '@stryker-mutator/api/core';
import type { MutantStatus } from './mutationScores.js';

/** True only when A and B are the same type, not merely assignable one way. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

true satisfies Same<MutantStatus, StrykerMutantStatus>;
