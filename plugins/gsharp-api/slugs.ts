import type { TypeSyntax } from './csharp/syntax';
import type { ApiMember, ApiNamespace, ApiType, MemberCategory, MemberGroup } from './model';

/**
 * Where a page lives. The same segments give its URL below the route base, its slug below the docs route base
 * and its file below the output folder, so links, routes and files cannot drift apart.
 */
export interface PageLocation {
  /** Path segments below the reference's route base: `['Tideline.GSharp.PI', 'PIACEPoint', 'Avg', '1']`. */
  segments: string[];
  /** File path below the output folder, `/`-separated: `Tideline.GSharp.PI/PIACEPoint/Avg/1.md`. */
  file: string;
}

/** The reference's place in the site: its URL prefix and the same prefix relative to the docs plugin's route base. */
export interface RouteBase {
  /** e.g. `/gSharp/Development/Namespaces` */
  routeBasePath: string;
  /** e.g. `/Development/Namespaces`, written into each page's `slug`. */
  slugBasePath: string;
}

/** `Cache`1` -> `Cache-1`: a backtick has no place in a URL, and `-` cannot occur in a C# name. */
function typeSegment(type: ApiType): string {
  return type.name.replace(/`(\d+)/g, '-$1');
}

/** `#ctor` -> `ctor`; an explicit interface implementation `System#IDisposable#Dispose` -> `System.IDisposable.Dispose`. */
function memberSegment(group: MemberGroup): string {
  return group.category === 'constructor' ? 'ctor' : group.name.replace(/#/g, '.');
}

export function namespacesIndexLocation(): PageLocation {
  return { segments: [], file: 'index.md' };
}

/**
 * A page with pages below it is the `index.md` of a folder, which becomes its sidebar category; a page with none
 * is a plain file. Either way the slug is the same.
 */
function folderOrFile(segments: readonly string[], hasChildren: boolean): string {
  return hasChildren ? `${segments.join('/')}/index.md` : `${segments.join('/')}.md`;
}

export function namespaceLocation(namespace: Pick<ApiNamespace, 'name' | 'types'>): PageLocation {
  return { segments: [namespace.name], file: folderOrFile([namespace.name], namespace.types.length > 0) };
}

export function typeLocation(type: ApiType): PageLocation {
  const segments = [type.namespace, typeSegment(type)];
  return { segments, file: folderOrFile(segments, type.groups.length > 0) };
}

export function isOverloaded(group: MemberGroup): boolean {
  return group.members.length > 1;
}

/**
 * The folder of a type's members of one kind. It becomes a sidebar category (Properties, Methods, …), so a type with
 * sixty members reads like its page's tables; the folder is in the file path only, never in the URL. Constructors
 * have none: their group is already the category "Constructors".
 */
export const memberKindFolders: Readonly<Record<Exclude<MemberCategory, 'constructor'>, string>> = {
  property: 'Properties',
  method: 'Methods',
  field: 'Fields',
  event: 'Events',
  operator: 'Operators',
};

export function memberKindFolder(type: ApiType, category: MemberCategory): string {
  const typeSegments = typeLocation(type).segments;
  return (category === 'constructor' ? typeSegments : [...typeSegments, memberKindFolders[category]]).join('/');
}

/** A lone member's page, or the overload-group page that lists every overload. */
export function groupLocation(group: MemberGroup): PageLocation {
  const segments = [...typeLocation(group.declaringType).segments, memberSegment(group)];
  const fileSegments = [memberKindFolder(group.declaringType, group.category), memberSegment(group)];
  return { segments, file: folderOrFile(fileSegments, isOverloaded(group)) };
}

/** Overload number n (1-based) in the group's order, which is the ordinal order of the member IDs. */
export function overloadNumber(member: ApiMember): number {
  return member.group.members.indexOf(member) + 1;
}

/** A parameter type as a URL word: `double[]` -> `double-array`, `DateTime?` -> `DateTime-nullable`, `List<T>` -> `List-of-T`. */
function typeWord(type: TypeSyntax): string {
  switch (type.kind) {
    case 'keyword':
      return type.keyword;
    case 'typeParameter':
      return type.name;
    case 'named': {
      const last = type.segments[type.segments.length - 1];
      if (last === undefined) return '';
      const typeArguments = last.typeArguments.map(typeWord);
      return typeArguments.length === 0 ? last.name : `${last.name}-of-${typeArguments.join('-')}`;
    }
    case 'nullable':
      return `${typeWord(type.type)}-nullable`;
    case 'array':
      return `${typeWord(type.elementType)}-array${type.rank > 1 ? `${type.rank}d` : ''}`;
    case 'pointer':
      return `${typeWord(type.elementType)}-pointer`;
    case 'tuple':
      return `tuple-${type.elements.map((element) => typeWord(element.type)).join('-')}`;
  }
}

/**
 * An overload's own segment, from what tells overloads apart: its type parameters and parameter types, as C# names
 * them (`PutValue/object-DateTime`, `Max/PIValues-out-DateTime`, `GetAttribute/of-T-string`, `Run/no-parameters`).
 * Unlike a number, it survives adding or removing another overload; it changes only when the signature does.
 */
function overloadSegment(member: ApiMember): string {
  const declaration = member.declaration;
  const typeParameters = declaration.typeParameters.map((parameter) => `of-${parameter.name}`);
  const parameters = declaration.parameters.map((parameter) =>
    [
      ...parameter.modifiers
        .filter((modifier) => modifier !== 'this' && modifier !== 'params' && modifier !== 'scoped')
        .map((modifier) => modifier.replace(' ', '-')),
      typeWord(parameter.type),
    ].join('-'),
  );
  const words = [...typeParameters, ...parameters];
  return words.length === 0 ? 'no-parameters' : words.join('-');
}

export function memberLocation(member: ApiMember): PageLocation {
  const group = groupLocation(member.group);
  if (!isOverloaded(member.group)) return group;
  const segment = overloadSegment(member);
  const folder = group.file.slice(0, -'/index.md'.length);
  return { segments: [...group.segments, segment], file: `${folder}/${segment}.md` };
}

export function pageUrl(base: RouteBase, location: PageLocation): string {
  return location.segments.length === 0
    ? `${base.routeBasePath}/`
    : `${base.routeBasePath}/${location.segments.join('/')}`;
}

export function pageSlug(base: RouteBase, location: PageLocation): string {
  return location.segments.length === 0
    ? `${base.slugBasePath}/`
    : `${base.slugBasePath}/${location.segments.join('/')}`;
}
