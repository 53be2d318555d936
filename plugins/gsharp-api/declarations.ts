import { stripArity } from './csharpTypes';
import { keywordTypes, metadataName } from './csharp/documentationId';
import type {
  AttributeSyntax,
  ConstraintSyntax,
  MemberDeclaration,
  ParameterSyntax,
  TypeParameterSyntax,
  TypeSyntax,
} from './csharp/syntax';
import type { ApiMember, ApiType } from './model';

/**
 * C# declarations as readers see them on Microsoft Learn: modifiers, return type, name, type parameters,
 * parameters with `params`/`ref`/`out`/`in` and defaults, nullable annotations, constraints and the attributes
 * the reference source writes. Every type is written by its short name and carries the page it links to.
 */

/** A run of declaration text; `url` makes it a link to the type's page. */
export interface CodePart {
  text: string;
  url?: string;
  /** Prism's C# token types for this run (`keyword`, `class-name`), when highlighted; see declarationTokens.ts. */
  kind?: string;
}

/** How a declaration names and links the types it mentions. */
export interface TypeNamer {
  /** The documented type with this metadata name, if the reference has it. */
  documentedType(fullName: string): ApiType | undefined;
  /** The page of a type: its reference page, Microsoft Learn for System types, nothing for external ones. */
  url(fullName: string): string | undefined;
}

/** A type's name in C# with its type parameters: `PIValues`, `Window<TValue>`, `FlowMeter.Channel`. */
export function typeDisplayName(type: ApiType): string {
  const name = stripArity(type.name);
  return type.typeParameters.length === 0 ? name : `${name}<${type.typeParameters.join(', ')}>`;
}

function text(value: string): CodePart {
  return { text: value };
}

function join(lists: readonly CodePart[][], separator: string): CodePart[] {
  return lists.flatMap((list, index) => (index === 0 ? list : [text(separator), ...list]));
}

/** The name C# code uses for a named type: documented types keep their enclosing type (`Outer.Inner`). */
function shortName(fullName: string, namer: TypeNamer): string {
  const documented = namer.documentedType(fullName);
  if (documented !== undefined) return stripArity(documented.name);
  return stripArity(fullName.split('.').pop() ?? fullName);
}

export function typeParts(type: TypeSyntax, namer: TypeNamer): CodePart[] {
  switch (type.kind) {
    case 'keyword': {
      // `void` and `dynamic` are not types a reader looks up; every other keyword links to its System type.
      const systemName = type.keyword === 'void' || type.keyword === 'dynamic' ? undefined : keywordTypes[type.keyword];
      const url = systemName === undefined ? undefined : namer.url(systemName);
      return [url === undefined ? text(type.keyword) : { text: type.keyword, url }];
    }
    case 'typeParameter':
      return [text(type.name)];
    case 'nullable':
      return [...typeParts(type.type, namer), text('?')];
    case 'array':
      return [...typeParts(type.elementType, namer), text(`[${','.repeat(type.rank - 1)}]`)];
    case 'pointer':
      return [...typeParts(type.elementType, namer), text('*')];
    case 'tuple':
      return [
        text('('),
        ...join(
          type.elements.map((element) => [
            ...typeParts(element.type, namer),
            ...(element.name === undefined ? [] : [text(` ${element.name}`)]),
          ]),
          ', ',
        ),
        text(')'),
      ];
    case 'named': {
      const fullName = metadataName(type.segments);
      const url = namer.url(fullName);
      const name = shortName(fullName, namer);
      const typeArguments = type.segments.flatMap((segment) => segment.typeArguments);
      const head: CodePart = url === undefined ? text(name) : { text: name, url };
      if (typeArguments.length === 0) return [head];
      return [
        head,
        text('<'),
        ...join(
          typeArguments.map((argument) => typeParts(argument, namer)),
          ', ',
        ),
        text('>'),
      ];
    }
  }
}

export function plainText(parts: readonly CodePart[]): string {
  return parts.map((part) => part.text).join('');
}

/** `NotNullIfNotNull(nameof(values))`: attributes by their short name, without the `Attribute` suffix. */
function attributeLine(attributes: readonly AttributeSyntax[]): CodePart[] {
  if (attributes.length === 0) return [];
  return attributes.flatMap((attribute) => {
    const name = (attribute.name[attribute.name.length - 1]?.name ?? '').replace(/Attribute$/, '');
    const target = attribute.target === undefined ? '' : `${attribute.target}: `;
    const argumentList = attribute.arguments === undefined ? '' : `(${attribute.arguments})`;
    return [text(`[${target}${name}${argumentList}]\n`)];
  });
}

function typeParameterList(parameters: readonly TypeParameterSyntax[]): CodePart[] {
  if (parameters.length === 0) return [];
  return [
    text(
      `<${parameters.map((parameter) => `${parameter.variance === undefined ? '' : `${parameter.variance} `}${parameter.name}`).join(', ')}>`,
    ),
  ];
}

function constraintParts(constraint: ConstraintSyntax, namer: TypeNamer): CodePart[] {
  return constraint.kind === 'keyword' ? [text(constraint.text)] : typeParts(constraint.type, namer);
}

function constraintClauses(parameters: readonly TypeParameterSyntax[], namer: TypeNamer): CodePart[] {
  return parameters
    .filter((parameter) => parameter.constraints.length > 0)
    .flatMap((parameter) => [
      text(`\n    where ${parameter.name} : `),
      ...join(
        parameter.constraints.map((constraint) => constraintParts(constraint, namer)),
        ', ',
      ),
    ]);
}

function parameterParts(parameter: ParameterSyntax, namer: TypeNamer, withName = true): CodePart[] {
  const attributes = parameter.attributes.map(
    (attribute) =>
      `[${(attribute.name[attribute.name.length - 1]?.name ?? '').replace(/Attribute$/, '')}${attribute.arguments === undefined ? '' : `(${attribute.arguments})`}] `,
  );
  const modifiers = parameter.modifiers.map((modifier) => `${modifier} `).join('');
  const prefix = `${attributes.join('')}${modifiers}`;
  return [
    ...(prefix === '' ? [] : [text(prefix)]),
    ...typeParts(parameter.type, namer),
    ...(withName ? [text(` ${parameter.name}`)] : []),
    ...(withName && parameter.defaultValue !== undefined ? [text(` = ${parameter.defaultValue}`)] : []),
  ];
}

function parameterList(parameters: readonly ParameterSyntax[], namer: TypeNamer, open = '(', close = ')'): CodePart[] {
  return [
    text(open),
    ...join(
      parameters.map((parameter) => parameterParts(parameter, namer)),
      ', ',
    ),
    text(close),
  ];
}

/** Modifiers as C# writes them on the page; `partial` says how the source is split, not what the API is. */
function modifierText(modifiers: readonly string[]): string {
  const shown = modifiers.filter((modifier) => modifier !== 'partial');
  return shown.length === 0 ? '' : `${shown.join(' ')} `;
}

function accessorList(declaration: MemberDeclaration): CodePart[] {
  const accessors = declaration.accessors.map((accessor) => `${modifierText(accessor.modifiers)}${accessor.name};`);
  return [text(` { ${accessors.join(' ')} }`)];
}

/** The full declaration of a member, as on Microsoft Learn: `public static double? Avg(this PIPoint point, …);`. */
export function memberDeclarationParts(member: ApiMember, namer: TypeNamer): CodePart[] {
  const declaration = member.declaration;
  const type = declaration.type === undefined ? [] : typeParts(declaration.type, namer);
  const start = [...attributeLine(declaration.attributes), text(modifierText(declaration.modifiers))];
  switch (declaration.kind) {
    case 'enumMember':
      return [
        ...attributeLine(declaration.attributes),
        text(declaration.value === undefined ? declaration.name : `${declaration.name} = ${declaration.value}`),
      ];
    case 'field':
    case 'constant':
      return [
        ...start,
        ...type,
        text(
          ` ${declaration.name}${declaration.kind === 'constant' && declaration.value !== undefined ? ` = ${declaration.value}` : ''};`,
        ),
      ];
    case 'event':
      return [...start, text('event '), ...type, text(` ${declaration.name};`)];
    case 'property':
      return [...start, ...type, text(` ${declaration.name}`), ...accessorList(declaration)];
    case 'indexer':
      return [
        ...start,
        ...type,
        text(' '),
        ...parameterList(declaration.parameters, namer, 'this[', ']'),
        ...accessorList(declaration),
      ];
    case 'constructor':
      return [
        ...start,
        text(stripArity(member.group.declaringType.declaration.name)),
        ...parameterList(declaration.parameters, namer),
        text(';'),
      ];
    case 'conversion':
      return [
        ...start,
        text(`${declaration.operatorToken ?? 'implicit'} operator `),
        ...type,
        ...parameterList(declaration.parameters, namer),
        text(';'),
      ];
    case 'operator':
      return [
        ...start,
        ...type,
        text(` operator ${declaration.operatorToken ?? ''}`),
        ...parameterList(declaration.parameters, namer),
        text(';'),
      ];
    case 'method':
      return [
        ...start,
        ...type,
        text(` ${declaration.name}`),
        ...typeParameterList(declaration.typeParameters),
        ...parameterList(declaration.parameters, namer),
        ...constraintClauses(declaration.typeParameters, namer),
        text(';'),
      ];
  }
}

/** The declaration of a type: `public sealed class PIValues : IEnumerable<AFValue>`, a delegate with its signature. */
export function typeDeclarationParts(type: ApiType, namer: TypeNamer): CodePart[] {
  const declaration = type.declaration;
  const start = [...attributeLine(declaration.attributes), text(modifierText(declaration.modifiers))];
  const name = text(declaration.name);
  if (declaration.kind === 'delegate' && declaration.delegate !== undefined) {
    return [
      ...start,
      text('delegate '),
      ...typeParts(declaration.delegate.returnType, namer),
      text(' '),
      name,
      ...typeParameterList(declaration.typeParameters),
      ...parameterList(declaration.delegate.parameters, namer),
      ...constraintClauses(declaration.typeParameters, namer),
      text(';'),
    ];
  }
  const bases =
    declaration.baseTypes.length === 0
      ? []
      : [
          text(' : '),
          ...join(
            declaration.baseTypes.map((base) => typeParts(base, namer)),
            ', ',
          ),
        ];
  return [
    ...start,
    text(`${declaration.kind} `),
    name,
    ...typeParameterList(declaration.typeParameters),
    ...bases,
    ...constraintClauses(declaration.typeParameters, namer),
  ];
}

/** How a member reads in titles, tables and cref labels: `Avg(DateTime, DateTime)`, `this[int]`, `operator +(PIValues, PIValues)`. */
export function shortSignature(member: ApiMember, namer: TypeNamer): string {
  const declaration = member.declaration;
  const parameters = (open: string, close: string): string =>
    `${open}${declaration.parameters
      .map((parameter) =>
        plainText(
          parameterParts(
            {
              ...parameter,
              attributes: [],
              modifiers: parameter.modifiers.filter((modifier) => modifier !== 'this' && modifier !== 'params'),
            },
            namer,
            false,
          ),
        ),
      )
      .join(', ')}${close}`;
  switch (declaration.kind) {
    case 'field':
    case 'constant':
    case 'enumMember':
    case 'property':
    case 'event':
      return declaration.name;
    case 'indexer':
      return parameters('this[', ']');
    case 'constructor':
      return `${stripArity(member.group.declaringType.declaration.name)}${parameters('(', ')')}`;
    case 'conversion':
      return `${declaration.operatorToken ?? 'implicit'} operator ${declaration.type === undefined ? '' : plainText(typeParts(declaration.type, namer))}${parameters('(', ')')}`;
    case 'operator':
      return `operator ${declaration.operatorToken ?? ''}${parameters('(', ')')}`;
    case 'method': {
      const typeParameters =
        declaration.typeParameters.length === 0
          ? ''
          : `<${declaration.typeParameters.map((parameter) => parameter.name).join(', ')}>`;
      return `${declaration.name}${typeParameters}${parameters('(', ')')}`;
    }
  }
}
