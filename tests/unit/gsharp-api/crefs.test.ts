import { describe, expect, it } from 'vitest';
import { flowMeter, modelOf, resolverFor } from './helpers';

const model = modelOf(flowMeter.xml, flowMeter.csharp);
const resolve = resolverFor(model);
const reference = '/gSharp/Development/Namespaces/Tideline.Fixture.Flow';

describe('cref links', () => {
  it('links a documented type to its type page', () => {
    expect(resolve('T:Tideline.Fixture.Flow.FlowMeter')).toEqual({ label: 'FlowMeter', url: `${reference}/FlowMeter` });
  });

  it('links a generic type to its page with the type parameters in the label', () => {
    expect(resolve('T:Tideline.Fixture.Flow.Window`1')).toEqual({
      label: 'Window<TValue>',
      url: `${reference}/Window-1`,
    });
  });

  it('links a member that has no overloads to its own page', () => {
    expect(resolve('F:Tideline.Fixture.Flow.FlowMeter.MaxRate')).toEqual({
      label: 'FlowMeter.MaxRate',
      url: `${reference}/FlowMeter/MaxRate`,
    });
  });

  it('links one overload to its numbered page and names its parameter types', () => {
    expect(resolve('M:Tideline.Fixture.Flow.FlowMeter.Read(System.DateTime)')).toEqual({
      label: 'FlowMeter.Read(DateTime)',
      url: `${reference}/FlowMeter/Read/DateTime`,
    });
  });

  it('links an O: reference to the overload-group page', () => {
    expect(resolve('O:Tideline.Fixture.Flow.FlowMeter.Read')).toEqual({
      label: 'FlowMeter.Read',
      url: `${reference}/FlowMeter/Read`,
    });
  });

  it('links a documented namespace to its page', () => {
    expect(resolve('N:Tideline.Fixture.Flow')).toEqual({ label: 'Tideline.Fixture.Flow', url: reference });
  });

  it('links System types to Microsoft Learn by their lower-cased full name', () => {
    expect(resolve('T:System.DateTime')).toEqual({
      label: 'DateTime',
      url: 'https://learn.microsoft.com/dotnet/api/system.datetime',
    });
  });

  it("links generic System types with Learn's -n arity suffix", () => {
    expect(resolve('T:System.Collections.Generic.List`1').url).toBe(
      'https://learn.microsoft.com/dotnet/api/system.collections.generic.list-1',
    );
  });

  it('links System members to their Learn page', () => {
    expect(resolve('M:System.Math.Round(System.Double)').url).toBe(
      'https://learn.microsoft.com/dotnet/api/system.math.round',
    );
  });

  it('shows a historian SDK type as code without a link', () => {
    expect(resolve('T:OSIsoft.AF.PI.PIPoint')).toEqual({ label: 'PIPoint', url: undefined });
  });

  it('rejects a type no one documents', () => {
    expect(() => resolve('T:Tideline.Fixture.Flow.PressureLogger')).toThrow(
      /unknown cref "T:Tideline.Fixture.Flow.PressureLogger"/,
    );
  });

  it('rejects a member missing from a documented type, naming the type', () => {
    expect(() => resolve('M:Tideline.Fixture.Flow.FlowMeter.Read(System.String)')).toThrow(
      /FlowMeter is documented but has no member with this ID/,
    );
  });

  it('rejects a reference the compiler marked unresolved', () => {
    expect(() => resolve('!:FlowMeter.Reed')).toThrow(/could not resolve/);
  });
});
