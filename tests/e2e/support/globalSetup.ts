/**
 * Once per Playwright run: one PostgreSQL cluster that every test needing PostgreSQL shares, a database each
 * (support/postgres.ts), instead of an `initdb` per test. Its URL reaches the workers through the environment.
 */
import { startSharedCluster } from './postgres';

export default function globalSetup(): (() => void) | undefined {
  return startSharedCluster();
}
