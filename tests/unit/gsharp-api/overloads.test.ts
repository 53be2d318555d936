import { describe, expect, it } from 'vitest';
import { memberOf, modelOf, xmlDoc } from './helpers';

const members = [
  '<member name="T:Ns.Point"><summary>A point.</summary></member>',
  '<member name="M:Ns.Point.Avg(System.String,System.String)"><summary>By expression.</summary><param name="a">a</param><param name="b">b</param></member>',
  '<member name="M:Ns.Point.Avg(System.DateTime,System.DateTime)"><summary>By time.</summary><param name="a">a</param><param name="b">b</param></member>',
  '<member name="M:Ns.Point.GetAttribute``1(System.String)"><summary>Typed.</summary><typeparam name="T">t</typeparam><param name="name">n</param></member>',
  '<member name="M:Ns.Point.GetAttribute(System.String)"><summary>Untyped.</summary><param name="name">n</param></member>',
  '<member name="M:Ns.Point.#ctor(System.String)"><summary>By tag.</summary><param name="tag">t</param></member>',
  '<member name="M:Ns.Point.#ctor"><summary>Unbound.</summary></member>',
  '<member name="P:Ns.Point.Value"><summary>The value.</summary></member>',
];

/** The declarations the members above document. */
const csharp = `namespace Ns
{
    public class Point
    {
        public Point() { }
        public Point(string tag) { }
        public object Value { get { throw null; } }
        public double Avg(string a, string b) { throw null; }
        public double Avg(System.DateTime a, System.DateTime b) { throw null; }
        public T GetAttribute<T>(string name) { throw null; }
        public object GetAttribute(string name) { throw null; }
    }
}`;

function groupsOf(xmlMembers: readonly string[]): string[][] {
  const type = modelOf(xmlDoc(xmlMembers.join('\n')), csharp).typesByName.get('Ns.Point');
  return (type?.groups ?? []).map((group) => [group.name, ...group.members.map((member) => member.id.raw)]);
}

describe('overload groups', () => {
  it('gathers the overloads of one name into one group', () => {
    const model = modelOf(xmlDoc(members.join('\n')), csharp);
    expect(memberOf(model, 'M:Ns.Point.Avg(System.DateTime,System.DateTime)').group.members).toHaveLength(2);
  });

  it('puts a generic method in the same group as the non-generic overloads of its name', () => {
    const model = modelOf(xmlDoc(members.join('\n')), csharp);
    expect(memberOf(model, 'M:Ns.Point.GetAttribute``1(System.String)').group.name).toBe('GetAttribute');
    expect(memberOf(model, 'M:Ns.Point.GetAttribute``1(System.String)').group.members).toHaveLength(2);
  });

  it('gathers constructors into one group', () => {
    const model = modelOf(xmlDoc(members.join('\n')), csharp);
    expect(memberOf(model, 'M:Ns.Point.#ctor').group).toMatchObject({ category: 'constructor', name: '#ctor' });
  });

  it('orders groups as constructors, properties, methods, then by name', () => {
    expect(groupsOf(members).map(([name]) => name)).toEqual(['#ctor', 'Value', 'Avg', 'GetAttribute']);
  });

  it('numbers overloads in the ordinal order of their IDs, whatever their order in the file', () => {
    expect(groupsOf(members)).toEqual(groupsOf([...members].reverse()));
    expect(groupsOf(members)[2]).toEqual([
      'Avg',
      'M:Ns.Point.Avg(System.DateTime,System.DateTime)',
      'M:Ns.Point.Avg(System.String,System.String)',
    ]);
  });
});
