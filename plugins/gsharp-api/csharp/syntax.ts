/**
 * The declarations of a C# reference source (public surface, bodies `throw null;`) as the generator needs them:
 * what C# writes for each type and member, with every type reference kept structured so pages can link it.
 */

/** One segment of a dotted type name: `IEnumerable<AFValue>` is `{ name: 'IEnumerable', typeArguments: [AFValue] }`. */
export interface NameSegment {
  name: string;
  typeArguments: TypeSyntax[];
}

export type TypeSyntax =
  | { kind: 'keyword'; keyword: string }
  | { kind: 'named'; segments: NameSegment[] }
  | { kind: 'typeParameter'; name: string; declaredBy: 'type' | 'method'; index: number }
  | { kind: 'nullable'; type: TypeSyntax }
  | { kind: 'array'; elementType: TypeSyntax; rank: number }
  | { kind: 'pointer'; elementType: TypeSyntax }
  | { kind: 'tuple'; elements: { type: TypeSyntax; name: string | undefined }[] };

/** An attribute as written, e.g. `[return: NotNullIfNotNull(nameof(values))]`. */
export interface AttributeSyntax {
  target: string | undefined;
  name: NameSegment[];
  /** The argument list as written, without parentheses; undefined when there is none. */
  arguments: string | undefined;
}

export type ParameterModifier = 'this' | 'params' | 'ref' | 'out' | 'in' | 'ref readonly' | 'scoped';

export interface ParameterSyntax {
  name: string;
  type: TypeSyntax;
  modifiers: ParameterModifier[];
  /** The default value as written (`null`, `5`, `MessageLevel.mlUserMessage`); undefined for a required parameter. */
  defaultValue: string | undefined;
  attributes: AttributeSyntax[];
}

export type ConstraintSyntax = { kind: 'keyword'; text: string } | { kind: 'type'; type: TypeSyntax };

export interface TypeParameterSyntax {
  name: string;
  /** `in` or `out` on an interface's or delegate's type parameter. */
  variance: 'in' | 'out' | undefined;
  constraints: ConstraintSyntax[];
}

export type TypeKind = 'class' | 'struct' | 'interface' | 'enum' | 'delegate' | 'record' | 'record struct';

export type MemberKind =
  | 'constructor'
  | 'method'
  | 'property'
  | 'indexer'
  | 'field'
  | 'constant'
  | 'event'
  | 'operator'
  | 'conversion'
  | 'enumMember';

export interface AccessorSyntax {
  name: 'get' | 'set' | 'init' | 'add' | 'remove';
  modifiers: string[];
}

/** Where a declaration is written: the file as messages name it and the 1-based line. */
interface SourcePosition {
  file: string;
  line: number;
}

export interface MemberDeclaration {
  kind: MemberKind;
  /** The compiler's documentation ID, e.g. `M:Tideline.GSharp.PI.PIACEPoint.Avg(System.DateTime,System.DateTime)`. */
  id: string;
  /** The name in C#: `Avg`, the type's name for a constructor, `this` for an indexer. */
  name: string;
  position: SourcePosition;
  modifiers: string[];
  attributes: AttributeSyntax[];
  /** Return type of a method, operator or delegate; the type of a property, indexer, field, constant or event. */
  type: TypeSyntax | undefined;
  typeParameters: TypeParameterSyntax[];
  parameters: ParameterSyntax[];
  accessors: AccessorSyntax[];
  /** The value of a constant or enum member, or a field's initialiser, as written. */
  value: string | undefined;
  /** `+` for `operator +`; `implicit`/`explicit` for a conversion operator. */
  operatorToken: string | undefined;
}

export interface TypeDeclaration {
  kind: TypeKind;
  id: string;
  /** Metadata name: `Ns.Outer.Inner`, with generic arity as `` `1 `` on each generic segment. */
  fullName: string;
  namespace: string;
  /** The C# name without type parameters. */
  name: string;
  position: SourcePosition;
  modifiers: string[];
  attributes: AttributeSyntax[];
  /** Own type parameters (an enclosing type's are not repeated). */
  typeParameters: TypeParameterSyntax[];
  /** The base list as written: base class and interfaces, or an enum's underlying type. */
  baseTypes: TypeSyntax[];
  /** A delegate's signature. */
  delegate: { returnType: TypeSyntax; parameters: ParameterSyntax[] } | undefined;
  members: MemberDeclaration[];
  /** Full name of the enclosing type of a nested type. */
  enclosingType: string | undefined;
}

/** Every public type and member of the reference source, in file order. */
export interface ReferenceSource {
  files: string[];
  types: TypeDeclaration[];
}
