/**
 * Samples bind to the asset model the pages define. A C# block marked `binds="District Metered Area"` is a class module
 * bound to elements of that template; each of its `PIACEPoint` fields is an alias (the field name with underscores for
 * spaces, letter case ignored) that must name an attribute of the template in the standard template table of the
 * staff page Building an AF Model. A sample whose alias no attribute has would fail the server's bind check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Code, Root, Table } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { csharpLanguages, metaAttributes } from '../../plugins/csharp-samples/sampleMeta';
import { maskLiterals } from './apiNames';
import { samplePages } from './docPages';
import { parsePage } from './markdown';
import type { Problem } from './problem';

const templatePage = 'internal/Tideline/Processes for a New Customer/Building an AF Model.md';

/** The attribute names a "Key attributes" cell lists: units and notes in parentheses dropped, lists split. */
export function attributeNames(cell: string): string[] {
  let depth = 0;
  let plain = '';
  for (const char of cell) {
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) plain += char;
  }
  return plain
    .split(/,|\band\b/)
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** Each standard template with its attributes, from the table whose first column is "Template". */
export function templatesOf(tree: Root): Map<string, Set<string>> {
  const templates = new Map<string, Set<string>>();
  visit(tree, 'table', (table: Table) => {
    const [header, ...rows] = table.children;
    if (header === undefined || textOf(header.children[0] ?? header).trim() !== 'Template') return;
    for (const row of rows) {
      const [name, attributes] = row.children;
      if (name === undefined || attributes === undefined) continue;
      templates.set(
        textOf(name).trim(),
        new Set(attributeNames(textOf(attributes)).map((attribute) => attribute.toLowerCase())),
      );
    }
  });
  return templates;
}

/** The `PIACEPoint` fields a class declares, with the offset of each name in the code. */
export function aliasFields(code: string): { name: string; offset: number }[] {
  const masked = maskLiterals(code);
  const fields: { name: string; offset: number }[] = [];
  for (const declaration of masked.matchAll(/\bPIACEPoint\s+([^;(){}]+);/g)) {
    const [whole, declarators = ''] = declaration;
    let offset = declaration.index + whole.indexOf(declarators);
    for (const declarator of declarators.split(',')) {
      const name = /^\s*([A-Za-z_]\w*)/.exec(declarator)?.[1];
      if (name !== undefined) fields.push({ name, offset: offset + declarator.indexOf(name) });
      offset += declarator.length + 1;
    }
  }
  return fields;
}

export function aliasBindingProblems(
  page: string,
  tree: Root,
  templates: ReadonlyMap<string, ReadonlySet<string>>,
): Problem[] {
  const problems: Problem[] = [];
  visit(tree, 'code', (node: Code) => {
    if (!node.lang || !csharpLanguages.has(node.lang)) return;
    const template = metaAttributes(node.meta).get('binds');
    if (template === undefined) return;
    const line = (node.position?.start.line ?? 0) + 1;
    const attributes = typeof template === 'string' ? templates.get(template) : undefined;
    if (attributes === undefined) {
      problems.push({
        file: page,
        line: line - 1,
        message: `binds="${String(template)}" names no template of ${templatePage}`,
      });
      return;
    }
    for (const field of aliasFields(node.value)) {
      const alias = field.name.replace(/_/g, ' ');
      if (attributes.has(alias.toLowerCase())) continue;
      problems.push({
        file: page,
        line: line + node.value.slice(0, field.offset).split('\n').length - 1,
        message: `the field ${field.name} is the alias "${alias}", which the template ${String(template)} has no attribute for (${templatePage}), so the context would not bind`,
      });
    }
  });
  return problems;
}

/** The check as `npm run check:docs` runs it: every page's samples marked with the template they bind to. */
export async function checkAliasBinding(root: string): Promise<Problem[]> {
  const templates = templatesOf(parsePage(readFileSync(path.join(root, templatePage), 'utf8')));
  return samplePages(root).flatMap((page) =>
    aliasBindingProblems(page, parsePage(readFileSync(path.join(root, page), 'utf8')), templates),
  );
}
