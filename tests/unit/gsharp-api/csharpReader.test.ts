/**
 * The C# declaration reader: reference source in, declarations with the compiler's documentation IDs out.
 */
import { describe, expect, it } from 'vitest';
import type { MemberDeclaration, TypeDeclaration } from '@site/plugins/gsharp-api/csharp/syntax';
import { declarationsOf, fixture } from './helpers';

const source = declarationsOf(fixture('declarations.cs'), 'fixtures/declarations.cs');
const ns = 'Tideline.Fixture.Reader';

function typeNamed(fullName: string): TypeDeclaration {
  const type = source.types.find((candidate) => candidate.fullName === `${ns}.${fullName}`);
  if (type === undefined)
    throw new Error(`no type ${fullName}; have ${source.types.map((candidate) => candidate.fullName).join(', ')}`);
  return type;
}

function memberWithId(id: string): MemberDeclaration {
  const member = source.types.flatMap((type) => type.members).find((candidate) => candidate.id === id);
  if (member === undefined)
    throw new Error(
      `no member ${id}; have ${source.types.flatMap((type) => type.members.map((candidate) => candidate.id)).join('\n')}`,
    );
  return member;
}

describe('reading C# reference source', () => {
  it('reads every public type with its kind, and nothing internal', () => {
    expect(source.types.map((type) => [type.id, type.kind])).toEqual([
      [`T:${ns}.Valve`, 'enum'],
      [`T:${ns}.Converter\`2`, 'delegate'],
      [`T:${ns}.ILogger\`1`, 'interface'],
      [`T:${ns}.Reading`, 'struct'],
      [`T:${ns}.Station\`1`, 'class'],
      [`T:${ns}.Station\`1.Channel`, 'class'],
      [`T:${ns}.StationExtensions`, 'class'],
    ]);
  });

  it('reads an enum with its underlying type, attributes and member values', () => {
    const valve = typeNamed('Valve');
    expect(valve.baseTypes).toEqual([{ kind: 'keyword', keyword: 'byte' }]);
    expect(valve.attributes).toEqual([
      {
        target: undefined,
        name: [
          { name: 'System', typeArguments: [] },
          { name: 'Flags', typeArguments: [] },
        ],
        arguments: undefined,
      },
    ]);
    expect(valve.members.map((member) => [member.id, member.kind, member.value])).toEqual([
      [`F:${ns}.Valve.Closed`, 'enumMember', '0'],
      [`F:${ns}.Valve.Open`, 'enumMember', '1'],
      [`F:${ns}.Valve.Travelling`, 'enumMember', '2'],
    ]);
  });

  it("reads a delegate's signature, variance and constraints", () => {
    const converter = typeNamed('Converter`2');
    expect(converter.typeParameters).toEqual([
      { name: 'TInput', variance: 'in', constraints: [{ kind: 'keyword', text: 'struct' }] },
      { name: 'TResult', variance: 'out', constraints: [] },
    ]);
    expect(converter.delegate).toEqual({
      returnType: { kind: 'typeParameter', name: 'TResult', declaredBy: 'type', index: 1 },
      parameters: [
        {
          name: 'input',
          type: { kind: 'typeParameter', name: 'TInput', declaredBy: 'type', index: 0 },
          modifiers: [],
          defaultValue: undefined,
          attributes: [],
        },
      ],
    });
  });

  it("reads an interface's members as public: indexer, event and a params method", () => {
    expect(typeNamed('ILogger`1').members.map((member) => member.id)).toEqual([
      `P:${ns}.ILogger\`1.Item(System.Int32)`,
      `E:${ns}.ILogger\`1.Changed`,
      `M:${ns}.ILogger\`1.Log(System.String,System.Object[])`,
    ]);
    expect(memberWithId(`M:${ns}.ILogger\`1.Log(System.String,System.Object[])`).parameters[1]).toMatchObject({
      name: 'arguments',
      modifiers: ['params'],
    });
  });

  it('reads generic constraints, including class, new() and interface constraints', () => {
    expect(typeNamed('ILogger`1').typeParameters[0]?.constraints).toEqual([
      { kind: 'keyword', text: 'class' },
      { kind: 'keyword', text: 'new()' },
    ]);
    expect(typeNamed('Station`1').typeParameters[0]?.constraints).toEqual([
      { kind: 'keyword', text: 'struct' },
      {
        kind: 'type',
        type: {
          kind: 'named',
          segments: [
            { name: 'System', typeArguments: [] },
            {
              name: 'IComparable',
              typeArguments: [{ kind: 'typeParameter', name: 'TReading', declaredBy: 'type', index: 0 }],
            },
          ],
        },
      },
    ]);
  });

  it('reads constants and static fields with their values', () => {
    expect(memberWithId(`F:${ns}.Reading.Limit`)).toMatchObject({
      kind: 'constant',
      value: '1.5',
      modifiers: ['public', 'const'],
    });
    expect(memberWithId(`F:${ns}.Reading.Epoch`)).toMatchObject({
      kind: 'field',
      modifiers: ['public', 'static', 'readonly'],
      value: undefined,
    });
  });

  it('names operators as the compiler does: binary, unary and conversion', () => {
    expect(memberWithId(`M:${ns}.Reading.op_Addition(${ns}.Reading,${ns}.Reading)`)).toMatchObject({
      kind: 'operator',
      operatorToken: '+',
    });
    expect(memberWithId(`M:${ns}.Reading.op_UnaryNegation(${ns}.Reading)`)).toMatchObject({
      kind: 'operator',
      operatorToken: '-',
    });
    expect(memberWithId(`M:${ns}.Reading.op_Explicit(${ns}.Reading)~System.Double`)).toMatchObject({
      kind: 'conversion',
      operatorToken: 'explicit',
    });
  });

  it("reads a property's accessors with their own modifiers", () => {
    expect(memberWithId(`P:${ns}.Station\`1.Name`)).toMatchObject({
      modifiers: ['public', 'abstract'],
      accessors: [
        { name: 'get', modifiers: [] },
        { name: 'set', modifiers: ['protected'] },
      ],
    });
  });

  it('writes an indexer with several parameters as Item(…)', () => {
    expect(memberWithId(`P:${ns}.Station\`1.Item(System.DateTime,System.Int32)`).kind).toBe('indexer');
  });

  it("writes a generic method's arity and its type parameters as ``n", () => {
    const convert = memberWithId(`M:${ns}.Station\`1.Convert\`\`1(\`0,System.Func{\`0,\`\`0})`);
    expect(convert.typeParameters).toEqual([
      { name: 'TResult', variance: undefined, constraints: [{ kind: 'keyword', text: 'notnull' }] },
    ]);
  });

  it('reads optional parameters with their default values, and value-type nullables as System.Nullable', () => {
    const average = memberWithId(
      `M:${ns}.Station\`1.Average(System.DateTime,System.Nullable{System.DateTime},System.Double,${ns}.Valve)`,
    );
    expect(average.type).toEqual({ kind: 'nullable', type: { kind: 'keyword', keyword: 'double' } });
    expect(average.parameters.map((parameter) => parameter.defaultValue)).toEqual([
      undefined,
      'null',
      '95.0',
      `${ns}.Valve.Open`,
    ]);
  });

  it('marks ref, out and in parameters with @ in the ID and keeps which one they are', () => {
    const tryRead = memberWithId(`M:${ns}.Station\`1.TryRead(System.Int32@,System.Nullable{\`0}@,System.DateTime@)`);
    expect(tryRead.parameters.map((parameter) => parameter.modifiers)).toEqual([['ref'], ['out'], ['in']]);
  });

  it('keeps nullable reference types as annotations, not part of the ID', () => {
    expect(memberWithId(`M:${ns}.Station\`1.Summarise(System.String[])`).parameters[0]).toMatchObject({
      modifiers: ['params'],
      type: { kind: 'array', rank: 1, elementType: { kind: 'nullable', type: { kind: 'keyword', keyword: 'string' } } },
    });
  });

  it('writes multi-dimensional arrays with their bounds', () => {
    expect(memberWithId(`M:${ns}.Station\`1.Grid`).type).toEqual({
      kind: 'array',
      rank: 2,
      elementType: { kind: 'keyword', keyword: 'double' },
    });
  });

  it('leaves out internal and private protected members', () => {
    const ids = typeNamed('Station`1').members.map((member) => member.id);
    expect(ids.some((id) => id.includes('Hidden'))).toBe(false);
  });

  it('reads a nested type inside a generic type with the enclosing type parameters in scope', () => {
    expect(memberWithId(`P:${ns}.Station\`1.Channel.Last`).type).toEqual({
      kind: 'typeParameter',
      name: 'TReading',
      declaredBy: 'type',
      index: 0,
    });
    expect(typeNamed('Station`1.Channel').enclosingType).toBe(`${ns}.Station\`1`);
  });

  it('reads extension methods with the this modifier on the first parameter', () => {
    const mean = memberWithId(
      `M:${ns}.StationExtensions.Mean(${ns}.Station{${ns}.Reading},System.Collections.Generic.IEnumerable{System.Double})`,
    );
    expect(mean.parameters[0]?.modifiers).toEqual(['this']);
    expect(typeNamed('StationExtensions').modifiers).toEqual(['public', 'static', 'partial']);
  });

  it('knows the line of every declaration, after its attributes', () => {
    expect(typeNamed('Valve').position).toEqual({ file: 'fixtures/declarations.cs', line: 6 });
    expect(memberWithId(`F:${ns}.Reading.Limit`).position.line).toBe(21);
  });
});
