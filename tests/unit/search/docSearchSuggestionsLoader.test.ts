import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const fixSuggestions = require('../../../plugins/search-index/docSearchSuggestionsLoader.cjs') as (this: object, source: string) => string;
const installedModal = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');

function run(source: string) {
  const emitWarning = vi.fn();
  return { output: fixSuggestions.call({ emitWarning, resourcePath: 'DocSearchModal.js' }, source), emitWarning };
}

describe('the "Try searching for" fix of DocSearch', () => {
  it('turns the object-spread merge of the installed DocSearch into an array merge', () => {
    const { output, emitWarning } = run(installedModal);
    expect(output).toContain('searchSuggestions:Array.from(new Set([].concat(');
    expect(output).not.toMatch(/searchSuggestions:\w+\(\w+\(\{\}/);
    expect(emitWarning).not.toHaveBeenCalled();
  });

  it('keeps the suggestions a list of group names that grows without repeats', () => {
    const { output } = run('({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})');
    const evaluate = new Function('r', 'o', 't', `return ${output}`) as (r: object, o: object, t: undefined) => { searchSuggestions: unknown };
    const state = { context: { searchSuggestions: ['Tideline'] } };
    expect(evaluate(state, { Tideline: [], gSharp: [] }, undefined).searchSuggestions).toEqual(['Tideline', 'gSharp']);
  });

  it('warns when DocSearch has changed, leaving the code as it is', () => {
    const changed = 'setContext({searchSuggestions: [...state.context.searchSuggestions]})';
    const { output, emitWarning } = run(changed);
    expect(output).toBe(changed);
    expect(emitWarning).toHaveBeenCalledOnce();
  });

  it('leaves other modules alone', () => {
    expect(run('export const a = 1;').output).toBe('export const a = 1;');
  });
});
