import { typeArity, type TypeRef } from './memberId';

/** System types that C# writes as keywords. DateTime, TimeSpan and the rest keep their type names. */
const keywords: Readonly<Record<string, string>> = {
  'System.Boolean': 'bool',
  'System.Byte': 'byte',
  'System.SByte': 'sbyte',
  'System.Char': 'char',
  'System.Decimal': 'decimal',
  'System.Double': 'double',
  'System.Single': 'float',
  'System.Int16': 'short',
  'System.UInt16': 'ushort',
  'System.Int32': 'int',
  'System.UInt32': 'uint',
  'System.Int64': 'long',
  'System.UInt64': 'ulong',
  'System.IntPtr': 'nint',
  'System.UIntPtr': 'nuint',
  'System.Object': 'object',
  'System.String': 'string',
  'System.Void': 'void',
};

/** What rendering a type needs to know about the surrounding member and the documented types. */
export interface TypeNaming {
  /** Names of the declaring type's type parameters (`` `0 ``). */
  typeTypeParameters: readonly string[];
  /** Names of the method's type parameters (``` ``0 ```). */
  methodTypeParameters: readonly string[];
  /** How to name a type in C# source without its namespace; nested types keep their enclosing type. */
  typeName(fullName: string): string;
  /** Type parameter names of a generic type definition, used when an ID names it unbound (`List`1`). */
  typeParametersOf(fullName: string): readonly string[];
}

/** `Ns.Cache`1` -> `Cache` (the simple name C# uses), without the generic arity suffix. */
export function stripArity(name: string): string {
  return name.replace(/`\d+/g, '');
}

function defaultTypeParameters(count: number): string[] {
  return Array.from({ length: count }, (_, index) => (count === 1 ? 'T' : `T${index + 1}`));
}

/** Naming for types the model does not know: the simple name and T, T1… for type parameters. */
export const simpleTypeNaming: TypeNaming = {
  typeTypeParameters: [],
  methodTypeParameters: [],
  typeName: (fullName) => stripArity(fullName.split('.').pop() ?? fullName),
  typeParametersOf: (fullName) => defaultTypeParameters(typeArity(fullName)),
};

function typeParameterName(names: readonly string[], index: number, prefix: string): string {
  return names[index] ?? `${prefix}${index}`;
}

/** Writes a member-ID type the way C# source does: `double`, `DateTime`, `double?`, `double[,]`, `List<AFValue>`. */
export function renderType(type: TypeRef, naming: TypeNaming): string {
  switch (type.kind) {
    case 'typeParameter':
      return type.declaredBy === 'method'
        ? typeParameterName(naming.methodTypeParameters, type.index, 'TMethod')
        : typeParameterName(naming.typeTypeParameters, type.index, 'T');
    case 'array':
      return `${renderType(type.elementType, naming)}[${','.repeat(type.rank - 1)}]`;
    case 'pointer':
      return `${renderType(type.elementType, naming)}*`;
    case 'named': {
      const keyword = keywords[type.fullName];
      if (keyword !== undefined) return keyword;
      const [onlyArgument] = type.typeArguments;
      if (type.fullName === 'System.Nullable`1' && onlyArgument !== undefined && type.typeArguments.length === 1) {
        return `${renderType(onlyArgument, naming)}?`;
      }
      const name = naming.typeName(type.fullName);
      if (type.typeArguments.length > 0)
        return `${name}<${type.typeArguments.map((argument) => renderType(argument, naming)).join(', ')}>`;
      if (typeArity(type.fullName) > 0) return `${name}<${naming.typeParametersOf(type.fullName).join(', ')}>`;
      return name;
    }
  }
}
