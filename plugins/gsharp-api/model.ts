import type { MemberDeclaration, ReferenceSource, TypeDeclaration } from './csharp/syntax';
import { childElements, textContent, type DocNode } from './docNodes';
import { ApiDocError, apiDocWarning, type ApiDocWarning, type SourceLocation } from './errors';
import { parseMemberId, type MemberOfTypeId, type TypeId } from './memberId';
import type { RawMember, RawXmlDoc } from './readXmlDoc';

/** Sandcastle's convention: a class named NamespaceDoc carries the documentation of its namespace. */
const namespaceDocTypeName = 'NamespaceDoc';

export type MemberCategory = 'constructor' | 'property' | 'method' | 'field' | 'event' | 'operator';

/** The order in which member kinds appear on a type page and in the sidebar. */
export const memberCategoryOrder: readonly MemberCategory[] = [
  'constructor',
  'property',
  'method',
  'field',
  'event',
  'operator',
];

export interface ApiNamespace {
  name: string;
  /** The NamespaceDoc class's documentation (summary, remarks), empty when the namespace has none. */
  docs: DocNode[];
  line: number | undefined;
  types: ApiType[];
}

/** A type: its declaration from the reference source joined to its documentation from the XML file. */
export interface ApiType {
  id: TypeId;
  declaration: TypeDeclaration;
  fullName: string;
  namespace: string;
  /** Name inside the namespace: `PIValues`, `Outer.Inner` for a nested type, `Cache`1` for a generic one. */
  name: string;
  typeParameters: string[];
  docs: DocNode[];
  /** Line of the `<member>` in the XML file. */
  line: number;
  groups: MemberGroup[];
}

/** Members of one type that share a name and kind: a single member, or the overloads of a method. */
export interface MemberGroup {
  declaringType: ApiType;
  category: MemberCategory;
  /** Member name as the ID writes it, without generic arity: `Avg`, `#ctor`, `op_Implicit`, `Item`. */
  name: string;
  /** Sorted by member ID, so overload numbers do not depend on where members sit in either file. */
  members: ApiMember[];
}

export interface ApiMember {
  id: MemberOfTypeId;
  declaration: MemberDeclaration;
  category: MemberCategory;
  group: MemberGroup;
  docs: DocNode[];
  line: number;
  parameterNames: string[];
  typeParameters: string[];
}

export interface ApiModel {
  /** The XML documentation file, as messages name it. */
  file: string;
  assembly: string;
  namespaces: ApiNamespace[];
  typesByName: Map<string, ApiType>;
  membersById: Map<string, ApiMember>;
  /** Number of `<member>` entries read, namespace documentation included. */
  memberCount: number;
  warnings: ApiDocWarning[];
}

const categories: Readonly<Record<MemberDeclaration['kind'], MemberCategory>> = {
  constructor: 'constructor',
  method: 'method',
  property: 'property',
  indexer: 'property',
  field: 'field',
  constant: 'field',
  enumMember: 'field',
  event: 'event',
  operator: 'operator',
  conversion: 'operator',
};

function compareNames(left: string, right: string): number {
  const byFolded = left.toLowerCase() < right.toLowerCase() ? -1 : left.toLowerCase() > right.toLowerCase() ? 1 : 0;
  return byFolded !== 0 ? byFolded : left < right ? -1 : left > right ? 1 : 0;
}

/** Names of `<param>`/`<typeparam>` elements in document order. */
function declaredNames(docs: readonly DocNode[], element: 'param' | 'typeparam'): string[] {
  return childElements(docs, element).map((node) => node.attributes.name ?? textContent(node.children).trim());
}

function isNamespaceDoc(id: string): boolean {
  return id.startsWith('N:') || (id.startsWith('T:') && id.endsWith(`.${namespaceDocTypeName}`));
}

function namespaceOfDoc(id: string): string {
  return id.startsWith('N:') ? id.slice(2) : id.slice(2, -namespaceDocTypeName.length - 1);
}

/** A declaration and a `<member>` that do not match, reported with the file and line of the side that has it. */
interface Mismatch {
  location: SourceLocation;
  reason: string;
}

class ModelBuilder {
  readonly warnings: ApiDocWarning[] = [];
  readonly typesByName = new Map<string, ApiType>();
  readonly membersById = new Map<string, ApiMember>();
  readonly namespaces = new Map<string, ApiNamespace>();
  readonly mismatches: Mismatch[] = [];
  readonly documented: Map<string, RawMember>;

  constructor(
    readonly doc: RawXmlDoc,
    readonly source: ReferenceSource,
  ) {
    this.documented = new Map();
    for (const member of doc.members) {
      try {
        parseMemberId(member.id);
      } catch (error) {
        throw new ApiDocError(
          { file: doc.file, line: member.line, memberId: member.id },
          `malformed member ID: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (isNamespaceDoc(member.id)) this.addNamespaceDoc(namespaceOfDoc(member.id), member);
      else this.documented.set(member.id, member);
    }
  }

  warn(line: number, memberId: string, reason: string): void {
    this.warnings.push(apiDocWarning({ file: this.doc.file, line, memberId }, reason));
  }

  namespaceNamed(name: string): ApiNamespace {
    const existing = this.namespaces.get(name);
    if (existing !== undefined) return existing;
    const created: ApiNamespace = { name, docs: [], line: undefined, types: [] };
    this.namespaces.set(name, created);
    return created;
  }

  addNamespaceDoc(name: string, raw: RawMember): void {
    const namespace = this.namespaceNamed(name);
    if (namespace.line !== undefined)
      throw new ApiDocError(
        { file: this.doc.file, line: raw.line, memberId: raw.id },
        `namespace ${name} is documented twice`,
      );
    namespace.docs = raw.docs;
    namespace.line = raw.line;
  }

  /** The XML entry for a declaration; a declaration without one is a mismatch. */
  documentationOf(id: string, position: { file: string; line: number }): RawMember | undefined {
    const raw = this.documented.get(id);
    if (raw === undefined) {
      this.mismatches.push({
        location: { file: position.file, line: position.line, memberId: id },
        reason: `is declared in the reference source but has no <member> in ${this.doc.file}: document it, or remove the declaration`,
      });
      return undefined;
    }
    this.documented.delete(id);
    return raw;
  }

  typeParametersOf(docs: readonly DocNode[], declared: readonly string[], line: number, memberId: string): string[] {
    const documented = declaredNames(docs, 'typeparam');
    declared.forEach((name) => {
      if (!documented.includes(name)) this.warn(line, memberId, `type parameter ${name} has no <typeparam> element`);
    });
    return [...declared];
  }

  addType(declaration: TypeDeclaration): ApiType | undefined {
    const raw = this.documentationOf(declaration.id, declaration.position);
    if (raw === undefined) return undefined;
    const enclosing =
      declaration.enclosingType === undefined ? undefined : this.typesByName.get(declaration.enclosingType);
    const ownName =
      declaration.typeParameters.length === 0
        ? declaration.name
        : `${declaration.name}\`${declaration.typeParameters.length}`;
    const type: ApiType = {
      id: { kind: 'type', raw: declaration.id, fullName: declaration.fullName },
      declaration,
      fullName: declaration.fullName,
      namespace: declaration.namespace,
      name: enclosing === undefined ? ownName : `${enclosing.name}.${ownName}`,
      typeParameters: this.typeParametersOf(
        raw.docs,
        declaration.typeParameters.map((parameter) => parameter.name),
        raw.line,
        raw.id,
      ),
      docs: raw.docs,
      line: raw.line,
      groups: [],
    };
    this.typesByName.set(type.fullName, type);
    this.namespaceNamed(type.namespace).types.push(type);
    return type;
  }

  addMember(type: ApiType, declaration: MemberDeclaration, groups: Map<string, MemberGroup>): void {
    const raw = this.documentationOf(declaration.id, declaration.position);
    if (raw === undefined) return;
    const id = parseMemberId(declaration.id);
    if (id.kind === 'type' || id.kind === 'namespace') throw new Error(`${declaration.id} is not a member ID`);
    const category = categories[declaration.kind];
    const key = `${category}|${id.name}`;
    const group = groups.get(key) ?? { declaringType: type, category, name: id.name, members: [] };
    if (!groups.has(key)) {
      groups.set(key, group);
      type.groups.push(group);
    }
    const parameterNames = declaration.parameters.map((parameter) => parameter.name);
    const documented = declaredNames(raw.docs, 'param');
    for (const name of parameterNames)
      if (!documented.includes(name)) this.warn(raw.line, raw.id, `parameter ${name} has no <param> element`);
    for (const name of documented)
      if (!parameterNames.includes(name))
        this.warn(raw.line, raw.id, `<param name="${name}"> names no parameter of the declaration`);
    const member: ApiMember = {
      id,
      declaration,
      category,
      group,
      docs: raw.docs,
      line: raw.line,
      parameterNames,
      typeParameters: this.typeParametersOf(
        raw.docs,
        declaration.typeParameters.map((parameter) => parameter.name),
        raw.line,
        raw.id,
      ),
    };
    group.members.push(member);
    this.membersById.set(declaration.id, member);
  }

  build(): ApiNamespace[] {
    // Enclosing types first, so a nested type finds the type it belongs to.
    const types = [...this.source.types].sort(
      (left, right) => left.fullName.split('.').length - right.fullName.split('.').length,
    );
    for (const declaration of types) {
      if (declaration.name === namespaceDocTypeName) continue;
      const type = this.addType(declaration);
      const groups = new Map<string, MemberGroup>();
      for (const member of declaration.members) {
        if (type === undefined) this.documentationOf(member.id, member.position);
        else this.addMember(type, member, groups);
      }
    }
    for (const raw of this.documented.values()) {
      this.mismatches.push({
        location: { file: this.doc.file, line: raw.line, memberId: raw.id },
        reason: `is documented but not declared in the reference source (${this.source.files.join(', ')}): declare it there, or remove the <member>`,
      });
    }
    if (this.mismatches.length > 0) throw ApiDocError.many(this.mismatches);
    return this.sorted();
  }

  sorted(): ApiNamespace[] {
    for (const type of this.typesByName.values()) {
      for (const group of type.groups) group.members.sort((left, right) => compareNames(left.id.raw, right.id.raw));
      type.groups.sort(
        (left, right) =>
          memberCategoryOrder.indexOf(left.category) - memberCategoryOrder.indexOf(right.category) ||
          compareNames(left.name, right.name),
      );
    }
    const namespaces = [...this.namespaces.values()].filter(
      (namespace) => namespace.types.length > 0 || namespace.line !== undefined,
    );
    namespaces.sort((left, right) => compareNames(left.name, right.name));
    for (const namespace of namespaces) namespace.types.sort((left, right) => compareNames(left.name, right.name));
    return namespaces;
  }
}

/**
 * Joins the declarations of the reference source to the `<member>` entries of the XML file by documentation ID,
 * then organises them into namespaces, types and overload groups. A declaration without documentation, or
 * documentation without a declaration, stops the build with the file, line and ID of each.
 */
export function buildModel(doc: RawXmlDoc, source: ReferenceSource): ApiModel {
  const builder = new ModelBuilder(doc, source);
  const namespaces = builder.build();
  return {
    file: doc.file,
    assembly: doc.assembly,
    namespaces,
    typesByName: builder.typesByName,
    membersById: builder.membersById,
    memberCount: doc.members.length,
    warnings: builder.warnings,
  };
}
