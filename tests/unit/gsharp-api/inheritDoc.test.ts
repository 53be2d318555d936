import { describe, expect, it } from 'vitest';
import { textContent, childElements } from '@site/plugins/gsharp-api/docNodes';
import { resolveInheritDoc } from '@site/plugins/gsharp-api/inheritDoc';
import { readXmlDoc } from '@site/plugins/gsharp-api/readXmlDoc';
import { xmlDoc } from './helpers';

function resolved(members: string, id: string): Record<string, string> {
  const member = resolveInheritDoc(readXmlDoc(xmlDoc(members), 'inherit.xml')).members.find(
    (candidate) => candidate.id === id,
  );
  return Object.fromEntries(
    childElements(member?.docs ?? []).map((element) => [
      `${element.name}${element.attributes.name === undefined ? '' : `:${element.attributes.name}`}`,
      textContent(element.children).trim(),
    ]),
  );
}

const module =
  '<member name="P:Ns.Module.ExecutionTime"><summary>The time being calculated, UTC.</summary><value>A UTC time.</value><remarks>Use it instead of UtcNow.</remarks></member>';

describe('inheritdoc', () => {
  it('copies the documentation of the member its cref names', () => {
    expect(
      resolved(
        `${module}<member name="P:Ns.Point.ExecutionTime"><inheritdoc cref="P:Ns.Module.ExecutionTime"/></member>`,
        'P:Ns.Point.ExecutionTime',
      ),
    ).toEqual({
      summary: 'The time being calculated, UTC.',
      value: 'A UTC time.',
      remarks: 'Use it instead of UtcNow.',
    });
  });

  it('keeps the tags the member writes itself', () => {
    expect(
      resolved(
        `${module}<member name="P:Ns.Point.ExecutionTime"><inheritdoc cref="P:Ns.Module.ExecutionTime"/><remarks>Same for every point.</remarks></member>`,
        'P:Ns.Point.ExecutionTime',
      ).remarks,
    ).toBe('Same for every point.');
  });

  it('copies only the tag a path selects', () => {
    expect(
      resolved(
        `${module}<member name="P:Ns.Point.ExecutionTime"><inheritdoc cref="P:Ns.Module.ExecutionTime" path="/summary"/></member>`,
        'P:Ns.Point.ExecutionTime',
      ),
    ).toEqual({
      summary: 'The time being calculated, UTC.',
    });
  });

  it('follows a chain of inheritdoc', () => {
    const chain = `${module}<member name="P:Ns.Point.ExecutionTime"><inheritdoc cref="P:Ns.Module.ExecutionTime"/></member><member name="P:Ns.Alarm.ExecutionTime"><inheritdoc cref="P:Ns.Point.ExecutionTime"/></member>`;
    expect(resolved(chain, 'P:Ns.Alarm.ExecutionTime').summary).toBe('The time being calculated, UTC.');
  });

  it('fails without a cref, because the XML file does not record base types', () => {
    expect(() =>
      resolved('<member name="P:Ns.Point.ExecutionTime"><inheritdoc/></member>', 'P:Ns.Point.ExecutionTime'),
    ).toThrow(/inherit\.xml:\d+ P:Ns\.Point\.ExecutionTime: <inheritdoc\/> has no cref/);
  });

  it('fails when the cref names a member the file does not document', () => {
    expect(() =>
      resolved(
        '<member name="P:Ns.Point.ExecutionTime"><inheritdoc cref="P:Ns.Module.Missing"/></member>',
        'P:Ns.Point.ExecutionTime',
      ),
    ).toThrow(/names no member documented in this file/);
  });

  it('fails on a cycle', () => {
    const cycle =
      '<member name="P:Ns.A.X"><inheritdoc cref="P:Ns.B.X"/></member><member name="P:Ns.B.X"><inheritdoc cref="P:Ns.A.X"/></member>';
    expect(() => resolved(cycle, 'P:Ns.A.X')).toThrow(/cycle/);
  });
});
