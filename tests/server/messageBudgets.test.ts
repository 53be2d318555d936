import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betterAuthPaths, signInPaths } from '../../contract/signIn';
import { messageBudgetMessages } from '../../server/auth/messageBudget';
import { phoneNumberMessages } from '../../server/auth/phoneAccounts';
import { startInProcessSite, type InProcessSite } from './support/inProcessSite';
import { postFromSite, requestEmailCode } from './support/signIn';

const textCode = (site: InProcessSite, phoneNumber: string, remoteAddress: string) =>
  postFromSite(site, `${signInPaths.auth}${betterAuthPaths.smsCode.send}`, { phoneNumber }, { remoteAddress });

describe('sign-in texts', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite({ SMS_COUNTRIES: 'DE', SMS_PER_DAY: '6', SMS_PER_COUNTRY_PER_DAY: '4' });
  });
  afterAll(() => site.close());

  it('go to mobile numbers only: a premium-rate number is refused and nothing is sent', async () => {
    const premium = await textCode(site, '+449098765432', '192.0.2.71');
    expect(premium.statusCode).toBe(400);
    expect(premium.json()).toMatchObject({ message: phoneNumberMessages.notMobile });
  });

  it('go only to the preferred countries and those SMS_COUNTRIES adds', async () => {
    const kosovo = await textCode(site, '+383 44 123 456', '192.0.2.72');
    expect(kosovo.statusCode).toBe(400);
    expect(kosovo.json()).toMatchObject({ message: phoneNumberMessages.countryNotServed });
    expect((await textCode(site, '+49 151 23456789', '192.0.2.73')).statusCode).toBe(200);
  });

  it('stop at the per-country and the site-wide daily budgets, however many numbers and clients ask', async () => {
    // One German text went out above; three more reach Germany's budget of four.
    for (let text = 0; text < 3; text += 1)
      expect((await textCode(site, `+49 151 2345670${text}`, `198.51.100.${text + 1}`)).statusCode).toBe(200);
    const german = await textCode(site, '+49 151 23456799', '198.51.100.10');
    expect(german.statusCode).toBe(429);
    expect(german.json()).toMatchObject({ code: 'TEXT_BUDGET_SPENT', message: messageBudgetMessages.texts });
    // The site counted those five asks of its six: one more text elsewhere, then none anywhere.
    expect((await textCode(site, '+44 7400 100001', '198.51.100.11')).statusCode).toBe(200);
    const spent = await textCode(site, '+44 7400 100002', '198.51.100.12');
    expect(spent.statusCode).toBe(429);
    expect(spent.json()).toMatchObject({ code: 'TEXT_BUDGET_SPENT' });
  });
});

describe('sign-in e-mails', () => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await startInProcessSite({ MAIL_PER_DAY: '3' });
  });
  afterAll(() => site.close());

  it('stop at MAIL_PER_DAY a day for the whole site', async () => {
    for (let mail = 1; mail <= 3; mail += 1)
      expect((await requestEmailCode(site, `reader${mail}@riverbend.example`, `203.0.113.${mail}`)).statusCode).toBe(
        200,
      );
    const refused = await requestEmailCode(site, 'reader4@riverbend.example', '203.0.113.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'MAIL_BUDGET_SPENT', message: messageBudgetMessages.mail });
  });
});
