import type { ApiMember, ApiNamespace, ApiType, MemberGroup } from './model';

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

/** A lone member's page, or the overload-group page that lists every overload. */
export function groupLocation(group: MemberGroup): PageLocation {
  const segments = [...typeLocation(group.declaringType).segments, memberSegment(group)];
  return { segments, file: folderOrFile(segments, isOverloaded(group)) };
}

/** Overload number n (1-based) in the group's order, which is the ordinal order of the member IDs. */
export function overloadNumber(member: ApiMember): number {
  return member.group.members.indexOf(member) + 1;
}

export function memberLocation(member: ApiMember): PageLocation {
  const group = groupLocation(member.group);
  if (!isOverloaded(member.group)) return group;
  const segments = [...group.segments, String(overloadNumber(member))];
  return { segments, file: `${segments.join('/')}.md` };
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
