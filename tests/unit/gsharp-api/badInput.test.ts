import { describe, expect, it } from 'vitest';
import { ApiDocError } from '@site/plugins/gsharp-api/errors';
import { fixture, generate, xmlDoc } from './helpers';

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
    const error = errorOf(() => generate(fixture('malformed.xml'), { file: 'gsharp/api/GSharp.xml' }));
    expect(error.location).toMatchObject({ file: 'gsharp/api/GSharp.xml', line: 12 });
    expect(error.message).toMatch(/^gsharp\/api\/GSharp\.xml:12: malformed XML: Expected closing tag 'summary' \(opened in line 11/);
  });

  it('reports an unknown cref with the member that holds it', () => {
    const error = errorOf(() => generate(fixture('unknown-cref.xml'), { file: 'gsharp/api/GSharp.xml' }));
    expect(error.location).toEqual({ file: 'gsharp/api/GSharp.xml', line: 10, memberId: 'M:Tideline.Fixture.Flow.FlowMeter.Read' });
    expect(error.reason).toMatch(/unknown cref "T:Tideline.Fixture.Flow.PressureLogger"/);
  });

  it('warns about a member without a summary and still writes its page', () => {
    const reference = generate(fixture('missing-summary.xml'), { file: 'gsharp/api/GSharp.xml' });
    expect(reference.warnings.map((warning) => warning.message)).toEqual(['gsharp/api/GSharp.xml:13 M:Tideline.Fixture.Flow.FlowMeter.Read: has no <summary>']);
    expect(reference.files.map((file) => file.path)).toContain('Tideline.Fixture.Flow/FlowMeter/Read.md');
  });

  it('fails on a missing summary when the policy is error', () => {
    expect(() => generate(fixture('missing-summary.xml'), { missingSummary: 'error' })).toThrow(/M:Tideline.Fixture.Flow.FlowMeter.Read: has no <summary>/);
  });

  it('warns about a namespace without NamespaceDoc', () => {
    const reference = generate(xmlDoc('<member name="T:Ns.Pump"><summary>A pump.</summary></member>'));
    expect(reference.warnings.map((warning) => warning.reason)).toEqual(['has no summary: document the namespace with a <summary> on a class named Ns.NamespaceDoc']);
  });

  it('rejects a document that is not a .NET XML documentation file', () => {
    expect(() => generate('<project><name>x</name></project>')).toThrow(/root element is not <doc>/);
  });

  it('rejects a member documented twice', () => {
    const twice = '<member name="T:Ns.Pump"><summary>A pump.</summary></member>';
    expect(() => generate(xmlDoc(`${twice}\n${twice}`))).toThrow(/T:Ns\.Pump: member is documented twice/);
  });

  it('rejects a malformed member ID', () => {
    expect(() => generate(xmlDoc('<member name="M:Ns.Pump.Start(System.Int32"><summary>Starts.</summary></member>'))).toThrow(/M:Ns\.Pump\.Start\(System\.Int32: malformed member ID: expected "\)"/);
  });

  it('rejects a conversion operator without its target type', () => {
    expect(() => generate(xmlDoc('<member name="M:Ns.V.op_Implicit(System.Double)"><summary>Converts.</summary><param name="x">x</param></member>'))).toThrow(/must end with ~/);
  });

  it('rejects an entity XML does not define', () => {
    expect(() => generate(xmlDoc('<member name="T:Ns.Pump"><summary>5&nbsp;kW</summary></member>'))).toThrow(/unknown entity &nbsp;/);
  });

  it('rejects a cref inside an exception element that names nothing', () => {
    const xml = xmlDoc('<member name="T:Ns.NamespaceDoc"><summary>N.</summary></member><member name="T:Ns.Pump"><summary>A pump.</summary></member><member name="M:Ns.Pump.Start"><summary>Starts.</summary><exception cref="T:Ns.PumpTrippedException">The pump tripped.</exception></member>');
    expect(() => generate(xml)).toThrow(/M:Ns\.Pump\.Start: unknown cref "T:Ns\.PumpTrippedException"/);
  });

  it('gives a member of an undocumented type a page and a warning, never dropping it', () => {
    const reference = generate(xmlDoc('<member name="T:Ns.NamespaceDoc"><summary>N.</summary></member><member name="M:Ns.Pump.Start"><summary>Starts.</summary></member>'));
    expect(reference.files.map((file) => file.path)).toContain('Ns/Pump/Start.md');
    expect(reference.warnings.map((warning) => warning.reason)).toContain('has no <member> entry of its own, but M:Ns.Pump.Start is declared in it');
  });
});
