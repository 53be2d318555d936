import { describe, expect, it } from 'vitest';
import { formatProblem, githubAnnotation } from '../../../scripts/docs-check/problem';

describe('a problem of the writer’s checks', () => {
  const problem = { file: 'docs/Tideline/Support/Logging In.md', line: 12, message: 'link to ./Nope.md: no such page' };

  it('prints as path:line: message for editors and terminals', () => {
    expect(formatProblem(problem)).toBe('docs/Tideline/Support/Logging In.md:12: link to ./Nope.md: no such page');
  });

  it('becomes a GitHub error annotation on its line, with the workflow-command characters escaped', () => {
    expect(githubAnnotation(problem)).toBe(
      '::error file=docs/Tideline/Support/Logging In.md,line=12::link to ./Nope.md: no such page',
    );
    expect(githubAnnotation({ file: 'a,b:c.md', line: 1, message: '100% sure\nsecond line' })).toBe(
      '::error file=a%2Cb%3Ac.md,line=1::100%25 sure%0Asecond line',
    );
  });
});
