import { describe, expect, it } from 'vitest';
import { PageMarkdownError, pageToMarkdown, type ComponentRenderers } from '@site/plugins/page-markdown/toMarkdown';
import { componentRenderers } from '@site/plugins/page-markdown/components';
import { markdownPathOf } from '@site/contract/pageMarkdown';

const convert = (source: string, components: ComponentRenderers = componentRenderers) =>
  pageToMarkdown({ title: 'Server patching', source, file: 'internal/Server Patching.md' }, components);

describe('a page as Markdown', () => {
  it('drops the front matter and starts with the title', () => {
    const markdown = convert(
      '---\ntitle: Server patching\nsidebar_position: 3\n---\n\nEvery server is patched monthly.\n',
    );
    expect(markdown).toBe('# Server patching\n\nEvery server is patched monthly.\n');
  });

  it('keeps a title the page writes itself instead of adding a second one', () => {
    expect(convert('---\ntitle: Markdown page\n---\n\n# Markdown page\n\nText.\n')).toBe('# Markdown page\n\nText.\n');
  });

  it('keeps the writer’s Markdown as written: tables, code blocks and links', () => {
    const body =
      '| Tag | Unit |\n| --- | --- |\n| `PS04.FLOW` | L/s |\n\n```csharp title="Flow.cs"\nvar x = 1;\n```\n\nSee [RDII](/Tideline/Applications/RDII/Overview).';
    expect(convert(body)).toBe(`# Server patching\n\n${body}\n`);
  });

  it('drops imports and MDX comments', () => {
    const source = "import SectionCards from '@site/src/components/SectionCards';\n\n{/* reviewed 2026-10 */}\n\nText.";
    expect(convert(source)).toBe('# Server patching\n\nText.\n');
  });

  it('turns an admonition into a block quote with its kind and title', () => {
    const source = ':::warning[Keep it internal]\nDo not paste this.\n\nNot anywhere.\n:::';
    expect(convert(source)).toBe(
      '# Server patching\n\n> **Warning: Keep it internal**\n>\n> Do not paste this.\n>\n> Not anywhere.\n',
    );
  });

  it('leaves an admonition written inside a code block alone', () => {
    const source = '````md\n:::tip\nA tip.\n:::\n````';
    expect(convert(source)).toBe(`# Server patching\n\n${source}\n`);
  });

  it('renders the landing page cards as a list of links', () => {
    const markdown = convert('<SectionCards group="support" ariaLabel="Support" />');
    expect(markdown).toContain('- [Logging In](/Tideline/Support/Logging%20In): Sign in to this documentation site');
    expect(markdown).not.toContain('<SectionCards');
  });

  it('renders an API declaration as a C# code block of its text', () => {
    const markdown = convert(
      '<ApiDeclaration parts={[{"text": "public static "}, {"text": "bool", "url": "https://learn.microsoft.com/dotnet/api/system.boolean"}, {"text": " BadVal(AFValue? value);"}]} />',
    );
    expect(markdown).toBe('# Server patching\n\n```csharp\npublic static bool BadVal(AFValue? value);\n```\n');
  });

  it('writes a shared figure as the page shows it, from contract/contentFacts.ts', () => {
    const markdown = convert(
      'import Fact from \'@site/src/components/Fact\';\n\nEach execution may run <Fact id="gsharp.calculationLimit" />.\n',
    );
    expect(markdown).toBe('# Server patching\n\nEach execution may run 60 seconds.\n');
  });

  it('fails the build for a shared figure that names no fact', () => {
    expect(() => convert('It runs <Fact id="gsharp.nope" />.')).toThrow(/names no fact/);
  });

  it('fails the build for an API declaration whose parts are not a list', () => {
    expect(() => convert('<ApiDeclaration parts={{"text": "x"}} />')).toThrow(PageMarkdownError);
  });

  it('keeps HTML elements such as kbd, which are Markdown already', () => {
    expect(convert('Press <kbd>Ctrl</kbd> + <kbd>K</kbd>.')).toContain('Press <kbd>Ctrl</kbd> + <kbd>K</kbd>.');
  });

  it('fails the build, naming the file, for a component without a Markdown rendering', () => {
    expect(() => convert('<Tabs><TabItem value="a">A</TabItem></Tabs>')).toThrow(PageMarkdownError);
    expect(() => convert('<Tabs />')).toThrow(/internal\/Server Patching\.md uses <Tabs>/);
  });

  it('fails for a computed value it cannot show', () => {
    expect(() => convert('The year is {new Date().getFullYear()}.')).toThrow(/Write the value out/);
  });
});

describe('the address of a page’s Markdown copy', () => {
  it('is the route plus .md', () => {
    expect(markdownPathOf('/gSharp/Overview')).toBe('/gSharp/Overview.md');
    expect(markdownPathOf('/Tideline/Support/Logging%20In')).toBe('/Tideline/Support/Logging%20In.md');
  });

  it('drops a trailing slash, and the home page is /index.md', () => {
    expect(markdownPathOf('/gSharp/Development/Namespaces/')).toBe('/gSharp/Development/Namespaces.md');
    expect(markdownPathOf('/')).toBe('/index.md');
  });
});
