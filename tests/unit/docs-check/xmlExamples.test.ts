/**
 * The C# examples of an XML documentation file become samples for the sample check: at the XML line they start on,
 * decoded, with their attributes as the meta string, and named by the member they document.
 */
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import { xmlExamples } from '../../../scripts/docs-check/xmlExamples';

const doc = (members: string) =>
  `<?xml version="1.0"?>\n<doc>\n<assembly><name>A</name></assembly>\n<members>\n${members}</members>\n</doc>\n`;

describe('reading the examples of an XML documentation file', () => {
  it('gives each C# code block the line its code starts on, the decoded code and the member it documents', () => {
    const xml = doc(
      [
        '<member name="M:Ns.T.Low(System.Double)">',
        '  <summary>Low.</summary>',
        '  <example>',
        '    <code fragment="method-body">',
        '    if (a &lt; b &amp;&amp; c) { }',
        '    </code>',
        '  </example>',
        '</member>',
        '<member name="M:Ns.T.High">',
        '  <remarks><para>Also in remarks:</para><code>class A { }</code></remarks>',
        '</member>',
        '',
      ].join('\n'),
    );
    expect(xmlExamples('api/A.xml', xml)).toEqual({
      outputs: new Map(),
      seeds: new Map(),
      problems: [],
      samples: [
        {
          page: 'api/A.xml',
          firstLine: 9,
          code: '    if (a < b && c) { }',
          mode: { kind: 'fragment', context: 'method-body' },
          subject: 'M:Ns.T.Low(System.Double)',
        },
        { page: 'api/A.xml', firstLine: 14, code: 'class A { }', mode: { kind: 'file' }, subject: 'M:Ns.T.High' },
      ],
    });
  });

  it('skips a block marked nocompile with its reason, and blocks in another language', () => {
    const xml = doc(
      '<member name="T:Ns.T">\n<example><code nocompile="needs a PI Server">Connect();</code><code language="json">{}</code></example>\n</member>\n',
    );
    expect(xmlExamples('A.xml', xml).samples.map((sample) => sample.mode)).toEqual([
      { kind: 'nocompile', reason: 'needs a PI Server' },
    ]);
  });

  it('reports an attribute it cannot read at the code tag, naming the member', () => {
    const xml = doc('<member name="T:Ns.T">\n<example>\n<code fragment="class">int x;</code>\n</example>\n</member>\n');
    expect(xmlExamples('A.xml', xml)).toEqual({
      outputs: new Map(),
      seeds: new Map(),
      samples: [],
      problems: [
        {
          file: 'A.xml',
          line: 7,
          message: 'example of T:Ns.T: fragment needs a context: fragment=class-body or fragment=method-body',
        },
      ],
    });
  });

  it('reads an example that runs, the YAML data it runs on and its output, each at its XML line', () => {
    const xml = doc(
      [
        '<member name="M:Ns.T.ACECalculations">',
        '  <example>',
        '    <code fragment="class-body" run="carl">',
        '    public override void ACECalculations() { }',
        '    </code>',
        '    <code language="yaml" data="carl">',
        '    execution_time: 2026-11-01T00:00Z',
        '    points:',
        '      systemInput: 7300',
        '    </code>',
        '    <code language="text" output="carl">',
        '    carl @ 2026-11-01 00:00 = 1,232',
        '    </code>',
        '  </example>',
        '</member>',
        '',
      ].join('\n'),
    );
    const examples = xmlExamples('A.xml', xml);
    expect(examples.samples.map((sample) => [sample.firstLine, sample.run])).toEqual([[8, 'carl']]);
    expect(examples.seeds.get('carl')).toEqual({
      line: 10,
      raw: { execution_time: '2026-11-01T00:00Z', points: { systemInput: 7300 } },
    });
    expect(examples.outputs.get('carl')).toEqual([{ fence: 15, text: 'carl @ 2026-11-01 00:00 = 1,232' }]);
  });

  it('reads YAML data as a page reads its front matter, with an unquoted date as a date', async () => {
    const data = [
      'execution_time: 2026-11-01',
      'points:',
      '  meter:',
      '    start: 2026-10-31 23:45:00',
      '    every: 15m',
    ];
    const xml = doc(
      [
        '<member name="T:Ns.T">',
        '  <example>',
        '    <code language="yaml" data="day">',
        ...data.map((line) => `    ${line}`),
        '    </code>',
        '  </example>',
        '</member>',
        '',
      ].join('\n'),
    );
    const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: 'docs/Page.md',
      fileContent: `---\n${data.join('\n')}\n---\n`,
    });
    const seed = xmlExamples('A.xml', xml).seeds.get('day');
    expect(seed?.raw).toEqual(frontMatter);
    expect(seed?.raw).toEqual({
      execution_time: new Date('2026-11-01T00:00:00Z'),
      points: { meter: { start: new Date('2026-10-31T23:45:00Z'), every: '15m' } },
    });
  });
});
