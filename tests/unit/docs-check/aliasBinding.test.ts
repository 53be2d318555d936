/**
 * A C# sample marked with the template it binds to declares only aliases that the template has attributes for, as
 * the server's bind check demands; the review found a runbook sketch with 10 of 11 aliases unbound.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  aliasBindingProblems,
  aliasFields,
  attributeNames,
  checkAliasBinding,
  templatesOf,
} from '../../../scripts/docs-check/aliasBinding';
import { parsePage } from '../../../scripts/docs-check/markdown';
import { formatProblem } from '../../../scripts/docs-check/problem';

const root = path.resolve(__dirname, '../../..');
const templates = templatesOf(
  parsePage(
    [
      '| Template | Key attributes | Data reference |',
      '| --- | --- | --- |',
      '| `District Metered Area` | Net Flow (L/s), Households, Non Households, Household Night Allowance and Non Household Night Allowance (L/prop/h, defaults 1.7 and 8) | Static |',
      '',
    ].join('\n'),
  ),
);
const sample = (fields: string, binds = 'District Metered Area') =>
  [`\`\`\`csharp fragment=class-body binds="${binds}"`, fields, '```', ''].join('\n');
const problemsOf = (body: string) => aliasBindingProblems('page.md', parsePage(body), templates).map(formatProblem);

describe('a sample bound to a template', () => {
  it('with a field whose alias the template has no attribute for is reported at the field’s line', () => {
    expect(
      problemsOf(
        sample('private PIACEPoint Net_Flow = null!;\nprivate PIACEPoint NetFlow = null!, ZonePressure = null!;'),
      ),
    ).toEqual([
      'page.md:3: the field NetFlow is the alias "NetFlow", which the template District Metered Area has no attribute for (internal/Tideline/Processes for a New Customer/Building an AF Model.md), so the context would not bind',
      'page.md:3: the field ZonePressure is the alias "ZonePressure", which the template District Metered Area has no attribute for (internal/Tideline/Processes for a New Customer/Building an AF Model.md), so the context would not bind',
    ]);
  });

  it('whose fields match attributes, underscores for spaces and letter case ignored, passes', () => {
    expect(
      problemsOf(
        sample(
          'private PIACEPoint Net_Flow = null!, households = null!, Non_Households = null!, Household_Night_Allowance = null!;',
        ),
      ),
    ).toEqual([]);
  });

  it('naming a template no table defines is reported', () => {
    expect(problemsOf(sample('private PIACEPoint Flow = null!;', 'Water Tower'))).toEqual([
      'page.md:1: binds="Water Tower" names no template of internal/Tideline/Processes for a New Customer/Building an AF Model.md',
    ]);
  });
});

describe('reading templates and fields', () => {
  it('drops units and notes in parentheses and splits lists joined with "and"', () => {
    expect(
      attributeNames(
        'Flow (L/s), Battery (V, under load), Household Night Allowance and Non Household Night Allowance',
      ),
    ).toEqual(['Flow', 'Battery', 'Household Night Allowance', 'Non Household Night Allowance']);
  });

  it('finds every declarator of a field declaration, not text in strings', () => {
    expect(
      aliasFields('private PIACEPoint A = null!, B_C = null!;\nstring s = "PIACEPoint X;";').map((field) => field.name),
    ).toEqual(['A', 'B_C']);
  });

  it('binds every marked sample of the site', async () => {
    expect(await checkAliasBinding(root)).toEqual([]);
  });
});
