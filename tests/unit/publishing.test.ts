import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readStaffSiteUrl } from '@site/contract/publishing';
import { staffSignInUrl } from '@site/src/auth/staffSignIn';

describe('STAFF_SITE_URL', () => {
  it('is optional: without it a static host shows no Log in button', () => {
    expect(readStaffSiteUrl({})).toBeNull();
    expect(readStaffSiteUrl({ STAFF_SITE_URL: '' })).toBeNull();
  });

  it('takes an http or https address without its trailing slash', () => {
    expect(readStaffSiteUrl({ STAFF_SITE_URL: 'https://docs.tideline.example/' })).toBe(
      'https://docs.tideline.example',
    );
  });

  it('refuses anything else with a message naming the setting', () => {
    expect(() => readStaffSiteUrl({ STAFF_SITE_URL: 'docs.tideline.example' })).toThrow(
      /STAFF_SITE_URL must be an http/,
    );
    expect(() => readStaffSiteUrl({ STAFF_SITE_URL: 'ftp://docs.tideline.example' })).toThrow(/STAFF_SITE_URL/);
  });

  it('sends the reader to the staff site sign-in page, returning to the page they were reading', () => {
    expect(
      staffSignInUrl('https://docs.tideline.example', { pathname: '/gSharp/Overview', search: '?v=1', hash: '#setup' }),
    ).toBe('https://docs.tideline.example/sign-in?returnTo=%2FgSharp%2FOverview%3Fv%3D1#setup');
  });
});

interface WorkflowStep {
  uses?: string;
  run?: string;
  name?: string;
  with?: Record<string, unknown>;
}

interface WorkflowJob {
  needs?: string | string[];
  steps: WorkflowStep[];
}

async function workflowJobs(): Promise<Record<string, WorkflowJob>> {
  const text = await readFile('.github/workflows/publish.yml', 'utf8');
  return (parse(text) as { jobs: Record<string, WorkflowJob> }).jobs;
}

const runs = (job: WorkflowJob) => job.steps.flatMap((step) => (step.run ? [step.run] : []));

describe('the publishing workflow', () => {
  it('runs the checks in parallel jobs: types and unit tests, the writer’s checks, and the site’s build and tests', async () => {
    const jobs = await workflowJobs();
    expect(runs(jobs.checks!)).toEqual(expect.arrayContaining(['npm run typecheck', 'npm run test:unit']));
    expect(runs(jobs.docs!)).toContain('npm run check:docs');
    expect(runs(jobs.site!)).toEqual(
      expect.arrayContaining(['npm run build', 'npm run test:server', 'npm run test:e2e']),
    );
    for (const name of ['checks', 'docs', 'site'])
      expect(jobs[name]!.needs, `${name} waits for no other job`).toBeUndefined();
    expect(jobs.publish!.needs).toEqual(['checks', 'docs', 'site']);
  });

  it('builds once: the tests run against the build the publish job receives', async () => {
    const { site } = await workflowJobs();
    const steps = site!.steps;
    expect(runs(site!).filter((run) => run.includes('npm run build'))).toHaveLength(1);
    const build = steps.findIndex((step) => step.run === 'npm run build');
    const upload = steps.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(build).toBeLessThan(steps.findIndex((step) => step.run === 'npm run test:e2e'));
    expect(upload).toBeGreaterThan(steps.findIndex((step) => step.run === 'npm run test:e2e'));
  });

  it('installs the .NET SDK before the writer’s checks, which compile the C# samples', async () => {
    const { docs } = await workflowJobs();
    const dotnet = docs!.steps.findIndex((step) => step.uses?.startsWith('actions/setup-dotnet@'));
    expect(dotnet).toBeGreaterThanOrEqual(0);
    expect(dotnet).toBeLessThan(docs!.steps.findIndex((step) => step.run === 'npm run check:docs'));
  });

  it('pins every action to a full commit SHA with its version in a comment', async () => {
    const text = await readFile('.github/workflows/publish.yml', 'utf8');
    const uses = [...text.matchAll(/uses:\s*(\S+)(.*)$/gm)];
    expect(uses.length).toBeGreaterThan(0);
    for (const [, action, rest] of uses) {
      expect(action, action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
      expect(rest, action).toMatch(/# v\d+\.\d+\.\d+/);
    }
  });
});
