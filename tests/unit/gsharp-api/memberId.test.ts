import { describe, expect, it } from 'vitest';
import { parseMemberId } from '@site/plugins/gsharp-api/memberId';

describe('member IDs as the compiler writes them', () => {
  it('reads a type ID as the full type name', () => {
    expect(parseMemberId('T:Tideline.GSharp.PI.PIValues')).toEqual({
      kind: 'type',
      raw: 'T:Tideline.GSharp.PI.PIValues',
      fullName: 'Tideline.GSharp.PI.PIValues',
    });
  });

  it('keeps the generic arity of a type on its name', () => {
    expect(parseMemberId('T:Ns.Cache`2')).toMatchObject({ kind: 'type', fullName: 'Ns.Cache`2' });
  });

  it('splits a method into declaring type, name and parameter types', () => {
    expect(parseMemberId('M:Tideline.GSharp.PI.PIACEPoint.Avg(System.DateTime,System.DateTime)')).toMatchObject({
      kind: 'method',
      declaringType: 'Tideline.GSharp.PI.PIACEPoint',
      name: 'Avg',
      hasParameterList: true,
      parameters: [
        { type: { kind: 'named', fullName: 'System.DateTime', typeArguments: [] }, byRef: false },
        { type: { kind: 'named', fullName: 'System.DateTime', typeArguments: [] }, byRef: false },
      ],
    });
  });

  it('reads a parameterless method, which the compiler writes without parentheses', () => {
    expect(parseMemberId('M:Ns.Module.ACECalculations')).toMatchObject({
      name: 'ACECalculations',
      hasParameterList: false,
      parameters: [],
    });
  });

  it('counts the type parameters of a generic method and strips them from its name', () => {
    const id = parseMemberId('M:Ns.Point.GetAttribute``1(System.String)');
    expect(id).toMatchObject({ name: 'GetAttribute', typeParameterCount: 1 });
  });

  it('reads method and type type-parameter references', () => {
    expect(parseMemberId('M:Ns.Window`1.Map``1(`0,``0)')).toMatchObject({
      declaringType: 'Ns.Window`1',
      parameters: [
        { type: { kind: 'typeParameter', declaredBy: 'type', index: 0 } },
        { type: { kind: 'typeParameter', declaredBy: 'method', index: 0 } },
      ],
    });
  });

  it('reads constructed generic types from braces', () => {
    expect(
      parseMemberId('M:Ns.T.Load(System.Collections.Generic.IEnumerable{OSIsoft.AF.Asset.AFValue})'),
    ).toMatchObject({
      parameters: [
        {
          type: {
            kind: 'named',
            fullName: 'System.Collections.Generic.IEnumerable`1',
            typeArguments: [{ kind: 'named', fullName: 'OSIsoft.AF.Asset.AFValue', typeArguments: [] }],
          },
        },
      ],
    });
  });

  it('marks by-reference parameters written with @', () => {
    const id = parseMemberId('M:Ns.F.HasChanged(OSIsoft.AF.PI.PIPoint,OSIsoft.AF.Asset.AFValue@)');
    expect(id.kind === 'method' && id.parameters.map((parameter) => parameter.byRef)).toEqual([false, true]);
  });

  it('reads single- and multi-dimensional arrays', () => {
    expect(parseMemberId('M:Ns.F.Curve(System.Double[],System.Double[0:,0:])')).toMatchObject({
      parameters: [{ type: { kind: 'array', rank: 1 } }, { type: { kind: 'array', rank: 2 } }],
    });
  });

  it('reads a nested type in a parameter list as one dotted name', () => {
    expect(parseMemberId('M:Ns.Meter.Use(Ns.Meter.Channel)')).toMatchObject({
      parameters: [{ type: { kind: 'named', fullName: 'Ns.Meter.Channel' } }],
    });
  });

  it('reads constructors as #ctor', () => {
    expect(parseMemberId('M:Tideline.GSharp.PI.PIValues.#ctor(System.Int32)')).toMatchObject({
      declaringType: 'Tideline.GSharp.PI.PIValues',
      name: '#ctor',
    });
  });

  it('reads the target type of a conversion operator after ~', () => {
    expect(parseMemberId('M:Ns.PIValues.op_Implicit(OSIsoft.AF.Asset.AFValues)~Ns.PIValues')).toMatchObject({
      name: 'op_Implicit',
      returnType: { kind: 'named', fullName: 'Ns.PIValues' },
    });
  });

  it('reads indexers as properties with parameters', () => {
    expect(parseMemberId('P:Ns.PIValues.Item(System.Int32)')).toMatchObject({
      kind: 'property',
      name: 'Item',
      hasParameterList: true,
    });
  });

  it('reads fields', () => {
    expect(parseMemberId('F:Ns.AnalyticsFunctions.EpochTime')).toMatchObject({
      kind: 'field',
      declaringType: 'Ns.AnalyticsFunctions',
      name: 'EpochTime',
    });
  });

  it('reads events', () => {
    expect(parseMemberId('E:Ns.PIACEPoint.ValueWritten')).toMatchObject({
      kind: 'event',
      declaringType: 'Ns.PIACEPoint',
      name: 'ValueWritten',
    });
  });

  it('reads namespaces', () => {
    expect(parseMemberId('N:Tideline.GSharp.PI')).toEqual({
      kind: 'namespace',
      raw: 'N:Tideline.GSharp.PI',
      fullName: 'Tideline.GSharp.PI',
    });
  });

  it('rejects an ID without a kind prefix', () => {
    expect(() => parseMemberId('Tideline.GSharp.PI.PIValues')).toThrow(/not a documentation member ID/);
  });

  it('rejects a reference the compiler could not resolve', () => {
    expect(() => parseMemberId('!:PIValue')).toThrow(/could not resolve/);
  });

  it('rejects unbalanced braces with the position of the problem', () => {
    expect(() => parseMemberId('M:Ns.T.Load(System.Collections.Generic.List{System.Int32)')).toThrow(
      /expected "}" at character/,
    );
  });

  it('rejects an empty parameter list, which the compiler never writes', () => {
    expect(() => parseMemberId('M:Ns.T.Run()')).toThrow(/empty parameter list/);
  });
});
