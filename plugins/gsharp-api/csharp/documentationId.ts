import type { MemberDeclaration, NameSegment, TypeDeclaration, TypeSyntax } from './syntax';

/**
 * Documentation IDs as the C# compiler writes them for `-doc` (ECMA-334 annex D), computed from declarations:
 * `M:Ns.Type.Method(System.Double[],System.Nullable{System.Double},System.Double@)`, `T:Ns.Cache`1`,
 * `M:Ns.Type.op_Implicit(System.Double)~Ns.Type`, `P:Ns.Type.Item(System.Int32)`.
 */

/** C# keywords and the System types they stand for. */
export const keywordTypes: Readonly<Record<string, string>> = {
  bool: 'System.Boolean',
  byte: 'System.Byte',
  sbyte: 'System.SByte',
  char: 'System.Char',
  decimal: 'System.Decimal',
  double: 'System.Double',
  float: 'System.Single',
  short: 'System.Int16',
  ushort: 'System.UInt16',
  int: 'System.Int32',
  uint: 'System.UInt32',
  long: 'System.Int64',
  ulong: 'System.UInt64',
  nint: 'System.IntPtr',
  nuint: 'System.UIntPtr',
  object: 'System.Object',
  string: 'System.String',
  void: 'System.Void',
  dynamic: 'System.Object',
};

/** Value types outside the reference that signatures commonly use; `T?` of these is `System.Nullable{T}` in an ID. */
const systemValueTypes = [
  'System.DateTime',
  'System.DateTimeOffset',
  'System.TimeSpan',
  'System.Guid',
  'System.DateOnly',
  'System.TimeOnly',
  'System.Half',
  'System.Int128',
  'System.UInt128',
  'System.Threading.CancellationToken',
  ...Object.entries(keywordTypes)
    .filter(([keyword]) => !['object', 'string', 'void', 'dynamic'].includes(keyword))
    .map(([, type]) => type),
];

/** Every value type a signature may name: System's and the structs and enums the reference declares. */
export function valueTypeNames(types: readonly Pick<TypeDeclaration, 'kind' | 'fullName'>[]): ReadonlySet<string> {
  const declared = types
    .filter((type) => type.kind === 'struct' || type.kind === 'enum' || type.kind === 'record struct')
    .map((type) => type.fullName);
  return new Set([...systemValueTypes, ...declared]);
}

/** `System.Collections.Generic.List`1`: the metadata name of a named type, generic arity on each generic segment. */
export function metadataName(segments: readonly NameSegment[]): string {
  return segments
    .map((segment) =>
      segment.typeArguments.length === 0 ? segment.name : `${segment.name}\`${segment.typeArguments.length}`,
    )
    .join('.');
}

/** The metadata name a type syntax refers to, for keywords too: `double` is `System.Double`. */
export function referencedTypeName(type: TypeSyntax): string | undefined {
  if (type.kind === 'keyword') return keywordTypes[type.keyword];
  if (type.kind === 'named') return metadataName(type.segments);
  return undefined;
}

function isValueType(
  type: TypeSyntax,
  valueTypes: ReadonlySet<string>,
  structTypeParameters: ReadonlySet<string>,
): boolean {
  if (type.kind === 'typeParameter') return structTypeParameters.has(type.name);
  if (type.kind === 'tuple') return true;
  const name = referencedTypeName(type);
  return name !== undefined && valueTypes.has(name);
}

interface IdContext {
  valueTypes: ReadonlySet<string>;
  /** Type parameters constrained to `struct` or `unmanaged`: `T?` of those is `Nullable<T>`. */
  structTypeParameters: ReadonlySet<string>;
}

/** A type as it appears in an ID's parameter list. */
function typeInId(type: TypeSyntax, context: IdContext): string {
  switch (type.kind) {
    case 'keyword':
      return keywordTypes[type.keyword] ?? type.keyword;
    case 'named':
      return type.segments
        .map((segment) =>
          segment.typeArguments.length === 0
            ? segment.name
            : `${segment.name}{${segment.typeArguments.map((argument) => typeInId(argument, context)).join(',')}}`,
        )
        .join('.');
    case 'typeParameter':
      return type.declaredBy === 'method' ? `\`\`${type.index}` : `\`${type.index}`;
    case 'nullable':
      // string? and PIValues? are annotations on the same type; double? and DateTime? are System.Nullable<T>.
      return isValueType(type.type, context.valueTypes, context.structTypeParameters)
        ? `System.Nullable{${typeInId(type.type, context)}}`
        : typeInId(type.type, context);
    case 'array':
      return `${typeInId(type.elementType, context)}[${type.rank === 1 ? '' : Array.from({ length: type.rank }, () => '0:').join(',')}]`;
    case 'pointer':
      return `${typeInId(type.elementType, context)}*`;
    case 'tuple':
      return `System.ValueTuple{${type.elements.map((element) => typeInId(element.type, context)).join(',')}}`;
  }
}

/** The compiler's metadata names of operators (`op_Addition`); unary and binary `+`/`-` differ by parameter count. */
const binaryOperators: Readonly<Record<string, string>> = {
  '+': 'op_Addition',
  '-': 'op_Subtraction',
  '*': 'op_Multiply',
  '/': 'op_Division',
  '%': 'op_Modulus',
  '==': 'op_Equality',
  '!=': 'op_Inequality',
  '<': 'op_LessThan',
  '>': 'op_GreaterThan',
  '<=': 'op_LessThanOrEqual',
  '>=': 'op_GreaterThanOrEqual',
  '&': 'op_BitwiseAnd',
  '|': 'op_BitwiseOr',
  '^': 'op_ExclusiveOr',
  '<<': 'op_LeftShift',
  '>>': 'op_RightShift',
  '>>>': 'op_UnsignedRightShift',
};

const unaryOperators: Readonly<Record<string, string>> = {
  '+': 'op_UnaryPlus',
  '-': 'op_UnaryNegation',
  '!': 'op_LogicalNot',
  '~': 'op_OnesComplement',
  '++': 'op_Increment',
  '--': 'op_Decrement',
  true: 'op_True',
  false: 'op_False',
};

/** The member's name in its ID: `#ctor`, `op_Addition`, `op_Implicit`, `Item`, or the name itself. */
function metadataMemberName(
  member: Pick<MemberDeclaration, 'kind' | 'name' | 'operatorToken' | 'parameters' | 'modifiers'>,
): string {
  switch (member.kind) {
    case 'constructor':
      return member.modifiers.includes('static') ? '#cctor' : '#ctor';
    case 'indexer':
      return 'Item';
    case 'conversion':
      return member.operatorToken === 'explicit' ? 'op_Explicit' : 'op_Implicit';
    case 'operator': {
      const token = member.operatorToken ?? '';
      const table = member.parameters.length === 1 ? unaryOperators : binaryOperators;
      return table[token] ?? `op_${token}`;
    }
    default:
      return member.name;
  }
}

const idPrefixes: Readonly<Record<MemberDeclaration['kind'], string>> = {
  constructor: 'M',
  method: 'M',
  operator: 'M',
  conversion: 'M',
  property: 'P',
  indexer: 'P',
  field: 'F',
  constant: 'F',
  enumMember: 'F',
  event: 'E',
};

export function typeDocumentationId(fullName: string): string {
  return `T:${fullName}`;
}

type IdMember = Pick<
  MemberDeclaration,
  'kind' | 'name' | 'operatorToken' | 'parameters' | 'modifiers' | 'typeParameters' | 'type'
>;

export function memberDocumentationId(
  type: Pick<TypeDeclaration, 'fullName' | 'typeParameters'>,
  member: IdMember,
  valueTypes: ReadonlySet<string>,
): string {
  const structTypeParameters = new Set(
    [...type.typeParameters, ...member.typeParameters]
      .filter((parameter) =>
        parameter.constraints.some(
          (constraint) =>
            constraint.kind === 'keyword' && (constraint.text === 'struct' || constraint.text === 'unmanaged'),
        ),
      )
      .map((parameter) => parameter.name),
  );
  const context: IdContext = { valueTypes, structTypeParameters };
  const arity = member.typeParameters.length === 0 ? '' : `\`\`${member.typeParameters.length}`;
  const parameters = member.parameters.map((parameter) => {
    const byRef = parameter.modifiers.some(
      (modifier) => modifier === 'ref' || modifier === 'out' || modifier === 'in' || modifier === 'ref readonly',
    );
    return `${typeInId(parameter.type, context)}${byRef ? '@' : ''}`;
  });
  const list = parameters.length === 0 ? '' : `(${parameters.join(',')})`;
  const conversionTarget =
    member.kind === 'conversion' && member.type !== undefined ? `~${typeInId(member.type, context)}` : '';
  return `${idPrefixes[member.kind]}:${type.fullName}.${metadataMemberName(member)}${arity}${list}${conversionTarget}`;
}
