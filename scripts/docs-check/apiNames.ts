/**
 * gSharp names in the written pages, checked against the public surface in the reference source:
 * - every `Type.Member` in inline code or in a C# block names a member the type has and, when the page shows
 *   a call (`Type.Member(a, b)`, `new Type(a)`), an overload that takes that many arguments;
 * - a link into the API reference whose text is a code name (`PutValue(x, time)`, `PIACEPoint.SendDataToPI`)
 *   leads to that name's own page, not to its type or to another member.
 * The compiler checks only the samples it compiles; prose, tables and `nocompile` blocks are checked here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Code, InlineCode, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { gsharpApiOptions } from '../../contract/gsharpApi';
import { csharpLanguages } from '../../plugins/csharp-samples/sampleMeta';
import { loadCSharpParser } from '../../plugins/gsharp-api/csharp/parser';
import { readDeclarations } from '../../plugins/gsharp-api/csharp/readDeclarations';
import type { MemberDeclaration, ReferenceSource } from '../../plugins/gsharp-api/csharp/syntax';
import { resolveSettings } from '../../plugins/gsharp-api/options';
import { samplePages } from './docPages';
import { parsePage } from './markdown';
import type { Problem } from './problem';

/** How many arguments one overload accepts. */
interface Arity {
  min: number;
  max: number;
}

export interface ApiSurface {
  namespaces: ReadonlySet<string>;
  /** Type name (`PIACEPoint`) -> member name (`Avg`, `mlErrors`, `#ctor` for constructors) -> its overloads. */
  types: ReadonlyMap<string, ReadonlyMap<string, readonly Arity[]>>;
}

function arityOf(member: MemberDeclaration): Arity {
  const { parameters } = member;
  const required = parameters.filter(
    (parameter) => parameter.defaultValue === undefined && !parameter.modifiers.includes('params'),
  );
  const takesParams = parameters.some((parameter) => parameter.modifiers.includes('params'));
  return { min: required.length, max: takesParams ? Number.POSITIVE_INFINITY : parameters.length };
}

export function apiSurface(source: ReferenceSource): ApiSurface {
  const types = new Map<string, Map<string, Arity[]>>();
  for (const type of source.types) {
    const members = types.get(type.name) ?? new Map<string, Arity[]>();
    for (const member of type.members) {
      const name = member.kind === 'constructor' ? '#ctor' : member.name;
      members.set(name, [...(members.get(name) ?? []), arityOf(member)]);
    }
    types.set(type.name, members);
  }
  return { namespaces: new Set(source.types.map((type) => type.namespace)), types };
}

/** Arguments of the call whose `(` is at `open`, split at top-level commas; undefined when the parentheses do not close. */
function callArguments(code: string, open: number): string[] | undefined {
  let depth = 0;
  for (let index = open; index < code.length; index++) {
    const character = code.charAt(index);
    if ('([{'.includes(character)) depth++;
    else if (')]}'.includes(character)) depth--;
    if (depth === 0) {
      const inside = code.slice(open + 1, index);
      return inside.trim() === '' ? [] : splitTopLevel(inside);
    }
  }
  return undefined;
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text.charAt(index);
    if ('([{'.includes(character)) depth++;
    else if (')]}'.includes(character)) depth--;
    else if (character === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, text.slice(start)];
}

/** The code with the inside of every string and character literal blanked, so commas and names in text do not count. */
export function maskLiterals(code: string): string {
  return code.replace(
    /@?\$?@?"(?:[^"\\\n]|\\.|"")*"|'(?:[^'\\\n]|\\.)'/g,
    (literal) => literal[0] + ' '.repeat(literal.length - 2) + literal.at(-1),
  );
}

const accepts = (overloads: readonly Arity[], count: number) =>
  overloads.some((arity) => count >= arity.min && count <= arity.max);

function describeArities(overloads: readonly Arity[]): string {
  const counts = [
    ...new Set(
      overloads.map((arity) =>
        arity.max === Number.POSITIVE_INFINITY
          ? `${arity.min} or more`
          : String(arity.min === arity.max ? arity.min : `${arity.min} to ${arity.max}`),
      ),
    ),
  ];
  return counts.join(', ');
}

interface CodeNameProblem {
  /** Where in the code the name starts. */
  offset: number;
  message: string;
}

/** What is wrong with the gSharp names in one piece of code (a span or a block); one problem per mistake. */
function codeNameProblems(code: string, surface: ApiSurface): CodeNameProblem[] {
  const problems: CodeNameProblem[] = [];
  const report = (offset: number, message: string) => problems.push({ offset, message });
  const masked = maskLiterals(code);
  const typeNames = [...surface.types.keys()].join('|');
  const memberUse = new RegExp(`(?<![\\w.])(new\\s+)?(${typeNames})\\b(?:\\.([A-Za-z_]\\w*))?(<[^<>()]*>)?`, 'g');
  for (const match of masked.matchAll(memberUse)) {
    const [whole, constructed, typeName = '', memberName] = match;
    const members = surface.types.get(typeName);
    if (members === undefined) continue;
    const callName = constructed ? '#ctor' : memberName;
    if (callName === undefined) continue;
    const overloads = members.get(callName);
    if (overloads === undefined) {
      report(match.index, `${typeName}.${callName} does not exist: ${typeName} has no member named ${callName}`);
      continue;
    }
    const open = match.index + whole.length;
    if (masked[open] !== '(') continue;
    const args = callArguments(masked, open);
    if (args !== undefined && !accepts(overloads, args.length)) {
      const shown = constructed ? `new ${typeName}` : `${typeName}.${callName}`;
      report(
        match.index,
        `${shown} is called with ${args.length} argument(s); its overloads take ${describeArities(overloads)}`,
      );
    }
  }
  return problems;
}

/** The name a link's code text stands for: `PIACEPoint.PutValue(PIValues)` -> `PutValue`, a namespace as written. */
function linkedName(text: string, surface: ApiSurface): string {
  if (surface.namespaces.has(text)) return text;
  const withoutCall = text.replace(/[(<].*$/s, '').trim();
  return withoutCall.split('.').at(-1) ?? withoutCall;
}

/**
 * The reference page a link leads to, as segments below the reference's route: `[namespace, type, member]`,
 * without the overload's own segment (`PutValue/object-DateTime`: its parameter types). Undefined for links elsewhere.
 */
function referenceSegments(url: string, routeBasePath: string): string[] | undefined {
  const pathOnly = (url.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  if (pathOnly !== routeBasePath && !pathOnly.startsWith(`${routeBasePath}/`)) return undefined;
  const segments = pathOnly
    .slice(routeBasePath.length)
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  // Types are two segments deep and members three, so a fourth is always one overload of the member.
  return segments.length === 4 ? segments.slice(0, 3) : segments;
}

/** The page a code name should link to, or a message saying why the link's page is not it. */
function linkTargetProblem(text: string, url: string, surface: ApiSurface, routeBasePath: string): string | undefined {
  const segments = referenceSegments(url, routeBasePath);
  if (segments === undefined || segments.length === 0) return undefined;
  const name = linkedName(text, surface);
  const linkedPage = segments.join('/');
  if (surface.namespaces.has(name)) {
    return segments.length === 1 && segments[0] === name
      ? undefined
      : `\`${text}\` names the namespace ${name} but links to ${linkedPage}`;
  }
  if (surface.types.has(name) && !(segments.length === 3 && segments[2] === name)) {
    return segments.length === 2 && segments[1] === name
      ? undefined
      : `\`${text}\` names the type ${name} but links to ${linkedPage}`;
  }
  if (segments.length === 3 && segments[2] === name) return undefined;
  return `\`${text}\` names the member ${name} but links to ${linkedPage}, not to ${name}'s own page`;
}

export function apiNameProblems(page: string, tree: Root, surface: ApiSurface, routeBasePath: string): Problem[] {
  const problems: Problem[] = [];
  const add = (line: number | undefined, message: string) => problems.push({ file: page, line: line ?? 1, message });

  visit(tree, 'inlineCode', (node: InlineCode) => {
    for (const problem of codeNameProblems(node.value, surface)) add(node.position?.start.line, problem.message);
  });
  visit(tree, 'code', (node: Code) => {
    if (!node.lang || !csharpLanguages.has(node.lang)) return;
    const firstLine = (node.position?.start.line ?? 0) + 1;
    for (const problem of codeNameProblems(node.value, surface)) {
      add(firstLine + node.value.slice(0, problem.offset).split('\n').length - 1, problem.message);
    }
  });
  visit(tree, 'link', (node: Link) => {
    const [only] = node.children;
    if (node.children.length !== 1 || only?.type !== 'inlineCode') return;
    const message = linkTargetProblem(only.value, node.url, surface, routeBasePath);
    if (message !== undefined) add(node.position?.start.line, message);
  });
  return problems;
}

/** The check as `npm run check:docs` runs it: every written page and the site's own Markdown pages. */
export async function checkApiNames(root: string): Promise<Problem[]> {
  const settings = resolveSettings(root, gsharpApiOptions);
  const parser = await loadCSharpParser(root);
  const source = readDeclarations(
    parser,
    settings.referenceFiles.map((file) => ({ file: file.file, text: readFileSync(file.path, 'utf8') })),
  );
  const surface = apiSurface(source);
  return samplePages(root).flatMap((page) =>
    apiNameProblems(page, parsePage(readFileSync(path.join(root, page), 'utf8')), surface, settings.base.routeBasePath),
  );
}
