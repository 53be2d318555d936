import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import { remark } from 'remark';
import type { DocNode } from '@site/plugins/gsharp-api/docNodes';
import { renderBlocks, renderTableCell, type MarkdownContext } from '@site/plugins/gsharp-api/markdown';
import { paragraph, serialize } from '@site/plugins/gsharp-api/mdx';
import { readXmlDoc } from '@site/plugins/gsharp-api/readXmlDoc';
import { flowMeter, modelOf, resolverFor } from './helpers';

const resolveCref = resolverFor(modelOf(flowMeter.xml, flowMeter.csharp));

function contentOf(xml: string): DocNode[] {
  const [member] = readXmlDoc(
    `<doc><assembly><name>A</name></assembly><members><member name="T:Ns.Probe">${xml}</member></members></doc>`,
    'probe.xml',
  ).members;
  return member?.docs ?? [];
}

function context(warnings: string[] = []): MarkdownContext {
  return {
    resolveCref,
    parameterNames: ['rate'],
    typeParameterNames: ['TValue'],
    warn: (reason) => {
      warnings.push(reason);
    },
    fail: (reason) => {
      throw new Error(reason);
    },
  };
}

/** The MDX a comment becomes on a page, without the final line break. */
const markdown = (xml: string): string =>
  serialize({ type: 'root', children: renderBlocks(contentOf(xml), context()) }).trimEnd();
const tableCell = (xml: string): string =>
  serialize({ type: 'root', children: [paragraph(renderTableCell(contentOf(xml), context()))] }).trimEnd();

/** The page's MDX read back the way Docusaurus reads it (MDX, GFM tables, directives for admonitions). */
function readBack(mdx: string): Root {
  return remark().use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(mdx);
}

async function compilesAsMdx(source: string): Promise<void> {
  await compile(source, { remarkPlugins: [remarkGfm, remarkDirective] });
}

describe('documentation comments as Markdown', () => {
  it('turns see cref into a link to the target page', () => {
    expect(markdown('Reads a <see cref="T:Tideline.Fixture.Flow.FlowMeter"/>.')).toBe(
      'Reads a [`FlowMeter`](/gSharp/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter).',
    );
  });

  it('uses the text inside see as the link text', () => {
    expect(markdown('See <see cref="F:Tideline.Fixture.Flow.FlowMeter.MaxRate">the rate limit</see>.')).toBe(
      'See [the rate limit](/gSharp/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter/MaxRate).',
    );
  });

  it('links System types to Microsoft Learn', () => {
    expect(markdown('A <see cref="T:System.DateTime"/> in UTC.')).toBe(
      'A [`DateTime`](https://learn.microsoft.com/dotnet/api/system.datetime) in UTC.',
    );
  });

  it('writes langword, paramref, typeparamref and c as inline code', () => {
    expect(
      markdown(
        '<see langword="null"/> when <paramref name="rate"/> is a <typeparamref name="TValue"/>, see <c>Avg()</c>.',
      ),
    ).toBe('`null` when `rate` is a `TValue`, see `Avg()`.');
  });

  it('warns about a paramref that names no parameter', () => {
    const warnings: string[] = [];
    renderBlocks(contentOf('<paramref name="flow"/>'), context(warnings));
    expect(warnings).toEqual(['<paramref name="flow"> names no parameter of this member']);
  });

  it("collapses the XML file's line breaks and indentation inside a paragraph", () => {
    expect(markdown('Reads the\n            current rate.')).toBe('Reads the current rate.');
  });

  it('makes each para its own paragraph', () => {
    expect(markdown('<para>First.</para><para>Second.</para>')).toBe('First.\n\nSecond.');
  });

  it('turns code into a fenced C# block without the XML indentation', () => {
    expect(markdown('<code>\n            var x = 1;\n            if (x &lt; 2) { x++; }\n            </code>')).toBe(
      '```csharp\nvar x = 1;\nif (x < 2) { x++; }\n```',
    );
  });

  it("carries a code element's fragment and nocompile attributes into the fence, where the site reads them", () => {
    expect(markdown('<code fragment="method-body">int x = 1;</code>')).toBe(
      '```csharp fragment=method-body\nint x = 1;\n```',
    );
    expect(markdown('<code nocompile="needs the &quot;AF&quot; client">Connect();</code>')).toBe(
      '```csharp nocompile="needs the \'AF\' client"\nConnect();\n```',
    );
  });

  it('keeps the language a code element names', () => {
    expect(markdown('<code language="json">{ "a": 1 }</code>')).toBe('```json\n{ "a": 1 }\n```');
  });

  it('turns a bullet list into Markdown bullets, with terms in bold', () => {
    expect(
      markdown(
        '<list type="bullet"><item><description>Skipped.</description></item><item><term>Empty</term><description>NaN.</description></item></list>',
      ),
    ).toBe('- Skipped.\n- **Empty**: NaN.');
  });

  it('turns a number list into a numbered list', () => {
    expect(
      markdown(
        '<list type="number"><item><description>Filter.</description></item><item><description>Average.</description></item></list>',
      ),
    ).toBe('1. Filter.\n2. Average.');
  });

  it('turns a table list into a Markdown table with the listheader as its header', () => {
    expect(
      markdown(
        '<list type="table"><listheader><term>EU</term><description>Factor</description></listheader><item><term>L/s</term><description>86400</description></item></list>',
      ),
    ).toBe('| EU | Factor |\n| - | - |\n| L/s | 86400 |');
  });

  it('escapes a pipe inside a table cell, even inside code', () => {
    expect(
      markdown('<list type="table"><item><term><c>a | b</c> or c | d</term><description>x</description></item></list>'),
    ).toContain('| `a \\| b` or c \\| d | x |');
  });

  it('escapes characters MDX would read as JSX, expressions or directives', () => {
    expect(markdown('Braces {x}, a &lt; b, key:value and *stars*.')).toBe(
      'Braces \\{x}, a \\< b, key\\:value and \\*stars\\*.',
    );
  });

  it('keeps a paragraph that starts like a list or heading a paragraph', () => {
    expect(markdown('1. is the first code')).toBe('1\\. is the first code');
    expect(markdown('# of pumps')).toBe('\\# of pumps');
  });

  it('produces Markdown that compiles as MDX, whatever the prose contains', async () => {
    const source = markdown(
      '<para>Use {braces}, &lt;tags&gt;, a:b, `ticks`, &amp;lt; and import x.</para><para>import the module</para><code>if (a &lt; b) { }</code>',
    );
    await expect(compilesAsMdx(source)).resolves.toBeUndefined();
  });

  it('turns a Sandcastle note into a Docusaurus admonition', () => {
    expect(markdown('<note type="caution">Recalculation overwrites values.</note>')).toBe(
      ':::warning\nRecalculation overwrites values.\n:::',
    );
  });

  it('stops the build for an unknown cref, with the reason', () => {
    expect(() => markdown('<see cref="T:Tideline.Fixture.Flow.Missing"/>')).toThrow(
      /unknown cref "T:Tideline.Fixture.Flow.Missing"/,
    );
  });

  it('shows a hostile comment literally: no JSX, expression, emphasis, code, directive, ESM or table break', () => {
    const prose = 'if a < b then {x}; `tick` *not bold* _nor this_ key:value <Tag/> &lt; a | b ~~no~~ [no](link)';
    const xmlProse = prose.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const paragraphs = readBack(
      markdown(`<para>${xmlProse}</para><para>import x from 'y'</para><para>1. # not a list</para>`),
    );
    expect(paragraphs.children.map((node) => node.type)).toEqual(['paragraph', 'paragraph', 'paragraph']);
    expect(paragraphs.children.map((node) => textOf(node))).toEqual([prose, "import x from 'y'", '1. # not a list']);
    // Nothing but text inside: a `<` or `{` read as JSX or an expression would show up as its own node.
    expect(paragraphs.children[0]).toMatchObject({ children: [{ type: 'text', value: prose }] });

    const cells = readBack(
      markdown(
        `<list type="table"><item><term>${xmlProse}</term><description><c>a | b \`c\`</c></description></item></list>`,
      ),
    );
    const [table] = cells.children;
    expect(table?.type).toBe('table');
    const row = table?.type === 'table' ? table.children[1] : undefined;
    expect(row?.children.map((cell) => textOf(cell))).toEqual([prose, 'a | b `c`']);
    expect(row?.children[1]?.children).toEqual([expect.objectContaining({ type: 'inlineCode', value: 'a | b `c`' })]);
    expect(tableCell('<c>x</c>')).toBe('`x`');
  });
});
