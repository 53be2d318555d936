/**
 * Documentation member IDs as the C# compiler writes them (ECMA-334 annex D, "Documentation comments"):
 * `T:Ns.Type`, `M:Ns.Type.Method(System.Int32,System.String@)`, `P:Ns.Type.Item(System.Int32)`,
 * `M:Ns.Type.op_Implicit(System.Double)~Ns.Type`, `M:Ns.Type.Get``1(``0[])`, `T:Ns.Cache`1`.
 */

/** A type as it appears inside a member ID's parameter list. */
export type TypeRef = NamedTypeRef | TypeParameterRef | ArrayTypeRef | PointerTypeRef;

interface NamedTypeRef {
  kind: 'named';
  /** Dotted full name with generic arity kept on the segment, e.g. `System.Collections.Generic.List`1`. */
  fullName: string;
  /** Type arguments of a constructed generic type, from `{…}`; empty for a non-generic or unbound type. */
  typeArguments: TypeRef[];
}

/** `` `0 `` names the declaring type's first type parameter; ``` ``0 ``` the method's. */
interface TypeParameterRef {
  kind: 'typeParameter';
  declaredBy: 'type' | 'method';
  index: number;
}

interface ArrayTypeRef {
  kind: 'array';
  elementType: TypeRef;
  rank: number;
}

interface PointerTypeRef {
  kind: 'pointer';
  elementType: TypeRef;
}

interface ParameterRef {
  type: TypeRef;
  /** `@`: passed by reference (C# `ref`, `out` or `in`; the ID does not say which). */
  byRef: boolean;
}

type MemberKind = 'field' | 'property' | 'method' | 'event';

export interface TypeId {
  kind: 'type';
  raw: string;
  /** Full name including namespace and any enclosing types, e.g. `Tideline.GSharp.PI.PIValues`. */
  fullName: string;
}

interface NamespaceId {
  kind: 'namespace';
  raw: string;
  fullName: string;
}

export interface MemberOfTypeId {
  kind: MemberKind;
  raw: string;
  /** Full name of the type that declares the member. */
  declaringType: string;
  /** As written in the ID: `Avg`, `#ctor`, `op_Implicit`, `Item`, `System#IDisposable#Dispose`. */
  name: string;
  /** Number of the method's own type parameters (``` ``1 ```). */
  typeParameterCount: number;
  /** Whether the ID has a parameter list; a parameterless method is written without `()`. */
  hasParameterList: boolean;
  parameters: ParameterRef[];
  /** Only conversion operators carry their return type, after `~`. */
  returnType?: TypeRef;
}

export type MemberId = TypeId | NamespaceId | MemberOfTypeId;

const memberKinds: Readonly<Record<string, MemberKind>> = { F: 'field', P: 'property', M: 'method', E: 'event' };

/** A cursor over the text of one ID, so the recursive type grammar reads as a small parser. */
class IdReader {
  position = 0;
  constructor(readonly text: string) {}

  peek(): string | undefined {
    return this.text[this.position];
  }

  atEnd(): boolean {
    return this.position >= this.text.length;
  }

  take(expected: string): boolean {
    if (!this.text.startsWith(expected, this.position)) return false;
    this.position += expected.length;
    return true;
  }

  expect(expected: string): void {
    if (!this.take(expected)) throw this.error(`expected "${expected}"`);
  }

  readWhile(accept: (character: string) => boolean): string {
    const start = this.position;
    while (!this.atEnd() && accept(this.text[this.position] ?? '')) this.position += 1;
    return this.text.slice(start, this.position);
  }

  error(reason: string): Error {
    return new Error(`${reason} at character ${this.position + 1} of "${this.text}"`);
  }
}

const isNameCharacter = (character: string): boolean => !'{}[](),@*~`|^'.includes(character);

function readDigits(reader: IdReader): number {
  const digits = reader.readWhile((character) => character >= '0' && character <= '9');
  if (digits === '') throw reader.error('expected a number');
  return Number.parseInt(digits, 10);
}

/** A dotted name whose segments may carry a generic arity (`` `1 ``) and, at the end, type arguments (`{…}`). */
function readNamedType(reader: IdReader): NamedTypeRef {
  let fullName = '';
  const typeArguments: TypeRef[] = [];
  for (;;) {
    const segment = reader.readWhile(isNameCharacter);
    if (segment === '' || segment.startsWith('.') || segment.endsWith('.') || segment.includes('..')) {
      throw reader.error('expected a type name');
    }
    fullName += segment;
    if (reader.peek() === '`' && !reader.text.startsWith('``', reader.position)) {
      reader.expect('`');
      fullName += `\`${readDigits(reader)}`;
    } else if (reader.take('{')) {
      // Outer{A}.Inner{B}: the arguments of every enclosing type come first, as in reflection.
      const segmentArguments = readTypeList(reader, '}');
      fullName += `\`${segmentArguments.length}`;
      typeArguments.push(...segmentArguments);
    }
    if (!reader.take('.')) break;
    fullName += '.';
  }
  return { kind: 'named', fullName, typeArguments };
}

function readArrayRank(reader: IdReader): number {
  let rank = 1;
  while (!reader.take(']')) {
    if (reader.take(',')) rank += 1;
    else if (reader.readWhile((character) => '0123456789:'.includes(character)) === '')
      throw reader.error('malformed array bounds');
  }
  return rank;
}

function readType(reader: IdReader): TypeRef {
  let type: TypeRef;
  if (reader.take('``')) type = { kind: 'typeParameter', declaredBy: 'method', index: readDigits(reader) };
  else if (reader.take('`')) type = { kind: 'typeParameter', declaredBy: 'type', index: readDigits(reader) };
  else type = readNamedType(reader);
  for (;;) {
    if (reader.take('[')) type = { kind: 'array', elementType: type, rank: readArrayRank(reader) };
    else if (reader.take('*')) type = { kind: 'pointer', elementType: type };
    else return type;
  }
}

function readTypeList(reader: IdReader, close: string): TypeRef[] {
  const types = [readType(reader)];
  while (reader.take(',')) types.push(readType(reader));
  reader.expect(close);
  return types;
}

function readParameter(reader: IdReader): ParameterRef {
  const type = readType(reader);
  const byRef = reader.take('@');
  return { type, byRef };
}

function readParameters(reader: IdReader): ParameterRef[] {
  if (reader.take(')')) throw reader.error('an empty parameter list is written without parentheses');
  const parameters = [readParameter(reader)];
  while (reader.take(',')) parameters.push(readParameter(reader));
  reader.expect(')');
  return parameters;
}

/** Index of the dot that ends the declaring type, ignoring dots inside `{…}` (explicit interface names). */
function lastTopLevelDot(name: string): number {
  let depth = 0;
  for (let index = name.length - 1; index >= 0; index -= 1) {
    const character = name[index];
    if (character === '}') depth += 1;
    else if (character === '{') depth -= 1;
    else if (character === '.' && depth === 0) return index;
  }
  return -1;
}

function parseMemberOfType(kind: MemberKind, raw: string, body: string): MemberOfTypeId {
  const listStart = body.indexOf('(');
  const qualifiedName = listStart === -1 ? body.replace(/~.*$/, '') : body.slice(0, listStart);
  const dot = lastTopLevelDot(qualifiedName);
  if (dot <= 0 || dot === qualifiedName.length - 1)
    throw new Error(`"${raw}" does not name a member of a type (expected Namespace.Type.Member)`);
  const arity = /``(\d+)$/.exec(qualifiedName.slice(dot + 1));
  const name = arity === null ? qualifiedName.slice(dot + 1) : qualifiedName.slice(dot + 1, -arity[0].length);

  const reader = new IdReader(body);
  reader.position = qualifiedName.length;
  const hasParameterList = reader.take('(');
  const parameters = hasParameterList ? readParameters(reader) : [];
  const returnType = reader.take('~') ? readType(reader) : undefined;
  if (!reader.atEnd()) throw reader.error('unexpected text after the member');
  return {
    kind,
    raw,
    declaringType: qualifiedName.slice(0, dot),
    name,
    typeParameterCount: arity === null ? 0 : Number.parseInt(arity[1] ?? '0', 10),
    hasParameterList,
    parameters,
    ...(returnType === undefined ? {} : { returnType }),
  };
}

/** Parses a documentation member ID; throws an Error saying what is wrong with it. */
export function parseMemberId(raw: string): MemberId {
  const match = /^([A-Z!]):(.+)$/.exec(raw);
  if (match === null)
    throw new Error(`"${raw}" is not a documentation member ID (expected a prefix such as T:, M:, P:, F:, E: or N:)`);
  const prefix = match[1] ?? '';
  const body = match[2] ?? '';
  if (prefix === '!') throw new Error(`"${raw}" is a reference the compiler could not resolve (prefix "!:")`);
  if (prefix === 'T') {
    const reader = new IdReader(body);
    const type = readNamedType(reader);
    if (!reader.atEnd() || type.typeArguments.length > 0)
      throw reader.error('a type ID names a type definition, not a constructed type');
    return { kind: 'type', raw, fullName: type.fullName };
  }
  if (prefix === 'N') return { kind: 'namespace', raw, fullName: body };
  const kind = memberKinds[prefix];
  if (kind === undefined)
    throw new Error(`"${raw}" has the unknown prefix "${prefix}:" (expected T:, M:, P:, F:, E: or N:)`);
  return parseMemberOfType(kind, raw, body);
}

/** The generic arity written on the last segment of a full type name. */
export function typeArity(fullName: string): number {
  const match = /`(\d+)$/.exec(fullName);
  return match === null ? 0 : Number.parseInt(match[1] ?? '0', 10);
}
