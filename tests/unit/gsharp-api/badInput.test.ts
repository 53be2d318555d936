import { describe, expect, it } from 'vitest';
import { ApiDocError } from '@site/plugins/gsharp-api/errors';
import { fixture, flowMeter, generate, xmlDoc } from './helpers';

/** Declarations for the small XML files below: a flow meter that can read, and a pump that can start. */
const meterSource =
  'namespace Tideline.Fixture.Flow { public class FlowMeter { public double Read() { throw null; } } }';
const pumpSource = 'namespace Ns { public class Pump { public void Start() { } } }';

function errorOf(run: () => unknown): ApiDocError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiDocError) return error;
    throw error;
  }
  throw new Error('expected the generator to fail');
}

describe('bad input stops the build with the file, the member and the reason', () => {
  it('reports malformed XML with the file and line', () => {
    const error = errorOf(() => generate(fixture('malformed.xml'), meterSource, { file: 'gsharp/api/GSharp.xml' }));
    expect(error.location).toMatchObject({ file: 'gsharp/api/GSharp.xml', line: 12 });
    expect(error.message).toMatch(
      /^gsharp\/api\/GSharp\.xml:12: malformed XML: Expected closing tag 'summary' \(opened in line 11/,
    );
  });

  it('reports an unknown cref with the member that holds it', () => {
    const error = errorOf(() => generate(fixture('unknown-cref.xml'), meterSource, { file: 'gsharp/api/GSharp.xml' }));
    expect(error.location).toEqual({
      file: 'gsharp/api/GSharp.xml',
      line: 10,
      memberId: 'M:Tideline.Fixture.Flow.FlowMeter.Read',
    });
    expect(error.reason).toMatch(/unknown cref "T:Tideline.Fixture.Flow.PressureLogger"/);
  });

  it('warns about a member without a summary and still writes its page', () => {
    const reference = generate(fixture('missing-summary.xml'), meterSource, { file: 'gsharp/api/GSharp.xml' });
    expect(reference.warnings.map((warning) => warning.message)).toEqual([
      'gsharp/api/GSharp.xml:13 M:Tideline.Fixture.Flow.FlowMeter.Read: has no <summary>',
    ]);
    expect(reference.files.map((file) => file.path)).toContain('Tideline.Fixture.Flow/FlowMeter/Methods/Read.md');
  });

  it('fails on a missing summary when the policy is error', () => {
    expect(() => generate(fixture('missing-summary.xml'), meterSource, { missingSummary: 'error' })).toThrow(
      /M:Tideline.Fixture.Flow.FlowMeter.Read: has no <summary>/,
    );
  });

  it('warns about a namespace without NamespaceDoc', () => {
    const reference = generate(
      xmlDoc(
        '<member name="T:Ns.Pump"><summary>A pump.</summary></member><member name="M:Ns.Pump.Start"><summary>Starts.</summary></member>',
      ),
      pumpSource,
    );
    expect(reference.warnings.map((warning) => warning.reason)).toEqual([
      'has no summary: document the namespace with a <summary> on a class named Ns.NamespaceDoc',
    ]);
  });

  it('rejects a document that is not a .NET XML documentation file', () => {
    expect(() => generate('<project><name>x</name></project>', pumpSource)).toThrow(/root element is not <doc>/);
  });

  it('rejects a member documented twice', () => {
    const twice = '<member name="T:Ns.Pump"><summary>A pump.</summary></member>';
    expect(() => generate(xmlDoc(`${twice}\n${twice}`), pumpSource)).toThrow(/T:Ns\.Pump: member is documented twice/);
  });

  it('rejects a malformed member ID', () => {
    expect(() =>
      generate(xmlDoc('<member name="M:Ns.Pump.Start(System.Int32"><summary>Starts.</summary></member>'), pumpSource),
    ).toThrow(/M:Ns\.Pump\.Start\(System\.Int32: malformed member ID: expected "\)"/);
  });

  it('rejects an entity XML does not define', () => {
    expect(() =>
      generate(xmlDoc('<member name="T:Ns.Pump"><summary>5&nbsp;kW</summary></member>'), pumpSource),
    ).toThrow(/unknown entity &nbsp;/);
  });

  it('rejects a cref inside an exception element that names nothing', () => {
    const xml = xmlDoc(
      '<member name="T:Ns.NamespaceDoc"><summary>N.</summary></member><member name="T:Ns.Pump"><summary>A pump.</summary></member><member name="M:Ns.Pump.Start"><summary>Starts.</summary><exception cref="T:Ns.PumpTrippedException">The pump tripped.</exception></member>',
    );
    expect(() => generate(xml, pumpSource)).toThrow(/M:Ns\.Pump\.Start: unknown cref "T:Ns\.PumpTrippedException"/);
  });
});

describe('the reference source and the XML file must declare and document the same members', () => {
  const documented = (members: string): string =>
    xmlDoc(`<member name="T:Ns.NamespaceDoc"><summary>N.</summary></member>${members}`);

  it('fails on a declaration without documentation, naming the C# file, line and ID', () => {
    const source =
      'namespace Ns\n{\n    public class Pump\n    {\n        public void Start() { }\n        public void Stop() { }\n    }\n}';
    const xml = documented(
      '<member name="T:Ns.Pump"><summary>A pump.</summary></member><member name="M:Ns.Pump.Start"><summary>Starts.</summary></member>',
    );
    const error = errorOf(() =>
      generate(xml, source, { file: 'gsharp/api/GSharp.xml', csharpFile: 'gsharp/api/ref/Ns.cs' }),
    );
    expect(error.location).toEqual({ file: 'gsharp/api/ref/Ns.cs', line: 6, memberId: 'M:Ns.Pump.Stop' });
    expect(error.message).toMatch(
      /^gsharp\/api\/ref\/Ns\.cs:6 M:Ns\.Pump\.Stop: is declared in the reference source but has no <member> in gsharp\/api\/GSharp\.xml/,
    );
  });

  it('fails on documentation without a declaration, naming the XML file, line and ID', () => {
    const xml = documented(
      '<member name="T:Ns.Pump"><summary>A pump.</summary></member>\n<member name="M:Ns.Pump.Start"><summary>Starts.</summary></member>\n<member name="M:Ns.Pump.Start(System.Int32)"><summary>Starts at a speed.</summary><param name="rpm">r</param></member>',
    );
    const error = errorOf(() =>
      generate(xml, pumpSource, { file: 'gsharp/api/GSharp.xml', csharpFile: 'gsharp/api/ref/Ns.cs' }),
    );
    expect(error.location).toEqual({
      file: 'gsharp/api/GSharp.xml',
      line: 7,
      memberId: 'M:Ns.Pump.Start(System.Int32)',
    });
    expect(error.reason).toMatch(/is documented but not declared in the reference source \(gsharp\/api\/ref\/Ns\.cs\)/);
  });

  it('reports every disagreement at once, one per line', () => {
    const source = 'namespace Ns { public class Pump { public void Stop() { } } }';
    const xml = documented(
      '<member name="T:Ns.Pump"><summary>A pump.</summary></member><member name="M:Ns.Pump.Start"><summary>Starts.</summary></member>',
    );
    const error = errorOf(() => generate(xml, source));
    expect(error.message.split('\n')).toEqual([
      expect.stringMatching(/^test\.cs:1 M:Ns\.Pump\.Stop: is declared/),
      expect.stringMatching(/^test\.xml:\d+ M:Ns\.Pump\.Start: is documented but not declared/),
    ]);
  });

  it('fails on a type the declarations name but nobody declares, with the C# line', () => {
    const source =
      'namespace Ns\n{\n    public class Pump\n    {\n        public void Start(Ns.Curve curve) { }\n    }\n}';
    const xml = documented(
      '<member name="T:Ns.Pump"><summary>A pump.</summary></member><member name="M:Ns.Pump.Start(Ns.Curve)"><summary>Starts.</summary><param name="curve">c</param></member>',
    );
    expect(() => generate(xml, source)).toThrow(
      /^test\.cs:5 M:Ns\.Pump\.Start\(Ns\.Curve\): names the type Ns\.Curve, which the reference does not declare/,
    );
  });

  it('fails on C# it cannot parse, with the file and line', () => {
    expect(() =>
      generate(flowMeter.xml, 'namespace Ns\n{\n    public class Pump {\n        public void Start( { }\n    }\n}'),
    ).toThrow(/^test\.cs:4: C# syntax error/);
  });

  it('fails on a type written without its namespace, saying how to write it', () => {
    expect(() =>
      generate(flowMeter.xml, 'namespace Ns { public class Pump { public void Start(DateTime at) { } } }'),
    ).toThrow(/test\.cs:1: the type "DateTime" is not fully qualified/);
  });
});
