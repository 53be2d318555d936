import type { Node } from 'web-tree-sitter';
import { ApiDocError } from '../errors';
import { memberDocumentationId, typeDocumentationId, valueTypeNames } from './documentationId';
import type { CSharpParser } from './parser';
import type {
  AccessorSyntax,
  AttributeSyntax,
  ConstraintSyntax,
  MemberDeclaration,
  MemberKind,
  NameSegment,
  ParameterModifier,
  ParameterSyntax,
  ReferenceSource,
  TypeDeclaration,
  TypeKind,
  TypeParameterSyntax,
  TypeSyntax,
} from './syntax';

/** One C# file: its path as messages name it, and its text. */
export interface CSharpSource {
  file: string;
  text: string;
}

const typeKinds: Readonly<Record<string, TypeKind>> = {
  class_declaration: 'class',
  struct_declaration: 'struct',
  interface_declaration: 'interface',
  enum_declaration: 'enum',
  delegate_declaration: 'delegate',
  record_declaration: 'record',
  record_struct_declaration: 'record struct',
};

/** Type parameters in scope while reading a declaration: the enclosing types' (in order) and the method's. */
interface Scope {
  typeParameters: string[];
  methodTypeParameters: string[];
}

/** A member without its ID yet: IDs need to know every value type first (`T?` is `Nullable<T>` only for structs). */
type PendingMember = Omit<MemberDeclaration, 'id'> & { typeParameterScope: Scope; declaringType: PendingType };
type PendingType = Omit<TypeDeclaration, 'id' | 'members'> & { members: PendingMember[]; scope: Scope };

function namedChildren(node: Node): Node[] {
  return node.namedChildren.filter((child): child is Node => child !== null);
}

function children(node: Node): Node[] {
  return node.children.filter((child): child is Node => child !== null);
}

function field(node: Node, name: string): Node | undefined {
  return node.childForFieldName(name) ?? undefined;
}

/** Methods, interfaces and delegates name their type parameter list as a field; classes and structs do not. */
function typeParameterList(node: Node): Node | undefined {
  return field(node, 'type_parameters') ?? namedChildren(node).find((child) => child.type === 'type_parameter_list');
}

function typeParameterNames(node: Node): string[] {
  const list = typeParameterList(node);
  return (list === undefined ? [] : namedChildren(list))
    .filter((child) => child.type === 'type_parameter')
    .map((parameter) => field(parameter, 'name')?.text ?? parameter.text);
}

class FileReader {
  readonly types: PendingType[] = [];

  constructor(readonly file: string) {}

  fail(node: Node, reason: string): never {
    throw new ApiDocError({ file: this.file, line: node.startPosition.row + 1 }, reason);
  }

  /** The line a reader looks for: the declaration's first line after its attributes. */
  lineOf(node: Node): number {
    const first = children(node).find((child) => child.type !== 'attribute_list') ?? node;
    return first.startPosition.row + 1;
  }

  // --- types as written -------------------------------------------------------------------------------------

  segmentsOf(node: Node, scope: Scope): NameSegment[] {
    switch (node.type) {
      case 'identifier':
        return [{ name: node.text, typeArguments: [] }];
      case 'generic_name': {
        const [name, argumentList] = namedChildren(node);
        if (name === undefined || argumentList === undefined)
          return this.fail(node, `cannot read the generic name "${node.text}"`);
        return [
          {
            name: name.text,
            typeArguments: namedChildren(argumentList).map((argument) => this.typeOf(argument, scope)),
          },
        ];
      }
      case 'qualified_name': {
        const qualifier = field(node, 'qualifier');
        const name = field(node, 'name');
        if (qualifier === undefined || name === undefined)
          return this.fail(node, `cannot read the qualified name "${node.text}"`);
        return [...this.segmentsOf(qualifier, scope), ...this.segmentsOf(name, scope)];
      }
      case 'alias_qualified_name': {
        // global::System.DateTime names the same type as System.DateTime.
        const name = field(node, 'name');
        return name === undefined ? this.fail(node, `cannot read "${node.text}"`) : this.segmentsOf(name, scope);
      }
      default:
        return this.fail(node, `"${node.text}" is not a type name`);
    }
  }

  typeOf(node: Node, scope: Scope): TypeSyntax {
    switch (node.type) {
      case 'predefined_type':
        return { kind: 'keyword', keyword: node.text };
      case 'identifier': {
        const methodIndex = scope.methodTypeParameters.indexOf(node.text);
        if (methodIndex !== -1)
          return { kind: 'typeParameter', name: node.text, declaredBy: 'method', index: methodIndex };
        const typeIndex = scope.typeParameters.lastIndexOf(node.text);
        if (typeIndex !== -1) return { kind: 'typeParameter', name: node.text, declaredBy: 'type', index: typeIndex };
        return this.fail(
          node,
          `the type "${node.text}" is not fully qualified: write types as the reference source does, e.g. System.DateTime or Tideline.GSharp.PI.PIValues`,
        );
      }
      case 'generic_name':
      case 'qualified_name':
      case 'alias_qualified_name': {
        const segments = this.segmentsOf(node, scope);
        if (segments.length === 1)
          return this.fail(
            node,
            `the type "${node.text}" is not fully qualified: write types as the reference source does, e.g. System.Collections.Generic.List<T>`,
          );
        return { kind: 'named', segments };
      }
      case 'nullable_type': {
        const inner = field(node, 'type');
        return inner === undefined
          ? this.fail(node, `cannot read "${node.text}"`)
          : { kind: 'nullable', type: this.typeOf(inner, scope) };
      }
      case 'array_type': {
        const element = field(node, 'type');
        const rank = field(node, 'rank');
        if (element === undefined) return this.fail(node, `cannot read "${node.text}"`);
        return {
          kind: 'array',
          elementType: this.typeOf(element, scope),
          rank: (rank?.text.match(/,/g)?.length ?? 0) + 1,
        };
      }
      case 'pointer_type': {
        const [element] = namedChildren(node);
        return element === undefined
          ? this.fail(node, `cannot read "${node.text}"`)
          : { kind: 'pointer', elementType: this.typeOf(element, scope) };
      }
      case 'tuple_type':
        return {
          kind: 'tuple',
          elements: namedChildren(node)
            .filter((element) => element.type === 'tuple_element')
            .map((element) => {
              const type = field(element, 'type');
              if (type === undefined) return this.fail(element, `cannot read "${element.text}"`);
              return { type: this.typeOf(type, scope), name: field(element, 'name')?.text };
            }),
        };
      default:
        return this.fail(node, `the type "${node.text}" (${node.type}) is not supported in reference source`);
    }
  }

  // --- parts of declarations ---------------------------------------------------------------------------------

  modifiersOf(node: Node): string[] {
    return namedChildren(node)
      .filter((child) => child.type === 'modifier')
      .map((child) => child.text);
  }

  attributesOf(node: Node, scope: Scope): AttributeSyntax[] {
    return this.attributesIn(namedChildren(node), scope);
  }

  attributesIn(nodes: readonly Node[], scope: Scope): AttributeSyntax[] {
    return nodes
      .filter((child) => child.type === 'attribute_list')
      .flatMap((list) => {
        const target = namedChildren(list)
          .find((child) => child.type === 'attribute_target_specifier')
          ?.text.replace(/:$/, '')
          .trim();
        return namedChildren(list)
          .filter((child) => child.type === 'attribute')
          .map((attribute) => {
            const name = field(attribute, 'name');
            if (name === undefined) return this.fail(attribute, `cannot read the attribute "${attribute.text}"`);
            const argumentList = namedChildren(attribute).find((child) => child.type === 'attribute_argument_list');
            return {
              target,
              name: this.segmentsOf(name, scope),
              arguments: argumentList?.text.replace(/^\(|\)$/g, ''),
            };
          });
      });
  }

  parameterFrom(parts: readonly Node[], scope: Scope, at: Node): ParameterSyntax {
    const modifiers: ParameterModifier[] = [];
    let type: TypeSyntax | undefined;
    let name: string | undefined;
    let defaultValue: string | undefined;
    let afterEquals = false;
    const attributes: AttributeSyntax[] = [];
    for (const part of parts) {
      if (afterEquals && part.isNamed) {
        defaultValue = part.text;
        afterEquals = false;
      } else if (part.type === '=') afterEquals = true;
      else if (part.type === 'attribute_list') attributes.push(...this.attributesIn([part], scope));
      else if (part.type === 'modifier' || part.type === 'params') modifiers.push(part.text as ParameterModifier);
      else if (part.isNamed && type === undefined && part.type !== 'identifier') type = this.typeOf(part, scope);
      else if (part.type === 'identifier' && type === undefined) type = this.typeOf(part, scope);
      else if (part.type === 'identifier') name = part.text;
    }
    if (type === undefined || name === undefined)
      return this.fail(at, `cannot read the parameter "${parts.map((part) => part.text).join(' ')}"`);
    return { name, type, modifiers, defaultValue, attributes };
  }

  parametersOf(list: Node | undefined, scope: Scope): ParameterSyntax[] {
    if (list === undefined) return [];
    const parameters: ParameterSyntax[] = [];
    let paramsParts: Node[] | undefined;
    for (const child of children(list)) {
      if (child.type === 'parameter') parameters.push(this.parameterFrom(children(child), scope, child));
      else if (child.type === 'params') paramsParts = [child];
      else if (paramsParts !== undefined && (child.type === ',' || child.type === ')' || child.type === ']')) {
        // The grammar writes a params array's type and name directly in the list, after the `params` keyword.
        parameters.push(this.parameterFrom(paramsParts, scope, list));
        paramsParts = undefined;
      } else if (paramsParts !== undefined) paramsParts.push(child);
    }
    return parameters;
  }

  typeParametersOf(node: Node, scope: Scope): TypeParameterSyntax[] {
    const list = typeParameterList(node);
    if (list === undefined) return [];
    const parameters = namedChildren(list)
      .filter((child) => child.type === 'type_parameter')
      .map((parameter): TypeParameterSyntax => {
        const variance = children(parameter).find((child) => child.type === 'in' || child.type === 'out')?.type as
          | 'in'
          | 'out'
          | undefined;
        return { name: field(parameter, 'name')?.text ?? parameter.text, variance, constraints: [] };
      });
    for (const clause of namedChildren(node).filter((child) => child.type === 'type_parameter_constraints_clause')) {
      const [target, ...constraints] = namedChildren(clause);
      const parameter = parameters.find((candidate) => candidate.name === target?.text);
      if (parameter === undefined)
        return this.fail(
          clause,
          `the constraint names "${target?.text ?? ''}", which is not a type parameter of this declaration`,
        );
      parameter.constraints = constraints.map((constraint): ConstraintSyntax => {
        const type = field(constraint, 'type');
        return type === undefined
          ? { kind: 'keyword', text: constraint.text }
          : { kind: 'type', type: this.typeOf(type, scope) };
      });
    }
    return parameters;
  }

  accessorsOf(node: Node): AccessorSyntax[] {
    const list = field(node, 'accessors');
    if (list === undefined) return field(node, 'value') === undefined ? [] : [{ name: 'get', modifiers: [] }];
    return namedChildren(list)
      .filter((child) => child.type === 'accessor_declaration')
      .map((accessor) => ({
        name: (field(accessor, 'name')?.text ?? 'get') as AccessorSyntax['name'],
        modifiers: this.modifiersOf(accessor),
      }));
  }

  // --- declarations -------------------------------------------------------------------------------------------

  isVisible(modifiers: readonly string[], declaringKind: TypeKind | undefined): boolean {
    if (declaringKind === 'interface') return !modifiers.includes('private');
    if (modifiers.includes('private')) return false;
    return modifiers.includes('public') || modifiers.includes('protected');
  }

  member(
    type: PendingType,
    node: Node,
    kind: MemberKind,
    name: string,
    extra: Partial<PendingMember> & { scope?: Scope },
  ): PendingMember {
    const scope = extra.scope ?? type.scope;
    return {
      kind,
      name,
      position: { file: this.file, line: this.lineOf(node) },
      modifiers: this.modifiersOf(node),
      attributes: this.attributesOf(node, scope),
      type: undefined,
      typeParameters: [],
      parameters: [],
      accessors: [],
      value: undefined,
      operatorToken: undefined,
      ...extra,
      typeParameterScope: scope,
      declaringType: type,
    };
  }

  membersOf(type: PendingType, node: Node): PendingMember[] {
    const scope = type.scope;
    const typed = (n: Node): TypeSyntax | undefined => {
      const typeNode = field(n, 'type') ?? field(n, 'returns');
      return typeNode === undefined ? undefined : this.typeOf(typeNode, scope);
    };
    switch (node.type) {
      case 'constructor_declaration':
        return [
          this.member(type, node, 'constructor', type.name, {
            parameters: this.parametersOf(field(node, 'parameters'), scope),
          }),
        ];
      case 'method_declaration': {
        if (namedChildren(node).some((child) => child.type === 'explicit_interface_specifier')) return [];
        const methodScope: Scope = { ...scope, methodTypeParameters: typeParameterNames(node) };
        const returns = field(node, 'returns');
        return [
          this.member(type, node, 'method', field(node, 'name')?.text ?? '', {
            scope: methodScope,
            type: returns === undefined ? undefined : this.typeOf(returns, methodScope),
            typeParameters: this.typeParametersOf(node, methodScope),
            parameters: this.parametersOf(field(node, 'parameters'), methodScope),
          }),
        ];
      }
      case 'property_declaration':
        if (namedChildren(node).some((child) => child.type === 'explicit_interface_specifier')) return [];
        return [
          this.member(type, node, 'property', field(node, 'name')?.text ?? '', {
            type: typed(node),
            accessors: this.accessorsOf(node),
          }),
        ];
      case 'indexer_declaration':
        if (namedChildren(node).some((child) => child.type === 'explicit_interface_specifier')) return [];
        return [
          this.member(type, node, 'indexer', 'this', {
            type: typed(node),
            parameters: this.parametersOf(field(node, 'parameters'), scope),
            accessors: this.accessorsOf(node),
          }),
        ];
      case 'event_declaration':
        if (namedChildren(node).some((child) => child.type === 'explicit_interface_specifier')) return [];
        return [
          this.member(type, node, 'event', field(node, 'name')?.text ?? '', {
            type: typed(node),
            accessors: this.accessorsOf(node),
          }),
        ];
      case 'field_declaration':
      case 'event_field_declaration': {
        const declaration = namedChildren(node).find((child) => child.type === 'variable_declaration');
        const typeNode = declaration === undefined ? undefined : field(declaration, 'type');
        if (declaration === undefined || typeNode === undefined)
          return this.fail(node, `cannot read the field "${node.text}"`);
        const modifiers = this.modifiersOf(node);
        const kind: MemberKind =
          node.type === 'event_field_declaration' ? 'event' : modifiers.includes('const') ? 'constant' : 'field';
        return namedChildren(declaration)
          .filter((child) => child.type === 'variable_declarator')
          .map((declarator) => {
            const [, initialiser] = namedChildren(declarator);
            return this.member(type, node, kind, field(declarator, 'name')?.text ?? '', {
              type: this.typeOf(typeNode, scope),
              value: initialiser?.text,
            });
          });
      }
      case 'operator_declaration': {
        const token = field(node, 'operator')?.text;
        return [
          this.member(type, node, 'operator', `operator ${token ?? ''}`, {
            type: typed(node),
            parameters: this.parametersOf(field(node, 'parameters'), scope),
            operatorToken: token,
          }),
        ];
      }
      case 'conversion_operator_declaration': {
        const token = children(node).find((child) => child.type === 'implicit' || child.type === 'explicit')?.type;
        return [
          this.member(type, node, 'conversion', `${token ?? ''} operator`, {
            type: typed(node),
            parameters: this.parametersOf(field(node, 'parameters'), scope),
            operatorToken: token,
          }),
        ];
      }
      case 'enum_member_declaration':
        return [
          this.member(type, node, 'enumMember', field(node, 'name')?.text ?? '', { value: field(node, 'value')?.text }),
        ];
      default:
        return [];
    }
  }

  typeDeclaration(node: Node, namespace: string, enclosing: PendingType | undefined): void {
    const kind = typeKinds[node.type];
    if (kind === undefined) return;
    const modifiers = this.modifiersOf(node);
    if (!this.isVisible(modifiers, enclosing?.kind)) return;
    const name = field(node, 'name')?.text;
    if (name === undefined) {
      this.fail(node, `cannot read the name of "${node.text.slice(0, 60)}"`);
      return;
    }
    const ownTypeParameters = typeParameterNames(node);
    const scope: Scope = {
      typeParameters: [...(enclosing?.scope.typeParameters ?? []), ...ownTypeParameters],
      methodTypeParameters: [],
    };
    const arity = ownTypeParameters.length === 0 ? '' : `\`${ownTypeParameters.length}`;
    const fullName = `${enclosing === undefined ? namespace : enclosing.fullName}.${name}${arity}`;
    if (namespace === '') {
      this.fail(node, `${name} is in the global namespace; declare it inside a namespace`);
      return;
    }
    const baseList = namedChildren(node).find((child) => child.type === 'base_list');
    const type: PendingType = {
      kind,
      fullName,
      namespace,
      name,
      position: { file: this.file, line: this.lineOf(node) },
      modifiers,
      attributes: this.attributesOf(node, scope),
      typeParameters: this.typeParametersOf(node, scope),
      baseTypes:
        baseList === undefined
          ? []
          : namedChildren(baseList)
              .filter((child) => child.type !== 'argument_list')
              .map((base) => this.typeOf(base, scope)),
      delegate: undefined,
      members: [],
      enclosingType: enclosing?.fullName,
      scope,
    };
    if (kind === 'delegate') {
      const returns = field(node, 'type');
      if (returns === undefined) {
        this.fail(node, `cannot read the return type of delegate ${name}`);
        return;
      }
      type.delegate = {
        returnType: this.typeOf(returns, scope),
        parameters: this.parametersOf(field(node, 'parameters'), scope),
      };
    }
    this.types.push(type);
    const body = field(node, 'body');
    for (const child of body === undefined ? [] : namedChildren(body)) {
      if (typeKinds[child.type] !== undefined) {
        this.typeDeclaration(child, namespace, type);
        continue;
      }
      for (const member of this.membersOf(type, child)) {
        if (kind === 'enum' || this.isVisible(member.modifiers, kind)) type.members.push(member);
      }
    }
  }

  declarations(nodes: readonly Node[], namespace: string): void {
    for (const node of nodes) {
      if (node.type === 'namespace_declaration') {
        const name = field(node, 'name')?.text ?? '';
        const body = field(node, 'body');
        this.declarations(
          body === undefined ? [] : namedChildren(body),
          namespace === '' ? name : `${namespace}.${name}`,
        );
      } else if (node.type === 'file_scoped_namespace_declaration') {
        const name = field(node, 'name')?.text ?? '';
        this.declarations(namedChildren(node), namespace === '' ? name : `${namespace}.${name}`);
      } else {
        this.typeDeclaration(node, namespace, undefined);
      }
    }
  }
}

function firstProblem(node: Node): Node | undefined {
  if (node.type === 'ERROR' || node.isMissing) return node;
  for (const child of namedChildren(node)) {
    if (child.hasError || child.isMissing) return firstProblem(child) ?? child;
  }
  return node.hasError ? node : undefined;
}

/**
 * Reads the public declarations of C# reference sources with tree-sitter's C# grammar and gives each its
 * documentation ID. Stops at the first syntax error or unsupported construct, naming the file and line.
 */
export function readDeclarations(parser: CSharpParser, sources: readonly CSharpSource[]): ReferenceSource {
  const pending: PendingType[] = [];
  for (const source of sources) {
    const tree = parser.parse(source.text);
    if (tree === null) throw new ApiDocError({ file: source.file }, 'tree-sitter could not parse the file');
    try {
      const problem = firstProblem(tree.rootNode);
      if (problem !== undefined) {
        throw new ApiDocError(
          { file: source.file, line: problem.startPosition.row + 1 },
          `C# syntax error near "${problem.text.slice(0, 60)}"`,
        );
      }
      const reader = new FileReader(source.file);
      reader.declarations(namedChildren(tree.rootNode), '');
      pending.push(...reader.types);
    } finally {
      tree.delete();
    }
  }
  const valueTypes = valueTypeNames(pending);
  const types = pending.map(({ scope: _scope, members, ...type }): TypeDeclaration => {
    const id = typeDocumentationId(type.fullName);
    return {
      ...type,
      id,
      members: members.map(({ typeParameterScope: _typeParameterScope, declaringType: _declaringType, ...member }) => ({
        ...member,
        id: memberDocumentationId(type, member, valueTypes),
      })),
    };
  });
  return { files: sources.map((source) => source.file), types };
}
