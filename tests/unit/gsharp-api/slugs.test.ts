import { describe, expect, it } from 'vitest';
import { memberLocation, pageSlug, pageUrl, typeLocation } from '@site/plugins/gsharp-api/slugs';
import { base, flowMeter as flowMeterFixture, generate, memberOf, modelOf, xmlDoc } from './helpers';

const model = modelOf(flowMeterFixture.xml, flowMeterFixture.csharp);
const flowMeter = 'Tideline.Fixture.Flow.FlowMeter';
const urlOf = (id: string): string => pageUrl(base, memberLocation(memberOf(model, id)));

describe('page URLs and slugs', () => {
  it('puts a type page at <Namespace>/<Type>', () => {
    const type = model.typesByName.get(flowMeter);
    expect(type === undefined ? undefined : pageUrl(base, typeLocation(type))).toBe(
      '/gSharp/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter',
    );
  });

  it('puts a member without overloads at <Type>/<MemberName>', () => {
    expect(urlOf(`P:${flowMeter}.Tag`)).toBe('/gSharp/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter/Tag');
  });

  it('puts each overload at <Type>/<MemberName>/<its parameter types>, or no-parameters', () => {
    expect(urlOf(`M:${flowMeter}.Read`)).toBe(
      '/gSharp/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter/Read/no-parameters',
    );
    expect(urlOf(`M:${flowMeter}.Read(System.DateTime)`)).toBe(
      '/gSharp/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter/Read/DateTime',
    );
  });

  it('puts constructors under ctor, each by its parameter types', () => {
    expect(urlOf(`M:${flowMeter}.#ctor(System.String)`)).toBe(
      '/gSharp/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter/ctor/string',
    );
  });

  it('spells arrays, nullables, generics, by-ref parameters and type parameters as URL words', () => {
    const csharp = `namespace Ns {
      public class Pump {
        public void Run(double[] values, double[,] grid, System.DateTime? time) { }
        public void Run(out double result, System.Collections.Generic.IEnumerable<string> names) { result = 0; }
        public T Run<T>(string name) { throw null; }
      }
    }`;
    const xml = xmlDoc(`
      <member name="T:Ns.Pump"><summary>A pump.</summary></member>
      <member name="M:Ns.Pump.Run(System.Double[],System.Double[0:,0:],System.Nullable{System.DateTime})"><summary>Runs.</summary></member>
      <member name="M:Ns.Pump.Run(System.Double@,System.Collections.Generic.IEnumerable{System.String})"><summary>Runs.</summary></member>
      <member name="M:Ns.Pump.Run\`\`1(System.String)"><summary>Runs.</summary></member>`);
    const pump = modelOf(xml, csharp);
    const segments = [...pump.membersById.values()].map((member) => memberLocation(member).segments.at(-1));
    expect(segments.sort()).toEqual([
      'double-array-double-array2d-DateTime-nullable',
      'of-T-string',
      'out-double-IEnumerable-of-string',
    ]);
  });

  it("keeps an overload's address when another overload is added before it", () => {
    const csharp = (extra: string) =>
      `namespace Ns { public class Pump { ${extra} public void Start(int speed) { } public void Start(string mode) { } } }`;
    const xml = (extra: string) =>
      xmlDoc(`
      <member name="T:Ns.Pump"><summary>A pump.</summary></member>
      ${extra}
      <member name="M:Ns.Pump.Start(System.Int32)"><summary>Starts.</summary></member>
      <member name="M:Ns.Pump.Start(System.String)"><summary>Starts.</summary></member>`);
    const urlOfString = (model: ReturnType<typeof modelOf>) =>
      pageUrl(base, memberLocation(memberOf(model, 'M:Ns.Pump.Start(System.String)')));
    const before = urlOfString(modelOf(xml(''), csharp('')));
    const after = urlOfString(
      modelOf(
        xml('<member name="M:Ns.Pump.Start(System.Boolean)"><summary>Starts.</summary></member>'),
        csharp('public void Start(bool fast) { }'),
      ),
    );
    expect(after).toBe(before);
    expect(after).toBe('/gSharp/Development/Namespaces/Ns/Pump/Start/string');
  });

  it("writes a generic type's arity as -n, since a backtick does not belong in a URL", () => {
    expect(urlOf('M:Tideline.Fixture.Flow.Window`1.Add(`0)')).toBe(
      '/gSharp/Development/Namespaces/Tideline.Fixture.Flow/Window-1/Add',
    );
  });

  it('writes slugs relative to the docs route base', () => {
    expect(pageSlug(base, memberLocation(memberOf(model, `P:${flowMeter}.Tag`)))).toBe(
      '/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter/Tag',
    );
  });

  it("keeps every page's path and slug when the members are reordered in the XML file", () => {
    const members = flowMeterFixture.xml.match(/<member name="[^"]*">[\s\S]*?<\/member>/g) ?? [];
    const pages = (xml: string): string[] =>
      generate(xml, flowMeterFixture.csharp)
        .files.map((file) => `${file.path} ${/^slug: .*$/m.exec(file.content)?.[0] ?? ''}`)
        .sort();
    expect(members.length).toBeGreaterThan(10);
    expect(pages(xmlDoc([...members].reverse().join('\n')))).toEqual(pages(xmlDoc(members.join('\n'))));
  });

  it('refuses two members whose pages differ only in letter case', () => {
    const xml = xmlDoc(`
      <member name="T:Ns.Pump"><summary>A pump.</summary></member>
      <member name="M:Ns.Pump.Start"><summary>Starts.</summary></member>
      <member name="M:Ns.Pump.START"><summary>Starts, shouting.</summary></member>`);
    const csharp = 'namespace Ns { public class Pump { public void Start() { } public void START() { } } }';
    expect(() => generate(xml, csharp)).toThrow(/must differ in more than letter case/);
  });
});
