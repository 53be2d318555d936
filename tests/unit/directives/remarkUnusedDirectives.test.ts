import admonitions from '@docusaurus/mdx-loader/lib/remark/admonitions/index.js';
import remarkDirective from 'remark-directive';
import { remark } from 'remark';
import { describe, expect, it } from 'vitest';
import remarkUnusedDirectives from '@site/plugins/directives/remarkUnusedDirectives';

/** The page through directives, Docusaurus's admonitions and the plugin, in the order the build runs them. */
async function compile(markdown: string): Promise<void> {
  const processor = remark().use(remarkDirective).use(admonitions).use(remarkUnusedDirectives);
  const file = { value: markdown, path: 'docs/Example Page.md' };
  await processor.run(processor.parse(file), file);
}

describe('directives nothing handles', () => {
  it('pass admonitions and a bare colon word such as a time or a ratio', async () => {
    await expect(
      compile(':::tip[Before you start]\n\nCheck the tag.\n\n:::\n\nRuns at 10:30, ratio 1:many.\n'),
    ).resolves.toBeUndefined();
  });

  it('stop the build at a mistyped admonition, naming the page, the line and the admonitions there are', async () => {
    await expect(compile('# Title\n\n:::warnin\n\nCareful.\n\n:::\n')).rejects.toThrow(
      /docs\/Example Page\.md:3: :::warnin is not an admonition \(secondary, info, success, danger, note, tip, warning, important, caution\)/,
    );
  });

  it('stop the build at a leaf or labelled text directive, with how to write the colons themselves', async () => {
    await expect(
      compile('Intro.\n\n::youtube[Video]{#abc}\n\nSee :abbr[PI]{title="Plant Information"}.\n'),
    ).rejects.toThrow(
      /:3: ::youtube is a directive nothing on this site handles[^\n]*write \\:\\:youtube[\s\S]*:5: :abbr is a directive/,
    );
  });

  it.each(['::youtube[Video]', '::youtube', ':abbr[PI]'])(
    'suggest for %s an escape the build then passes',
    async (directive) => {
      const page = `Intro.\n\n${directive}\n`;
      const message = await compile(page).then(
        () => '',
        (error: Error) => error.message,
      );
      const escaped = /write (\S+) for the colons/.exec(message)?.[1] ?? '';
      expect(escaped).not.toBe('');
      await expect(compile(page.replace(escaped.replaceAll('\\', ''), escaped))).resolves.toBeUndefined();
    },
  );
});
