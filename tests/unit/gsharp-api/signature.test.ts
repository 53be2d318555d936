import { describe, expect, it } from 'vitest';
import { renderShortSignature, renderSignature, renderTypeSyntax, typeDisplayName } from '@site/plugins/gsharp-api/signature';
import { fixture, memberOf, modelOf } from './helpers';

const model = modelOf(fixture('flow-meter.xml'));
const signatureOf = (id: string): string => renderSignature(model, memberOf(model, id));
const flowMeter = 'Tideline.Fixture.Flow.FlowMeter';

describe('C# signatures on member pages', () => {
  it('names parameters from the <param> elements and System types with C# keywords', () => {
    expect(signatureOf(`M:${flowMeter}.#ctor(System.String)`)).toBe('FlowMeter(string tag)');
  });

  it('keeps the type name of System types that have no keyword', () => {
    expect(signatureOf(`M:${flowMeter}.Read(System.DateTime)`)).toBe('Read(DateTime time)');
  });

  it('shows a parameterless method with empty parentheses', () => {
    expect(signatureOf(`M:${flowMeter}.Read`)).toBe('Read()');
  });

  it('writes Nullable<double> as double? and arrays with brackets', () => {
    expect(signatureOf(`M:${flowMeter}.Average(System.Double[],System.Nullable{System.Double})`)).toBe('Average(double[] rates, double? ceiling)');
  });

  it('writes a by-reference parameter documented "When this method returns…" as out', () => {
    expect(signatureOf(`M:${flowMeter}.TryRead(System.DateTime,System.Double@)`)).toBe('TryRead(DateTime time, out double rate)');
  });

  it('writes any other by-reference parameter as ref', () => {
    expect(signatureOf(`M:${flowMeter}.Scale(System.Double@)`)).toBe('Scale(ref double value)');
  });

  it('names a generic method\'s type parameters from its <typeparam> elements', () => {
    expect(signatureOf(`M:${flowMeter}.Convert\`\`1(System.String)`)).toBe('Convert<TValue>(string name)');
  });

  it('names a constructor after its type', () => {
    expect(signatureOf(`M:${flowMeter}.#ctor`)).toBe('FlowMeter()');
  });

  it('writes binary operators with their C# token', () => {
    expect(signatureOf(`M:${flowMeter}.op_Addition(${flowMeter},${flowMeter})`)).toBe('operator +(FlowMeter left, FlowMeter right)');
  });

  it('writes conversion operators with their target type', () => {
    expect(signatureOf(`M:${flowMeter}.op_Implicit(System.Double)~${flowMeter}`)).toBe('implicit operator FlowMeter(double rate)');
  });

  it('writes the Item indexer as this[…]', () => {
    expect(signatureOf(`P:${flowMeter}.Item(System.Int32)`)).toBe('this[int index]');
  });

  it('writes a generic type\'s type parameter by its documented name', () => {
    expect(signatureOf('M:Tideline.Fixture.Flow.Window`1.Add(`0)')).toBe('Add(TValue value)');
  });

  it('shows the compact form without parameter names for tables and titles', () => {
    expect(renderShortSignature(model, memberOf(model, `M:${flowMeter}.TryRead(System.DateTime,System.Double@)`))).toBe('TryRead(DateTime, out double)');
  });
});

describe('type names', () => {
  it('shows a nested type with its enclosing type', () => {
    const channel = model.typesByName.get(`${flowMeter}.Channel`);
    expect(channel === undefined ? undefined : typeDisplayName(channel)).toBe('FlowMeter.Channel');
  });

  it('shows a generic type with its type parameters in the syntax block', () => {
    const window = model.typesByName.get('Tideline.Fixture.Flow.Window`1');
    expect(window === undefined ? undefined : renderTypeSyntax(window)).toBe('Tideline.Fixture.Flow.Window<TValue>');
  });

  it('uses the enclosing type\'s name for a nested type\'s parameters', () => {
    const nested = modelOf(`<?xml version="1.0"?><doc><assembly><name>A</name></assembly><members>
      <member name="T:Ns.Meter"><summary>m</summary></member>
      <member name="T:Ns.Meter.Channel"><summary>c</summary></member>
      <member name="M:Ns.Meter.Use(Ns.Meter.Channel)"><summary>u</summary><param name="channel">c</param></member>
    </members></doc>`);
    expect(renderSignature(nested, memberOf(nested, 'M:Ns.Meter.Use(Ns.Meter.Channel)'))).toBe('Use(Meter.Channel channel)');
  });
});
