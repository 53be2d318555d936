import { stripArity } from '../csharpTypes';
import { shortSignature, type TypeNamer } from '../declarations';
import type { ApiMember, MemberGroup } from '../model';
import { conversionKeywords, operatorSymbols } from '../operators';
import { isOverloaded } from '../slugs';

/** Words readers know from the .NET docs: "PIACEPoint.Avg method", "PIValues constructors". */
function kindWord(member: ApiMember): string {
  if (member.declaration.kind === 'indexer') return 'indexer';
  return member.category;
}

function typeNameOf(group: MemberGroup): string {
  return stripArity(group.declaringType.name);
}

/** How a member reads in a table or list: the signature for callables, the plain name for properties and fields. */
function memberLabel(namer: TypeNamer, member: ApiMember): string {
  return shortSignature(member, namer);
}

/** The group's name in the sidebar and titles: `Avg`, `Constructors`, `implicit operator`, `operator +`. */
export function groupLabel(group: MemberGroup): string {
  if (group.category === 'constructor') return 'Constructors';
  if (group.category === 'operator') {
    const conversion = conversionKeywords[group.name];
    return conversion === undefined
      ? `operator ${operatorSymbols[group.name] ?? group.name}`
      : `${conversion} operator`;
  }
  return group.name.replace(/#/g, '.');
}

export function memberSidebarLabel(namer: TypeNamer, member: ApiMember): string {
  if (isOverloaded(member.group)) return memberLabel(namer, member);
  if (member.category === 'constructor') return 'Constructor';
  if (member.category === 'method') return member.id.name.replace(/#/g, '.');
  return memberLabel(namer, member);
}

export function memberTitle(namer: TypeNamer, member: ApiMember): string {
  const typeName = typeNameOf(member.group);
  const signature = shortSignature(member, namer);
  if (member.category === 'constructor') return `${signature} constructor`;
  if (member.category === 'operator') return `${typeName} ${signature}`;
  const isIndexer = member.declaration.kind === 'indexer';
  const name = isOverloaded(member.group) || isIndexer ? signature : member.id.name.replace(/#/g, '.');
  return `${typeName}.${name} ${kindWord(member)}`;
}

/** The group as code names it: `PIACEPoint.Avg`, `PIValues` (its constructors), `PIValues implicit operator`. */
export function groupReference(group: MemberGroup): string {
  const typeName = typeNameOf(group);
  if (group.category === 'constructor') return typeName;
  if (group.category === 'operator') return `${typeName} ${groupLabel(group)}`;
  return `${typeName}.${groupLabel(group)}`;
}

export function groupTitle(group: MemberGroup): string {
  if (group.category === 'constructor') return `${groupReference(group)} constructors`;
  if (group.category === 'operator') return `${groupReference(group)}s`;
  return `${groupReference(group)} ${group.category}`;
}

/**
 * A namespace's name as the sidebar shows it: a zero-width space after each dot, so a name wider than the sidebar
 * wraps between its parts ("Tideline.GSharp." / "Analytics") instead of inside one. A sidebar label is plain text, so
 * the `<wbr>` of the page titles has no place there; the zero-width space is invisible and screen readers skip it.
 */
export function namespaceSidebarLabel(name: string): string {
  return name.replaceAll('.', '.\u200b');
}
