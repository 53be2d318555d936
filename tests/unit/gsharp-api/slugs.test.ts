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

  it('puts each overload at <Type>/<MemberName>/<n>', () => {
    expect(urlOf(`M:${flowMeter}.Read`)).toBe('/gSharp/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter/Read/1');
    expect(urlOf(`M:${flowMeter}.Read(System.DateTime)`)).toBe(
      '/gSharp/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter/Read/2',
    );
  });

  it('puts constructors under ctor', () => {
    expect(urlOf(`M:${flowMeter}.#ctor(System.String)`)).toBe(
      '/gSharp/Development/Namespaces/Tideline.Fixture.Flow/FlowMeter/ctor/2',
    );
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
    expect(() => generate(xml, csharp)).toThrow(/differ only in letter case/);
  });
});
