import { describe, expect, it } from 'vitest';
import { loadConfig } from '@site/server/config';
import { codeEntryLimits, expectedDaysToGuessStaffCode } from '@site/server/auth/codeEntryBudget';
import { signInCodeLength } from '@site/contract/signIn';

const limitsOf = (env: Record<string, string> = {}) => {
  const config = loadConfig(env);
  return codeEntryLimits({
    staffDomains: config.staff.emailDomains,
    ...config.staffCodeEntries,
    inboxWindowSeconds: config.handleRateLimit.windowSeconds,
  });
};

describe('the expected time to guess a staff code', () => {
  it('is at least a year with 10,000 client addresses and the default budgets', () => {
    const days = expectedDaysToGuessStaffCode(limitsOf(), 10_000, signInCodeLength);
    expect(days).toBeGreaterThanOrEqual(365);
  });

  it('does not shrink with more staff domains or more client addresses', () => {
    const manyDomains = limitsOf({
      STAFF_EMAIL_DOMAINS: Array.from({ length: 50 }, (_, index) => `staff${index}.example`).join(','),
    });
    expect(expectedDaysToGuessStaffCode(manyDomains, 1_000_000, signInCodeLength)).toBeGreaterThanOrEqual(365);
  });

  it('falls under a year when the budget across staff domains is set too high, which the README warns of', () => {
    expect(
      expectedDaysToGuessStaffCode(
        limitsOf({ STAFF_CODE_ENTRIES_PER_DAY: '10000', STAFF_DOMAIN_CODE_ENTRIES_PER_DAY: '10000' }),
        10_000,
        signInCodeLength,
      ),
    ).toBeLessThan(365);
  });
});
