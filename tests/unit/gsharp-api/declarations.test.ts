/**
 * Declarations as member and type pages show them: full C# with modifiers, return types, parameters, defaults,
 * nullable annotations and constraints, every type linked (this reference, Microsoft Learn) or shown as code.
 */
import { describe, expect, it } from 'vitest';
import {
  memberDeclarationParts,
  plainText,
  shortSignature,
  typeDeclarationParts,
  typeDisplayName,
} from '@site/plugins/gsharp-api/declarations';
import { createTypeNamer } from '@site/plugins/gsharp-api/typeLinks';
import { base, fixture, flowMeter, memberOf, modelOf, xmlDoc } from './helpers';

const model = modelOf(flowMeter.xml, flowMeter.csharp);
const namer = createTypeNamer(model, base);
const meter = 'Tideline.Fixture.Flow.FlowMeter';
const declarationOf = (id: string): string => plainText(memberDeclarationParts(memberOf(model, id), namer));
const reference = '/gSharp/Development/Namespaces/Tideline.Fixture.Flow';

describe('member declarations', () => {
  it('shows modifiers, the return type and C# keywords for System types', () => {
    expect(declarationOf(`M:${meter}.Read(System.DateTime)`)).toBe('public double Read(DateTime time);');
  });

  it('shows a nullable return, a nullable parameter and a default value', () => {
    expect(declarationOf(`M:${meter}.Average(System.Double[],System.Nullable{System.Double})`)).toBe(
      'public double? Average(double[] rates, double? ceiling = null);',
    );
  });

  it('shows out and ref as declared, not guessed from the prose', () => {
    expect(declarationOf(`M:${meter}.TryRead(System.DateTime,System.Double@)`)).toBe(
      'public bool TryRead(DateTime time, out double rate);',
    );
    expect(declarationOf(`M:${meter}.Scale(System.Double@)`)).toBe('public void Scale(ref double value);');
  });

  it('shows a generic method with its constraint', () => {
    expect(declarationOf(`M:${meter}.Convert\`\`1(System.String)`)).toBe(
      'public TValue Convert<TValue>(string name)\n    where TValue : IConvertible;',
    );
  });

  it('shows constructors, operators and conversions as C# declares them', () => {
    expect(declarationOf(`M:${meter}.#ctor(System.String)`)).toBe('public FlowMeter(string tag);');
    expect(declarationOf(`M:${meter}.op_Addition(${meter},${meter})`)).toBe(
      'public static FlowMeter operator +(FlowMeter left, FlowMeter right);',
    );
    expect(declarationOf(`M:${meter}.op_Implicit(System.Double)~${meter}`)).toBe(
      'public static implicit operator FlowMeter(double rate);',
    );
  });

  it('shows properties and indexers with their accessors, constants with their value, events with their handler type', () => {
    expect(declarationOf(`P:${meter}.Tag`)).toBe('public string? Tag { get; set; }');
    expect(declarationOf(`P:${meter}.Item(System.Int32)`)).toBe('public double this[int index] { get; }');
    expect(declarationOf(`F:${meter}.MaxRate`)).toBe('public const double MaxRate = 250.0;');
    expect(declarationOf(`E:${meter}.Alarm`)).toBe('public event EventHandler? Alarm;');
  });

  it('links documented types to their pages and System types to Microsoft Learn', () => {
    const parts = memberDeclarationParts(memberOf(model, `M:${meter}.op_Addition(${meter},${meter})`), namer);
    expect(parts.filter((part) => part.url !== undefined).map((part) => [part.text, part.url])).toEqual([
      ['FlowMeter', `${reference}/FlowMeter`],
      ['FlowMeter', `${reference}/FlowMeter`],
      ['FlowMeter', `${reference}/FlowMeter`],
    ]);
    const read = memberDeclarationParts(memberOf(model, `M:${meter}.Read(System.DateTime)`), namer);
    expect(read.find((part) => part.text === 'DateTime')?.url).toBe(
      'https://learn.microsoft.com/dotnet/api/system.datetime',
    );
  });

  it('shows attributes that matter, such as nullability contracts, above the declaration', () => {
    const csharp = `namespace Ns { public class V {
      [return: System.Diagnostics.CodeAnalysis.NotNullIfNotNull(nameof(value))]
      public static string? Format(string? value) { throw null; } } }`;
    const xml = xmlDoc(
      '<member name="T:Ns.NamespaceDoc"><summary>N.</summary></member><member name="T:Ns.V"><summary>V.</summary></member><member name="M:Ns.V.Format(System.String)"><summary>F.</summary><param name="value">v</param></member>',
    );
    const small = modelOf(xml, csharp);
    expect(
      plainText(memberDeclarationParts(memberOf(small, 'M:Ns.V.Format(System.String)'), createTypeNamer(small, base))),
    ).toBe('[return: NotNullIfNotNull(nameof(value))]\npublic static string? Format(string? value);');
  });
});

describe('compact signatures for tables and titles', () => {
  it('lists parameter types with out and ref, without names', () => {
    expect(shortSignature(memberOf(model, `M:${meter}.TryRead(System.DateTime,System.Double@)`), namer)).toBe(
      'TryRead(DateTime, out double)',
    );
  });

  it('writes the indexer as this[…] and a generic method with its type parameters', () => {
    expect(shortSignature(memberOf(model, `P:${meter}.Item(System.Int32)`), namer)).toBe('this[int]');
    expect(shortSignature(memberOf(model, `M:${meter}.Convert\`\`1(System.String)`), namer)).toBe(
      'Convert<TValue>(string)',
    );
  });
});

describe('type declarations', () => {
  it('shows a generic type with its type parameters', () => {
    const window = model.typesByName.get('Tideline.Fixture.Flow.Window`1');
    expect(window === undefined ? undefined : typeDisplayName(window)).toBe('Window<TValue>');
    expect(window === undefined ? undefined : plainText(typeDeclarationParts(window, namer))).toBe(
      'public class Window<TValue>',
    );
  });

  it('shows a nested type with its enclosing type', () => {
    const channel = model.typesByName.get(`${meter}.Channel`);
    expect(channel === undefined ? undefined : typeDisplayName(channel)).toBe('FlowMeter.Channel');
  });

  it('shows the kind, base list and constraints of each declaration kind', () => {
    const reader = modelOfReaderFixture();
    const namerOfReader = createTypeNamer(reader, base);
    const declaration = (name: string): string => {
      const type = reader.typesByName.get(`Tideline.Fixture.Reader.${name}`);
      return type === undefined ? '' : plainText(typeDeclarationParts(type, namerOfReader));
    };
    expect(declaration('Valve')).toBe('[Flags]\npublic enum Valve : byte');
    expect(declaration('Converter`2')).toBe(
      'public delegate TResult Converter<in TInput, out TResult>(TInput input)\n    where TInput : struct;',
    );
    expect(declaration('ILogger`1')).toBe('public interface ILogger<T> : IDisposable\n    where T : class, new()');
    expect(declaration('Reading')).toBe('public readonly struct Reading : IEquatable<Reading>, IComparable<Reading>');
    expect(declaration('Station`1')).toBe(
      'public abstract class Station<TReading> : IComparable<TReading>\n    where TReading : struct, IComparable<TReading>',
    );
  });
});

/** The reader fixture with a documentation file generated for it: every declaration documented by a one-word summary. */
function modelOfReaderFixture(): ReturnType<typeof modelOf> {
  return modelOf(readerXml, fixture('declarations.cs'));
}

const readerXml = xmlDoc(
  [
    'T:Tideline.Fixture.Reader.NamespaceDoc',
    ...`T:Tideline.Fixture.Reader.Valve
F:Tideline.Fixture.Reader.Valve.Closed
F:Tideline.Fixture.Reader.Valve.Open
F:Tideline.Fixture.Reader.Valve.Travelling
T:Tideline.Fixture.Reader.Converter\`2
T:Tideline.Fixture.Reader.ILogger\`1
P:Tideline.Fixture.Reader.ILogger\`1.Item(System.Int32)
E:Tideline.Fixture.Reader.ILogger\`1.Changed
M:Tideline.Fixture.Reader.ILogger\`1.Log(System.String,System.Object[])
T:Tideline.Fixture.Reader.Reading
F:Tideline.Fixture.Reader.Reading.Limit
F:Tideline.Fixture.Reader.Reading.Epoch
M:Tideline.Fixture.Reader.Reading.CompareTo(Tideline.Fixture.Reader.Reading)
M:Tideline.Fixture.Reader.Reading.Equals(Tideline.Fixture.Reader.Reading)
M:Tideline.Fixture.Reader.Reading.op_Addition(Tideline.Fixture.Reader.Reading,Tideline.Fixture.Reader.Reading)
M:Tideline.Fixture.Reader.Reading.op_UnaryNegation(Tideline.Fixture.Reader.Reading)
M:Tideline.Fixture.Reader.Reading.op_Explicit(Tideline.Fixture.Reader.Reading)~System.Double
T:Tideline.Fixture.Reader.Station\`1
M:Tideline.Fixture.Reader.Station\`1.#ctor
P:Tideline.Fixture.Reader.Station\`1.Name
E:Tideline.Fixture.Reader.Station\`1.Reported
P:Tideline.Fixture.Reader.Station\`1.Item(System.DateTime,System.Int32)
M:Tideline.Fixture.Reader.Station\`1.CompareTo(\`0)
M:Tideline.Fixture.Reader.Station\`1.Convert\`\`1(\`0,System.Func{\`0,\`\`0})
M:Tideline.Fixture.Reader.Station\`1.Average(System.DateTime,System.Nullable{System.DateTime},System.Double,Tideline.Fixture.Reader.Valve)
M:Tideline.Fixture.Reader.Station\`1.TryRead(System.Int32@,System.Nullable{\`0}@,System.DateTime@)
M:Tideline.Fixture.Reader.Station\`1.Summarise(System.String[])
M:Tideline.Fixture.Reader.Station\`1.Grid
T:Tideline.Fixture.Reader.Station\`1.Channel
P:Tideline.Fixture.Reader.Station\`1.Channel.Last
T:Tideline.Fixture.Reader.StationExtensions
M:Tideline.Fixture.Reader.StationExtensions.Mean(Tideline.Fixture.Reader.Station{Tideline.Fixture.Reader.Reading},System.Collections.Generic.IEnumerable{System.Double})`.split(
      '\n',
    ),
  ]
    .map((id) => `<member name="${id}"><summary>Documented.</summary></member>`)
    .join('\n'),
);
