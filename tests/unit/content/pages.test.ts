/**
 * Every written page reads as finished documentation: enough substance, a structure the table of
 * contents can show, no placeholder wording, and code the build highlights (scripts/docs-check/pageRules.ts, which
 * `npm run check:docs` runs too). The generated API reference is tested by its generator.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writtenPages } from '../../../scripts/docs-check/docPages';
import { pageRuleProblems, proseBlocks, wordCount, type PageRule } from '../../../scripts/docs-check/pageRules';
import { parsePage } from '../../../scripts/docs-check/markdown';

const root = path.resolve(__dirname, '../../..');
const allPages = writtenPages(root);

it('finds every section', () => {
  expect(allPages.length).toBeGreaterThanOrEqual(63);
});

describe.each(allPages)('%s', (file) => {
  const source = readFileSync(path.join(root, file), 'utf8');
  const problems = pageRuleProblems(file, source);
  const messages = async (rule: PageRule) =>
    (await problems).filter((problem) => problem.rule === rule).map((problem) => problem.message);

  it('has a title, a sidebar label and a description', async () => {
    expect(await messages('front matter')).toEqual([]);
  });

  it('has at least 300 words of prose', async () => {
    expect(await messages('words')).toEqual([]);
  });

  it('has level-2 headings for the table of contents', async () => {
    expect(await messages('headings')).toEqual([]);
  });

  it('has no placeholder wording', async () => {
    expect(await messages('placeholder')).toEqual([]);
  });

  it('has code blocks only in languages the build highlights', async () => {
    expect(await messages('code language')).toEqual([]);
  });

  it('has alt text on every image and links whose text says where they go', async () => {
    expect([...(await messages('images')), ...(await messages('link text'))]).toEqual([]);
  });
});

describe('the page rules', () => {
  it('count prose and ignore code', () => {
    const blocks = proseBlocks(parsePage('---\ntitle: x\n---\n\nOne two three.\n\n```js\nconst four = 4;\n```\n'));
    expect(blocks.reduce((sum, block) => sum + wordCount(block.text), 0)).toBe(3);
  });

  it('name the line of placeholder wording', async () => {
    const page = '---\ntitle: T\nsidebar_label: T\ndescription: D\n---\n\n## Part\n\nThis section is TBD.\n';
    const problems = await pageRuleProblems('docs/x.md', page);
    expect(problems).toContainEqual(
      expect.objectContaining({ rule: 'placeholder', line: 9, message: 'placeholder wording "TBD"' }),
    );
  });

  it('report a page without a description or enough words', async () => {
    const problems = await pageRuleProblems(
      'docs/x.md',
      '---\ntitle: T\nsidebar_label: T\n---\n\n## Part\n\nToo short.\n',
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      'front matter needs a description',
      '3 words of prose; a page needs at least 300',
    ]);
  });

  it('report a front matter field Docusaurus would ignore, with the field meant', async () => {
    const page = '---\ntitle: T\nsidebar_label: T\ndescription: D\nsidebar_postion: 2\nhide_title: true\n---\n';
    const problems = (await pageRuleProblems('docs/x.md', page)).filter((problem) => problem.rule === 'front matter');
    expect(problems.map(({ line, message }) => `${line}: ${message}`)).toEqual([
      '5: front matter field sidebar_postion is not one Docusaurus reads, so it is ignored (did you mean sidebar_position?)',
    ]);
  });

  it('report a second h1, a skipped heading level, an image without alt text and a "click here" link', async () => {
    const page = [
      '---',
      'title: T',
      '---',
      '',
      '# Again the title',
      '',
      '## Part',
      '',
      '#### Too deep',
      '',
      '![](/img/flow.png) and <img src="/img/level.png" />',
      '',
      'For the details, [click here](/intro).',
      '',
    ].join('\n');
    const problems = (await pageRuleProblems('docs/x.md', page)).filter((problem) =>
      ['headings', 'images', 'link text'].includes(problem.rule),
    );
    expect(problems.map(({ line, message }) => `${line}: ${message}`)).toEqual([
      "5: a # heading: the title in the front matter is already the page's h1",
      '9: a level-4 heading after level 2, so the outline skips a level',
      '11: image /img/flow.png has no alt text',
      '11: <img> has no alt attribute',
      '13: a link reading "click here" says nothing of where it goes; name the page or what the reader gets there',
    ]);
  });

  it('report a vague link however it is written, and no <img> whose spread may carry its alt text', async () => {
    const page = [
      '---',
      'title: T',
      '---',
      '',
      'See [here][setup], <a href="/intro">read more</a> and <Link to="/intro">this</Link>.',
      '',
      'The [setup guide here](/setup) is fine. <img {...logo} />',
      '',
      '[setup]: /setup',
      '',
    ].join('\n');
    const problems = (await pageRuleProblems('docs/x.md', page)).filter((problem) =>
      ['images', 'link text'].includes(problem.rule),
    );
    expect(problems.map(({ line, message }) => `${line}: ${message.split(' says')[0]}`)).toEqual([
      '5: a link reading "here"',
      '5: a link reading "read more"',
      '5: a link reading "this"',
    ]);
  });

  it('name a code block in a language the highlighter does not know, but not diagrams, aliases or text', async () => {
    const page =
      '---\ntitle: T\n---\n\n```vb\nDim x\n```\n\n```cobol\nMOVE A TO B.\n```\n\n```mermaid\ngraph LR\n```\n\n```xml\n<a/>\n```\n\n```text\nplain\n```\n';
    const problems = (await pageRuleProblems('docs/x.md', page)).filter((problem) => problem.rule === 'code language');
    expect(problems).toEqual([
      expect.objectContaining({
        line: 9,
        message: expect.stringMatching(/^code block in "cobol", which the highlighter does not know/),
      }),
    ]);
  });
});
