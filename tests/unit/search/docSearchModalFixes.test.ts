import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const fixDocSearchModal = require('../../../plugins/search-index/docSearchModalFixes.cjs') as (
  this: object,
  source: string,
) => string;
const installedModal = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');

function run(source: string) {
  const emitWarning = vi.fn();
  return { output: fixDocSearchModal.call({ emitWarning, resourcePath: 'DocSearchModal.js' }, source), emitWarning };
}

describe('fixes of the installed DocSearch modal', () => {
  const { output, emitWarning } = run(installedModal);

  it('apply to the installed version without warnings', () => {
    expect(emitWarning).not.toHaveBeenCalled();
  });

  it('merge "Try searching for" suggestions into an array', () => {
    expect(output).toContain('searchSuggestions:Array.from(new Set([].concat(');
    expect(output).not.toMatch(/searchSuggestions:\w+\(\w+\(\{\}/);
  });

  it('keep the error status when a search fails, so "Unable to fetch results" shows', () => {
    expect(output).toMatch(/\.finally\(function\(\)\{"error"!==\w+\.getState\(\)\.status&&\w+\("idle"\)/);
  });
});

describe('the suggestions fix', () => {
  it('keeps the suggestions a list of group names that grows without repeats', () => {
    const { output } = run(
      '({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})',
    );
    const evaluate = new Function('r', 'o', 't', `return ${output}`) as (
      r: object,
      o: object,
      t: undefined,
    ) => { searchSuggestions: unknown };
    const state = { context: { searchSuggestions: ['Tideline'] } };
    expect(evaluate(state, { Tideline: [], gSharp: [] }, undefined).searchSuggestions).toEqual(['Tideline', 'gSharp']);
  });
});

describe('the status fix', () => {
  const settle = '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)});return o.pendingRequests.add(y)';

  it('resets the status to idle after a search that did not fail', () => {
    const { output } = run(settle);
    const setStatus = vi.fn();
    const finallyBody = /\.finally\((function\(\)\{.*?\})\)/.exec(output)?.[1] ?? '';
    new Function('p', 'Ft', 'u', 'o', `(${finallyBody})()`)(
      setStatus,
      0,
      {},
      { getState: () => ({ status: 'loading' }) },
    );
    expect(setStatus).toHaveBeenCalledWith('idle');
  });

  it('leaves the error status of a failed search', () => {
    const { output } = run(settle);
    const setStatus = vi.fn();
    const finallyBody = /\.finally\((function\(\)\{.*?\})\)/.exec(output)?.[1] ?? '';
    new Function('p', 'Ft', 'u', 'o', `(${finallyBody})()`)(
      setStatus,
      0,
      {},
      { getState: () => ({ status: 'error' }) },
    );
    expect(setStatus).not.toHaveBeenCalled();
  });
});

describe('when DocSearch has changed', () => {
  it('warns for each fix that no longer applies and leaves the code as it is', () => {
    const changed = 'export const modal = 1;';
    const { output, emitWarning } = run(changed);
    expect(output).toBe(changed);
    expect(emitWarning).toHaveBeenCalledTimes(2);
  });
});
