import { childElements, type DocElement, type DocNode } from './docNodes';
import { ApiDocError } from './errors';
import type { RawMember, RawXmlDoc } from './readXmlDoc';

/**
 * `<inheritdoc cref="…"/>` copies another member's documentation. The compiler writes the tag as it stands, and
 * the XML file records no base types or interfaces, so the member to copy from must be named with `cref`.
 * Tags the member writes itself win; the rest (summary, params, returns, remarks, …) come from the target.
 */

function elementKey(element: DocElement): string {
  const qualifier = element.attributes.name ?? element.attributes.cref ?? '';
  return `${element.name}|${qualifier}`;
}

/** Elements that may occur once per member are replaced; repeatable ones (exception, seealso, example) are keyed by target. */
function mergeDocs(own: readonly DocNode[], inherited: readonly DocNode[], path: string | undefined): DocNode[] {
  const ownKeys = new Set(
    childElements(own, undefined)
      .filter((element) => element.name !== 'inheritdoc')
      .map(elementKey),
  );
  const selected = childElements(inherited).filter((element) => path === undefined || element.name === path);
  const copied = selected.filter((element) => !ownKeys.has(elementKey(element)));
  return [...own.filter((node) => !(node.type === 'element' && node.name === 'inheritdoc')), ...copied];
}

/** `path="/summary"` selects one tag; richer XPath needs a real XPath engine and is rejected rather than guessed. */
function inheritedTag(element: DocElement, fail: (reason: string) => never): string | undefined {
  const path = element.attributes.path;
  if (path === undefined) return undefined;
  const match = /^\/([A-Za-z]+)$/.exec(path);
  if (match === null)
    return fail(`<inheritdoc path="${path}"> is not supported: use path="/tagname" (for example path="/summary")`);
  return match[1];
}

export function resolveInheritDoc(doc: RawXmlDoc): RawXmlDoc {
  const byId = new Map(doc.members.map((member) => [member.id, member]));
  const resolved = new Map<string, DocNode[]>();
  const inProgress = new Set<string>();

  const resolveMember = (member: RawMember): DocNode[] => {
    const done = resolved.get(member.id);
    if (done !== undefined) return done;
    const fail = (reason: string): never => {
      throw new ApiDocError({ file: doc.file, line: member.line, memberId: member.id }, reason);
    };
    if (inProgress.has(member.id)) fail('<inheritdoc> forms a cycle: the member inherits, through others, from itself');
    inProgress.add(member.id);
    let docs: DocNode[] = member.docs;
    for (const inheritdoc of childElements(member.docs, 'inheritdoc')) {
      const cref = inheritdoc.attributes.cref;
      if (cref === undefined) {
        fail(
          '<inheritdoc/> has no cref: the XML documentation file records no base type or interface, so name the member to copy from, e.g. <inheritdoc cref="M:Namespace.Type.Member"/>',
        );
      }
      const target = byId.get(cref ?? '');
      if (target === undefined) fail(`<inheritdoc cref="${cref ?? ''}"> names no member documented in this file`);
      docs = mergeDocs(docs, target === undefined ? [] : resolveMember(target), inheritedTag(inheritdoc, fail));
    }
    inProgress.delete(member.id);
    resolved.set(member.id, docs);
    return docs;
  };

  return { ...doc, members: doc.members.map((member) => ({ ...member, docs: resolveMember(member) })) };
}
