import { metadataName, referencedTypeName } from './csharp/documentationId';
import type { ParameterSyntax, TypeKind, TypeSyntax } from './csharp/syntax';
import { createCrefResolver } from './crefs';
import {
  memberDeclarationParts,
  shortSignature,
  typeDeclarationParts,
  typeDisplayName,
  typeParts,
  type CodePart,
  type TypeNamer,
} from './declarations';
import { renderDocText, type DocText } from './documentation';
import { ApiDocError, type ApiDocWarning } from './errors';
import type { BlockContent, PhrasingContent } from './mdx';
import type { ApiMember, ApiModel, ApiNamespace, ApiType, MemberCategory, MemberGroup } from './model';
import { groupLabel, groupReference, groupTitle, memberSidebarLabel, memberTitle } from './pages/labels';
import {
  groupLocation,
  isOverloaded,
  memberLocation,
  namespaceLocation,
  overloadNumber,
  typeLocation,
  type PageLocation,
  type RouteBase,
} from './slugs';
import { createTypeNamer, isKnownOutsideType } from './typeLinks';

/**
 * The reference as pages show it: every namespace, type and member with its documentation already rendered to
 * Markdown, its declaration already written as linked C#, and its labels and page locations worked out. Pages
 * only arrange what is here.
 */

export interface NamespaceView {
  namespace: ApiNamespace;
  location: PageLocation;
  text: DocText;
  types: TypeView[];
}

export interface TypeView {
  type: ApiType;
  location: PageLocation;
  /** `PIValues`, `Window<TValue>`. */
  displayName: string;
  kind: TypeKind;
  /** `class`, `static class`, `struct`, `enum`, `interface`, `delegate`. */
  kindWord: string;
  text: DocText;
  declaration: CodePart[];
  /** The chain of base classes ending with this type, each linked: `Object → PIACEClassModule`. Empty for interfaces. */
  inheritance: CodePart[][];
  implements: CodePart[][];
  derived: CodePart[][];
  typeParameters: NamedDescription[];
  groups: GroupView[];
}

export interface GroupView {
  group: MemberGroup;
  location: PageLocation;
  label: string;
  title: string;
  /** The group as code names it: `PIACEPoint.Avg`, `PIValues` for its constructors. */
  reference: string;
  overloaded: boolean;
  members: MemberView[];
}

export interface NamedDescription {
  name: string;
  description: PhrasingContent[];
}

interface ParameterView {
  name: string;
  /** The type with its `ref`/`out`/`in`/`params` modifier, each type linked. */
  type: CodePart[];
  description: PhrasingContent[];
}

/** What a member page says about the value a member gives back, and under which heading. */
interface ValueView {
  heading: 'Returns' | 'Property value' | 'Field value' | 'Event type';
  type: CodePart[];
  description: BlockContent[];
}

export interface MemberView {
  member: ApiMember;
  category: MemberCategory;
  location: PageLocation;
  title: string;
  sidebarLabel: string;
  /** The compact signature for tables: `Avg(DateTime, DateTime)`. */
  label: string;
  text: DocText;
  declaration: CodePart[];
  typeParameters: NamedDescription[];
  parameters: ParameterView[];
  value: ValueView | undefined;
  /** 1-based overload number and count when the name is overloaded. */
  overload: { number: number; count: number } | undefined;
}

export interface ReferenceView {
  file: string;
  assembly: string;
  namespaces: NamespaceView[];
  typeCount: number;
  warnings: ApiDocWarning[];
}

export interface DescribeOptions {
  base: RouteBase;
  externalNamespaces: readonly string[];
}

const objectType: TypeSyntax = {
  kind: 'named',
  segments: [
    { name: 'System', typeArguments: [] },
    { name: 'Object', typeArguments: [] },
  ],
};

function systemType(fullName: string): TypeSyntax {
  return { kind: 'named', segments: fullName.split('.').map((name) => ({ name, typeArguments: [] })) };
}

/** The implicit bases .NET gives each kind of type, after `Object`. */
const implicitBases: Readonly<Partial<Record<TypeKind, string[]>>> = {
  struct: ['System.ValueType'],
  'record struct': ['System.ValueType'],
  enum: ['System.ValueType', 'System.Enum'],
  delegate: ['System.Delegate', 'System.MulticastDelegate'],
};

/** .NET names interfaces `I` + capital; for types outside the reference that is the only hint a base list gives. */
function looksLikeInterface(fullName: string): boolean {
  return /^I[A-Z]/.test(fullName.split('.').pop() ?? '');
}

class Describer {
  readonly warnings: ApiDocWarning[] = [];
  readonly namer: TypeNamer;
  readonly resolveCref;

  constructor(
    readonly model: ApiModel,
    readonly options: DescribeOptions,
  ) {
    this.namer = createTypeNamer(model, options.base);
    this.resolveCref = createCrefResolver(model, options.base, { externalNamespaces: options.externalNamespaces });
  }

  text(
    location: { line: number | undefined; memberId: string },
    docs: ApiType['docs'],
    parameterNames: readonly string[],
    typeParameterNames: readonly string[],
  ): DocText {
    return renderDocText(
      {
        location: { file: this.model.file, line: location.line, memberId: location.memberId },
        docs,
        parameterNames,
        typeParameterNames,
      },
      this.resolveCref,
      this.warnings,
    );
  }

  /** A declaration that names a type nobody documents is a typo or a missing declaration: stop with its line. */
  checkTypes(types: readonly (TypeSyntax | undefined)[], position: { file: string; line: number }, id: string): void {
    const visit = (type: TypeSyntax | undefined): void => {
      if (type === undefined) return;
      switch (type.kind) {
        case 'named': {
          const fullName = metadataName(type.segments);
          if (
            this.model.typesByName.get(fullName) === undefined &&
            !isKnownOutsideType(fullName, this.options.externalNamespaces)
          ) {
            throw new ApiDocError(
              { file: position.file, line: position.line, memberId: id },
              `names the type ${fullName}, which the reference does not declare and which is not in System, Microsoft or an external namespace (${this.options.externalNamespaces.join(', ') || 'none configured'})`,
            );
          }
          for (const segment of type.segments) for (const argument of segment.typeArguments) visit(argument);
          return;
        }
        case 'nullable':
          visit(type.type);
          return;
        case 'array':
        case 'pointer':
          visit(type.elementType);
          return;
        case 'tuple':
          for (const element of type.elements) visit(element.type);
          return;
        default:
          return;
      }
    };
    types.forEach(visit);
  }

  parameterTypes(parameters: readonly ParameterSyntax[]): TypeSyntax[] {
    return parameters.map((parameter) => parameter.type);
  }

  named(names: ReadonlyMap<string, PhrasingContent[]>, declared: readonly string[]): NamedDescription[] {
    return declared.map((name) => ({ name, description: names.get(name) ?? [] }));
  }

  baseClassOf(type: ApiType): TypeSyntax | undefined {
    if (type.declaration.kind !== 'class' && type.declaration.kind !== 'record') return undefined;
    const [first] = type.declaration.baseTypes;
    const name = first === undefined ? undefined : referencedTypeName(first);
    if (first === undefined || name === undefined) return undefined;
    const documented = this.model.typesByName.get(name);
    if (documented !== undefined) return documented.declaration.kind === 'interface' ? undefined : first;
    return looksLikeInterface(name) ? undefined : first;
  }

  inheritance(type: ApiType): CodePart[][] {
    if (type.declaration.kind === 'interface') return [];
    const chain: CodePart[][] = [];
    let current: ApiType | undefined = type;
    const seen = new Set<string>();
    while (current !== undefined && !seen.has(current.fullName)) {
      seen.add(current.fullName);
      const base = this.baseClassOf(current);
      if (base === undefined) break;
      chain.unshift(typeParts(base, this.namer));
      const baseName = referencedTypeName(base);
      current = baseName === undefined ? undefined : this.model.typesByName.get(baseName);
    }
    const implicit = (implicitBases[type.declaration.kind] ?? []).map((name) =>
      typeParts(systemType(name), this.namer),
    );
    const top = chain.length > 0 && current === undefined ? [] : implicit;
    return [typeParts(objectType, this.namer), ...top, ...chain, [{ text: typeDisplayName(type) }]];
  }

  interfacesOf(type: ApiType, seen = new Set<string>()): TypeSyntax[] {
    if (seen.has(type.fullName)) return [];
    seen.add(type.fullName);
    if (type.declaration.kind === 'enum') return [];
    const baseClass = this.baseClassOf(type);
    const own = type.declaration.baseTypes.filter((base) => base !== baseClass);
    const inherited = [baseClass, ...own]
      .map((base) => (base === undefined ? undefined : this.model.typesByName.get(referencedTypeName(base) ?? '')))
      .flatMap((documented) => (documented === undefined ? [] : this.interfacesOf(documented, seen)));
    const unique = new Map<string, TypeSyntax>();
    for (const base of [...own, ...inherited]) unique.set(JSON.stringify(base), base);
    return [...unique.values()];
  }

  derivedFrom(type: ApiType): CodePart[][] {
    return [...this.model.typesByName.values()]
      .filter(
        (candidate) =>
          candidate.declaration.kind !== 'enum' &&
          candidate.declaration.baseTypes.some((base) => referencedTypeName(base) === type.fullName),
      )
      .map((candidate) => typeParts(systemType(candidate.fullName), this.namer));
  }

  kindWord(type: ApiType): string {
    const { kind, modifiers } = type.declaration;
    if (kind === 'class' && modifiers.includes('static')) return 'static class';
    if (kind === 'class' && modifiers.includes('abstract')) return 'abstract class';
    return kind;
  }

  value(member: ApiMember, text: DocText): ValueView | undefined {
    const declaration = member.declaration;
    const type = declaration.type;
    if (type === undefined || (type.kind === 'keyword' && type.keyword === 'void')) return undefined;
    const parts = typeParts(type, this.namer);
    switch (declaration.kind) {
      case 'method':
      case 'operator':
      case 'conversion':
        return { heading: 'Returns', type: parts, description: text.returns };
      case 'property':
      case 'indexer':
        return { heading: 'Property value', type: parts, description: text.value };
      case 'field':
      case 'constant':
        return { heading: 'Field value', type: parts, description: text.value };
      case 'event':
        return { heading: 'Event type', type: parts, description: [] };
      default:
        return undefined;
    }
  }

  member(member: ApiMember): MemberView {
    const declaration = member.declaration;
    this.checkTypes(
      [
        declaration.type,
        ...this.parameterTypes(declaration.parameters),
        ...declaration.typeParameters.flatMap((parameter) =>
          parameter.constraints.map((constraint) => (constraint.kind === 'type' ? constraint.type : undefined)),
        ),
      ],
      declaration.position,
      declaration.id,
    );
    const text = this.text({ line: member.line, memberId: member.id.raw }, member.docs, member.parameterNames, [
      ...member.group.declaringType.typeParameters,
      ...member.typeParameters,
    ]);
    return {
      member,
      category: member.category,
      location: memberLocation(member),
      title: memberTitle(this.namer, member),
      sidebarLabel: memberSidebarLabel(this.namer, member),
      label: shortSignature(member, this.namer),
      text,
      declaration: memberDeclarationParts(member, this.namer),
      typeParameters: this.named(text.typeParameters, member.typeParameters),
      parameters: declaration.parameters.map((parameter) => {
        const modifiers = parameter.modifiers.filter((modifier) => modifier !== 'this');
        return {
          name: parameter.name,
          type: [
            ...(modifiers.length === 0 ? [] : [{ text: `${modifiers.join(' ')} ` }]),
            ...typeParts(parameter.type, this.namer),
          ],
          description: text.parameters.get(parameter.name) ?? [],
        };
      }),
      value: this.value(member, text),
      overload: isOverloaded(member.group)
        ? { number: overloadNumber(member), count: member.group.members.length }
        : undefined,
    };
  }

  group(group: MemberGroup): GroupView {
    return {
      group,
      location: groupLocation(group),
      label: groupLabel(group),
      title: groupTitle(group),
      reference: groupReference(group),
      overloaded: isOverloaded(group),
      members: group.members.map((member) => this.member(member)),
    };
  }

  type(type: ApiType): TypeView {
    const declaration = type.declaration;
    this.checkTypes(
      [
        ...declaration.baseTypes,
        declaration.delegate?.returnType,
        ...this.parameterTypes(declaration.delegate?.parameters ?? []),
        ...declaration.typeParameters.flatMap((parameter) =>
          parameter.constraints.map((constraint) => (constraint.kind === 'type' ? constraint.type : undefined)),
        ),
      ],
      declaration.position,
      declaration.id,
    );
    const delegateParameters = declaration.delegate?.parameters.map((parameter) => parameter.name) ?? [];
    const text = this.text(
      { line: type.line, memberId: type.id.raw },
      type.docs,
      delegateParameters,
      type.typeParameters,
    );
    return {
      type,
      location: typeLocation(type),
      displayName: typeDisplayName(type),
      kind: declaration.kind,
      kindWord: this.kindWord(type),
      text,
      declaration: typeDeclarationParts(type, this.namer),
      inheritance: this.inheritance(type),
      implements: this.interfacesOf(type).map((base) => typeParts(base, this.namer)),
      derived: this.derivedFrom(type),
      typeParameters: this.named(text.typeParameters, type.typeParameters),
      groups: type.groups.map((group) => this.group(group)),
    };
  }

  namespace(namespace: ApiNamespace): NamespaceView {
    return {
      namespace,
      location: namespaceLocation(namespace),
      text: this.text({ line: namespace.line, memberId: `N:${namespace.name}` }, namespace.docs, [], []),
      types: namespace.types.map((type) => this.type(type)),
    };
  }
}

/** Renders every comment, declaration and label of the model once, for the pages to arrange. */
export function describeReference(model: ApiModel, options: DescribeOptions): ReferenceView {
  const describer = new Describer(model, options);
  const namespaces = model.namespaces.map((namespace) => describer.namespace(namespace));
  return {
    file: model.file,
    assembly: model.assembly,
    namespaces,
    typeCount: namespaces.reduce((count, namespace) => count + namespace.types.length, 0),
    warnings: describer.warnings,
  };
}
