import { readFile } from 'node:fs/promises';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { readStaffSiteUrl } from '@site/config/publishing';
import { staffSignInUrl } from '@site/src/auth/staffSignIn';

describe('STAFF_SITE_URL', () => {
  it('is optional: without it a static host shows no Log in button', () => {
    expect(readStaffSiteUrl({})).toBeNull();
    expect(readStaffSiteUrl({ STAFF_SITE_URL: '' })).toBeNull();
  });

  it('takes an http or https address without its trailing slash', () => {
    expect(readStaffSiteUrl({ STAFF_SITE_URL: 'https://docs.tideline.example/' })).toBe('https://docs.tideline.example');
  });

  it('refuses anything else with a message naming the setting', () => {
    expect(() => readStaffSiteUrl({ STAFF_SITE_URL: 'docs.tideline.example' })).toThrow(/STAFF_SITE_URL must be an http/);
    expect(() => readStaffSiteUrl({ STAFF_SITE_URL: 'ftp://docs.tideline.example' })).toThrow(/STAFF_SITE_URL/);
  });

  it('sends the reader to the staff site sign-in page, returning to the page they were reading', () => {
    expect(staffSignInUrl('https://docs.tideline.example', { pathname: '/gSharp/Overview', search: '?v=1', hash: '#setup' })).toBe(
      'https://docs.tideline.example/sign-in?returnTo=%2FgSharp%2FOverview%3Fv%3D1#setup',
    );
  });
});

interface WorkflowStep {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

async function buildJobSteps(): Promise<WorkflowStep[]> {
  const workflow = load(await readFile('.github/workflows/publish.yml', 'utf8')) as { jobs: { build: { steps: WorkflowStep[] } } };
  return workflow.jobs.build.steps;
}

describe('the publishing workflow', () => {
  it('tests with .ci/run, as CI does, before it builds the site it publishes', async () => {
    const steps = await buildJobSteps();
    const test = steps.findIndex((step) => step.run === '.ci/run');
    expect(test).toBeGreaterThanOrEqual(0);
    expect(steps.findIndex((step) => step.run === 'npm run build')).toBeGreaterThan(test);
  });

  it('installs the .NET SDK first: npm test compiles the C# samples and fails without it', async () => {
    const steps = await buildJobSteps();
    const dotnet = steps.findIndex((step) => step.uses?.startsWith('actions/setup-dotnet@'));
    expect(dotnet).toBeGreaterThanOrEqual(0);
    expect(dotnet).toBeLessThan(steps.findIndex((step) => step.run === '.ci/run'));
  });
});
