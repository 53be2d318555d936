import { renderType, simpleTypeNaming, stripArity, type TypeNaming } from './csharpTypes';
import { childElements, textContent } from './docNodes';
import type { ParameterRef } from './memberId';
import type { ApiMember, ApiModel, ApiType } from './model';
import { conversionKeywords, operatorSymbols } from './operators';

/** A type's name in C# with its type parameters: `PIValues`, `Cache<TKey, TValue>`, `Outer.Inner`. */
export function typeDisplayName(type: ApiType): string {
  const name = stripArity(type.name);
  return type.typeParameters.length === 0 ? name : `${name}<${type.typeParameters.join(', ')}>`;
}

/** Naming that knows the documented types, so nested types read `Outer.Inner` and type parameters keep their names. */
export function modelTypeNaming(model: ApiModel, declaringType?: ApiType, member?: ApiMember): TypeNaming {
  return {
    typeTypeParameters: declaringType?.typeParameters ?? [],
    methodTypeParameters: member?.typeParameters ?? [],
    typeName: (fullName) => {
      const known = model.typesByName.get(fullName);
      return known === undefined ? simpleTypeNaming.typeName(fullName) : stripArity(known.name);
    },
    typeParametersOf: (fullName) => model.typesByName.get(fullName)?.typeParameters ?? simpleTypeNaming.typeParametersOf(fullName),
  };
}

/**
 * The ID writes `ref`, `out` and `in` alike as `@`. .NET documentation begins an out parameter's description with
 * "When this method returns", so that phrase marks `out`; every other by-reference parameter is shown as `ref`.
 */
export function parameterModifier(member: ApiMember, index: number): '' | 'ref' | 'out' {
  const parameter = member.id.parameters[index];
  if (parameter === undefined || !parameter.byRef) return '';
  const name = member.parameterNames[index];
  const description = childElements(member.docs, 'param').find((element) => element.attributes.name === name);
  const text = description === undefined ? '' : textContent(description.children).trim();
  return /^when this method returns\b/i.test(text) ? 'out' : 'ref';
}

function renderParameter(member: ApiMember, parameter: ParameterRef, index: number, naming: TypeNaming, withName: boolean): string {
  const modifier = parameterModifier(member, index);
  const type = renderType(parameter.type, naming);
  const name = withName ? ` ${member.parameterNames[index] ?? `arg${index + 1}`}` : '';
  return `${modifier === '' ? '' : `${modifier} `}${type}${name}`;
}

function renderParameterList(member: ApiMember, naming: TypeNaming, withNames: boolean): string {
  return member.id.parameters.map((parameter, index) => renderParameter(member, parameter, index, naming, withNames)).join(', ');
}

/** C#-like name of a member without parameters: `Avg`, `GetAttribute<T>`, `PIValues` (constructor), `operator +`. */
export function memberDisplayName(member: ApiMember, naming: TypeNaming): string {
  const { id, group } = member;
  const typeName = stripArity(group.declaringType.name.split('.').pop() ?? group.declaringType.name);
  if (member.category === 'constructor') return id.name === '#cctor' ? `static ${typeName}` : typeName;
  if (member.category === 'operator') {
    const conversion = conversionKeywords[id.name];
    if (conversion !== undefined && id.returnType !== undefined) return `${conversion} operator ${renderType(id.returnType, naming)}`;
    const symbol = operatorSymbols[id.name];
    return symbol === undefined ? id.name : `operator ${symbol}`;
  }
  const name = id.name.replace(/#/g, '.');
  if (member.category === 'property' && id.hasParameterList) return name === 'Item' ? 'this' : name;
  if (member.category === 'event') return `event ${name}`;
  return member.typeParameters.length === 0 ? name : `${name}<${member.typeParameters.join(', ')}>`;
}

function renderMember(model: ApiModel, member: ApiMember, withNames: boolean): string {
  const naming = modelTypeNaming(model, member.group.declaringType, member);
  const name = memberDisplayName(member, naming);
  const parameters = renderParameterList(member, naming, withNames);
  if (member.category === 'property') return member.id.hasParameterList ? `${name}[${parameters}]` : name;
  if (member.category === 'field' || member.category === 'event') return name;
  return `${name}(${parameters})`;
}

/** The syntax shown on a member page: `Avg(PIPoint point, DateTime startTime, DateTime endTime)`. */
export function renderSignature(model: ApiModel, member: ApiMember): string {
  return renderMember(model, member, true);
}

/** The compact form used in tables, labels and titles: `Avg(PIPoint, DateTime, DateTime)`. */
export function renderShortSignature(model: ApiModel, member: ApiMember): string {
  return renderMember(model, member, false);
}

/** The syntax shown on a type page: its fully qualified name with type parameters. */
export function renderTypeSyntax(type: ApiType): string {
  return `${type.namespace}.${typeDisplayName(type)}`;
}
