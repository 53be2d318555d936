import { childElements, textContent, type DocNode } from './docNodes';
import { apiDocWarning, ApiDocError, type ApiDocWarning } from './errors';
import { parseMemberId, typeArity, type MemberOfTypeId, type TypeId } from './memberId';
import type { RawMember, RawXmlDoc } from './readXmlDoc';
import { isConversionOperator, isKnownOperator } from './operators';

/** Sandcastle's convention: a class named NamespaceDoc carries the documentation of its namespace. */
export const namespaceDocTypeName = 'NamespaceDoc';

export type MemberCategory = 'constructor' | 'property' | 'method' | 'field' | 'event' | 'operator';

/** The order in which member kinds appear on a type page and in the sidebar. */
export const memberCategoryOrder: readonly MemberCategory[] = ['constructor', 'property', 'method', 'field', 'event', 'operator'];

export interface ApiNamespace {
  name: string;
  /** The NamespaceDoc class's documentation (summary, remarks), empty when the namespace has none. */
  docs: DocNode[];
  line: number | undefined;
  types: ApiType[];
}

export interface ApiType {
  id: TypeId;
  fullName: string;
  namespace: string;
  /** Name inside the namespace: `PIValues`, `Outer.Inner` for a nested type, `Cache`1` for a generic one. */
  name: string;
  typeParameters: string[];
  docs: DocNode[];
  line: number;
  groups: MemberGroup[];
}

/** Members of one type that share a name and kind: a single member, or the overloads of a method. */
export interface MemberGroup {
  declaringType: ApiType;
  category: MemberCategory;
  /** Member name without generic arity: `Avg`, `#ctor`, `op_Implicit`, `Item`. */
  name: string;
  /** Sorted by member ID, so overload numbers do not depend on where members sit in the XML file. */
  members: ApiMember[];
}

export interface ApiMember {
  id: MemberOfTypeId;
  category: MemberCategory;
  group: MemberGroup;
  docs: DocNode[];
  line: number;
  /** From the `<param name>` elements, in order: the member ID itself records only parameter types. */
  parameterNames: string[];
  typeParameters: string[];
}

export interface ApiModel {
  file: string;
  assembly: string;
  namespaces: ApiNamespace[];
  typesByName: Map<string, ApiType>;
  membersById: Map<string, ApiMember>;
  /** Number of `<member>` entries read, namespace documentation included. */
  memberCount: number;
  warnings: ApiDocWarning[];
}

interface ParsedEntry<Id> {
  raw: RawMember;
  id: Id;
}

function compareNames(left: string, right: string): number {
  const byFolded = left.toLowerCase() < right.toLowerCase() ? -1 : left.toLowerCase() > right.toLowerCase() ? 1 : 0;
  return byFolded !== 0 ? byFolded : left < right ? -1 : left > right ? 1 : 0;
}

function categoryOf(id: MemberOfTypeId): MemberCategory {
  if (id.kind === 'method' && (id.name === '#ctor' || id.name === '#cctor')) return 'constructor';
  if (id.kind === 'method' && isKnownOperator(id.name)) return 'operator';
  return id.kind;
}

/** Names of `<param>`/`<typeparam>` elements in document order. */
function declaredNames(docs: readonly DocNode[], element: 'param' | 'typeparam'): string[] {
  return childElements(docs, element).map((node) => node.attributes.name ?? textContent(node.children).trim());
}

/** Fallback names when a type parameter is undocumented: T for one, T1…Tn for several. */
function defaultTypeParameterName(index: number, count: number): string {
  return count === 1 ? 'T' : `T${index + 1}`;
}

class ModelBuilder {
  readonly warnings: ApiDocWarning[] = [];
  readonly typesByName = new Map<string, ApiType>();
  readonly membersById = new Map<string, ApiMember>();
  readonly namespaces = new Map<string, ApiNamespace>();
  readonly groups = new Map<string, MemberGroup>();

  constructor(readonly file: string) {}

  warn(line: number, memberId: string, reason: string): void {
    this.warnings.push(apiDocWarning({ file: this.file, line, memberId }, reason));
  }

  namespaceNamed(name: string): ApiNamespace {
    const existing = this.namespaces.get(name);
    if (existing !== undefined) return existing;
    const created: ApiNamespace = { name, docs: [], line: undefined, types: [] };
    this.namespaces.set(name, created);
    return created;
  }

  typeParametersOf(docs: readonly DocNode[], count: number, line: number, memberId: string): string[] {
    const names = declaredNames(docs, 'typeparam');
    if (names.length !== count) {
      this.warn(line, memberId, `declares ${count} type parameter(s) but documents ${names.length} with <typeparam>`);
    }
    return Array.from({ length: count }, (_, index) => names[index] ?? defaultTypeParameterName(index, count));
  }

  /** The enclosing documented type of a dotted name, if any: `A.B.Outer.Inner` -> the type `A.B.Outer`. */
  enclosingType(fullName: string): ApiType | undefined {
    const segments = fullName.split('.');
    for (let length = segments.length - 1; length > 0; length -= 1) {
      const candidate = this.typesByName.get(segments.slice(0, length).join('.'));
      if (candidate !== undefined) return candidate;
    }
    return undefined;
  }

  addType(id: TypeId, docs: DocNode[], line: number): ApiType {
    const enclosing = this.enclosingType(id.fullName);
    const lastDot = id.fullName.lastIndexOf('.');
    const namespace = enclosing?.namespace ?? (lastDot === -1 ? '' : id.fullName.slice(0, lastDot));
    if (namespace === '') throw new ApiDocError({ file: this.file, line, memberId: id.raw }, 'the type is in the global namespace; the reference is organised by namespace');
    const name = enclosing === undefined ? id.fullName.slice(lastDot + 1) : `${enclosing.name}.${id.fullName.slice(lastDot + 1)}`;
    const type: ApiType = {
      id,
      fullName: id.fullName,
      namespace,
      name,
      typeParameters: this.typeParametersOf(docs, typeArity(id.fullName), line, id.raw),
      docs,
      line,
      groups: [],
    };
    this.typesByName.set(id.fullName, type);
    this.namespaceNamed(namespace).types.push(type);
    return type;
  }

  addNamespaceDoc(namespaceName: string, raw: RawMember): void {
    const namespace = this.namespaceNamed(namespaceName);
    if (namespace.line !== undefined) throw new ApiDocError({ file: this.file, line: raw.line, memberId: raw.id }, `namespace ${namespaceName} is documented twice`);
    namespace.docs = raw.docs;
    namespace.line = raw.line;
  }

  /** A member whose type has no `T:` entry still gets a page; the type page says it is undocumented. */
  declaringTypeOf(id: MemberOfTypeId, line: number): ApiType {
    const known = this.typesByName.get(id.declaringType);
    if (known !== undefined) return known;
    this.warn(line, `T:${id.declaringType}`, `has no <member> entry of its own, but ${id.raw} is declared in it`);
    return this.addType({ kind: 'type', raw: `T:${id.declaringType}`, fullName: id.declaringType }, [], line);
  }

  groupFor(type: ApiType, category: MemberCategory, name: string): MemberGroup {
    const key = `${type.fullName}|${category}|${name}`;
    const existing = this.groups.get(key);
    if (existing !== undefined) return existing;
    const created: MemberGroup = { declaringType: type, category, name, members: [] };
    this.groups.set(key, created);
    type.groups.push(created);
    return created;
  }

  addMember(id: MemberOfTypeId, raw: RawMember): void {
    const type = this.declaringTypeOf(id, raw.line);
    if (simpleName(type) === namespaceDocTypeName) {
      throw new ApiDocError({ file: this.file, line: raw.line, memberId: id.raw }, `${namespaceDocTypeName} only carries its namespace's documentation; it has no members to document`);
    }
    const category = categoryOf(id);
    if (isConversionOperator(id.name) && id.returnType === undefined) {
      throw new ApiDocError({ file: this.file, line: raw.line, memberId: id.raw }, 'a conversion operator ID must end with ~ and the type it converts to');
    }
    const group = this.groupFor(type, category, id.name);
    const parameterNames = declaredNames(raw.docs, 'param');
    id.parameters.forEach((_, index) => {
      if (parameterNames[index] === undefined) this.warn(raw.line, id.raw, `parameter ${index + 1} has no <param> element`);
    });
    if (parameterNames.length > id.parameters.length) {
      this.warn(raw.line, id.raw, `documents ${parameterNames.length} <param> elements for ${id.parameters.length} parameter(s)`);
    }
    const member: ApiMember = {
      id,
      category,
      group,
      docs: raw.docs,
      line: raw.line,
      parameterNames: id.parameters.map((_, index) => parameterNames[index] ?? `arg${index + 1}`),
      typeParameters: this.typeParametersOf(raw.docs, id.typeParameterCount, raw.line, id.raw),
    };
    group.members.push(member);
    this.membersById.set(id.raw, member);
  }

  sortAll(): ApiNamespace[] {
    for (const type of this.typesByName.values()) {
      for (const group of type.groups) group.members.sort((left, right) => compareNames(left.id.raw, right.id.raw));
      type.groups.sort(
        (left, right) =>
          memberCategoryOrder.indexOf(left.category) - memberCategoryOrder.indexOf(right.category) || compareNames(left.name, right.name),
      );
    }
    const namespaces = [...this.namespaces.values()].sort((left, right) => compareNames(left.name, right.name));
    for (const namespace of namespaces) namespace.types.sort((left, right) => compareNames(left.name, right.name));
    return namespaces;
  }
}

function simpleName(type: ApiType): string {
  return type.name.split('.').pop() ?? type.name;
}

function parseEntry(raw: RawMember, file: string): ReturnType<typeof parseMemberId> {
  try {
    return parseMemberId(raw.id);
  } catch (error) {
    throw new ApiDocError({ file, line: raw.line, memberId: raw.id }, `malformed member ID: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Organises the documented members into namespaces, types and overload groups. */
export function buildModel(doc: RawXmlDoc): ApiModel {
  const builder = new ModelBuilder(doc.file);
  const types: ParsedEntry<TypeId>[] = [];
  const members: ParsedEntry<MemberOfTypeId>[] = [];
  for (const raw of doc.members) {
    const id = parseEntry(raw, doc.file);
    if (id.kind === 'namespace') builder.addNamespaceDoc(id.fullName, raw);
    else if (id.kind === 'type') types.push({ raw, id });
    else members.push({ raw, id });
  }
  // Enclosing types first, so a nested type finds the type it belongs to.
  types.sort((left, right) => left.id.fullName.split('.').length - right.id.fullName.split('.').length);
  for (const { raw, id } of types) {
    if (id.fullName.endsWith(`.${namespaceDocTypeName}`)) builder.addNamespaceDoc(id.fullName.slice(0, -namespaceDocTypeName.length - 1), raw);
    else builder.addType(id, raw.docs, raw.line);
  }
  for (const { raw, id } of members) builder.addMember(id, raw);
  return {
    file: doc.file,
    assembly: doc.assembly,
    namespaces: builder.sortAll(),
    typesByName: builder.typesByName,
    membersById: builder.membersById,
    memberCount: doc.members.length,
    warnings: builder.warnings,
  };
}
