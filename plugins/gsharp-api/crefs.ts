import { renderType, simpleTypeNaming, stripArity } from './csharpTypes';
import { shortSignature, typeDisplayName, type TypeNamer } from './declarations';
import { parseMemberId, type MemberOfTypeId } from './memberId';
import type { ApiMember, ApiModel, MemberGroup } from './model';
import {
  groupLocation,
  isOverloaded,
  memberLocation,
  namespaceLocation,
  pageUrl,
  typeLocation,
  type RouteBase,
} from './slugs';
import { createTypeNamer, inNamespace, microsoftLearnUrl } from './typeLinks';

/** Where a `cref` points: a page of this reference, a Microsoft Learn page, or (no URL) a type shown as code. */
export interface CrefTarget {
  label: string;
  url: string | undefined;
}

export type CrefResolver = (cref: string) => CrefTarget;

export interface CrefOptions {
  /** Namespaces outside the documented assembly whose types are shown as code without a link, e.g. the historian SDK. */
  externalNamespaces: readonly string[];
}

/** How C# names a type from outside the reference: `DateTime`, `double`, `List<T>`, `PIPoint`. */
function outsideTypeLabel(fullName: string): string {
  return renderType({ kind: 'named', fullName, typeArguments: [] }, simpleTypeNaming);
}

/** How a link to one member reads in prose: `PIACEPoint.Value`, `PIACEPoint.Avg(DateTime, DateTime)`, `PIValues(int)`. */
function memberReferenceLabel(namer: TypeNamer, member: ApiMember): string {
  const typeName = stripArity(member.group.declaringType.name);
  const signature = shortSignature(member, namer);
  if (member.category === 'constructor' || member.category === 'operator') return signature;
  if (signature.startsWith('this[')) return `${typeName}${signature.slice('this'.length)}`;
  if (isOverloaded(member.group)) return `${typeName}.${signature}`;
  return `${typeName}.${signature.replace(/\(.*\)$/, '')}`;
}

/** How a link to an overload group reads in prose: `PIACEPoint.Avg`, `PIValues constructors`. */
function groupReferenceLabel(group: MemberGroup): string {
  const typeName = stripArity(group.declaringType.name);
  return group.category === 'constructor' ? `${typeName} constructors` : `${typeName}.${group.name.replace(/#/g, '.')}`;
}

/** A method named without its parameter list: the overload group, as Sandcastle's `O:` prefix names it. */
function findGroup(model: ApiModel, declaringType: string, name: string): MemberGroup | undefined {
  const type = model.typesByName.get(declaringType);
  const groupName = name.replace(/``\d+$/, '');
  return type?.groups.find(
    (group) =>
      group.name === groupName &&
      group.category !== 'property' &&
      group.category !== 'field' &&
      group.category !== 'event',
  );
}

function outsideReference(cref: string, fullName: string, label: string, options: CrefOptions): CrefTarget {
  if (inNamespace(fullName, 'System') || inNamespace(fullName, 'Microsoft'))
    return { label, url: microsoftLearnUrl(fullName) };
  if (options.externalNamespaces.some((namespace) => inNamespace(fullName, namespace)))
    return { label, url: undefined };
  throw new Error(
    `unknown cref "${cref}": no documented member has this ID, and it is not in System, Microsoft or an external namespace (${options.externalNamespaces.join(', ') || 'none configured'})`,
  );
}

function resolveMemberCref(
  model: ApiModel,
  base: RouteBase,
  cref: string,
  id: MemberOfTypeId,
  options: CrefOptions,
): CrefTarget {
  const member = model.membersById.get(cref);
  const namer = createTypeNamer(model, base);
  if (member !== undefined)
    return { label: memberReferenceLabel(namer, member), url: pageUrl(base, memberLocation(member)) };
  const group = id.kind === 'method' && !id.hasParameterList ? findGroup(model, id.declaringType, id.name) : undefined;
  if (group !== undefined) return { label: groupReferenceLabel(group), url: pageUrl(base, groupLocation(group)) };
  if (model.typesByName.has(id.declaringType)) {
    throw new Error(`unknown cref "${cref}": ${id.declaringType} is documented but has no member with this ID`);
  }
  const memberName = id.name === '#ctor' ? 'constructor' : id.name;
  const label = `${stripArity(id.declaringType.split('.').pop() ?? id.declaringType)}.${memberName}`;
  return outsideReference(cref, `${id.declaringType}.${id.name}`, label, options);
}

/** Resolves `cref` attributes as the compiler writes them (`T:`, `M:`, `P:`, `F:`, `E:`, `N:`, plus Sandcastle's `O:`). */
export function createCrefResolver(model: ApiModel, base: RouteBase, options: CrefOptions): CrefResolver {
  return (cref) => {
    if (cref.startsWith('O:')) {
      const body = cref.slice(2);
      const dot = body.lastIndexOf('.');
      const group = findGroup(model, body.slice(0, dot), body.slice(dot + 1));
      if (group === undefined) throw new Error(`unknown cref "${cref}": no documented overload group has this name`);
      return { label: groupReferenceLabel(group), url: pageUrl(base, groupLocation(group)) };
    }
    const id = parseMemberId(cref);
    if (id.kind === 'namespace') {
      const namespace = model.namespaces.find((candidate) => candidate.name === id.fullName);
      if (namespace !== undefined) return { label: namespace.name, url: pageUrl(base, namespaceLocation(namespace)) };
      return outsideReference(cref, id.fullName, id.fullName, options);
    }
    if (id.kind === 'type') {
      const type = model.typesByName.get(id.fullName);
      if (type !== undefined) return { label: typeDisplayName(type), url: pageUrl(base, typeLocation(type)) };
      return outsideReference(cref, id.fullName, outsideTypeLabel(id.fullName), options);
    }
    return resolveMemberCref(model, base, cref, id, options);
  };
}
