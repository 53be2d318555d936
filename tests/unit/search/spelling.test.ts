import { describe, expect, it } from 'vitest';
import { closestWord, createSpellingCorrector, editDistance, suggestQuery } from '@site/src/search/spelling';

const vocabulary = ['flow', 'night', 'minimum', 'pump', 'nitrate', 'leakage', 'maximum', 'logger', 'lodger'];

describe('spelling correction for search', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('nigth', 'night')).toBe(1);
    expect(editDistance('minimun', 'minimum')).toBe(1);
    expect(editDistance('flow', 'flow')).toBe(0);
  });

  it('finds the word a typo meant', () => {
    expect(closestWord('minimun', vocabulary)).toBe('minimum');
    expect(closestWord('Nigth', vocabulary)).toBe('night');
    expect(closestWord('leakge', vocabulary)).toBe('leakage');
  });

  it('prefers the nearer of two similar words', () => {
    expect(closestWord('loggar', vocabulary)).toBe('logger');
  });

  it('leaves a word with nothing near it', () => {
    expect(closestWord('chlorine', vocabulary)).toBeUndefined();
  });

  it('corrects only the words the site does not use, loading its words once', async () => {
    let loads = 0;
    const correct = createSpellingCorrector({
      loadVocabulary: async () => {
        loads += 1;
        return vocabulary;
      },
    });
    expect(await correct('minimum night flow')).toBe('minimum night flow');
    expect(await correct('minimun Nigth flow')).toBe('minimum night flow');
    expect(loads).toBe(1);
  });

  it('leaves a word the reader is still typing, which starts a word of the site', async () => {
    const correct = createSpellingCorrector({ loadVocabulary: async () => vocabulary });
    expect(await correct('leaka')).toBe('leaka');
  });

  it('leaves acronyms, short words and codes alone, without loading the words', async () => {
    const correct = createSpellingCorrector({ loadVocabulary: async () => Promise.reject(new Error('not needed')) });
    expect(await correct('MNF flw +44 PI-ACE')).toBe('MNF flw +44 PI-ACE');
  });

  it('searches as typed when the words cannot be loaded', async () => {
    const correct = createSpellingCorrector({ loadVocabulary: async () => Promise.reject(new Error('offline')) });
    expect(await correct('minimun night')).toBe('minimun night');
  });
});

describe('"Did you mean" after a search found nothing', () => {
  it('allows one edit more than the silent correction', () => {
    expect(closestWord('pmpu', vocabulary)).toBeUndefined();
    expect(suggestQuery('pmpu night', vocabulary)).toBe('pump night');
  });

  it('offers nothing when no word has a site word near it', () => {
    expect(suggestQuery('minimum night flow', vocabulary)).toBeUndefined();
    expect(suggestQuery('zzqxnonexistent', vocabulary)).toBeUndefined();
  });

  it('keeps short words, words with digits and words with nothing near as typed', () => {
    expect(suggestQuery('MNF 2019 xylophone pmpu', vocabulary)).toBe('MNF 2019 xylophone pump');
  });
});
