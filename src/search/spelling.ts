/**
 * Spelling correction for search: Pagefind matches words exactly (or by their start), so "minimun night flow" found
 * pages about any night flow, API members first, and never the page on minimum night flow. A query word the site
 * never uses is replaced by the nearest word it does, before Pagefind sees the query. The site's words (the build's
 * `vocabulary.json`, in alphabetical order, about 10 KB compressed) load with the first query of four letters or more.
 */

/** Words shorter than this are too short to tell a typo from another word ("flw" could be "flow" or "few"). */
const shortestCorrected = 4;

/** Edits allowed: one in a word of up to five letters, two in longer ones. */
const editsAllowed = (word: string) => (word.length <= 5 ? 1 : 2);

/** Edits between two words, a swap of neighbouring letters counting as one ("nigth" -> "night"). */
export function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  const cells: number[] = [];
  const cell = (i: number, j: number): number => cells[i * width + j] ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i <= a.length; i += 1) {
    for (let j = 0; j <= b.length; j += 1) {
      if (i === 0 || j === 0) {
        cells[i * width + j] = i + j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(cell(i - 1, j) + 1, cell(i, j - 1) + 1, cell(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, cell(i - 2, j - 2) + 1);
      cells[i * width + j] = best;
    }
  }
  return cell(a.length, b.length);
}

/**
 * The site's word nearest to `word`, or undefined when none is close enough. Ties go to the word that starts with
 * the same letter (typos are rarely in the first one), then to the one listed first in `vocabulary`.
 */
export function closestWord(
  word: string,
  vocabulary: readonly string[],
  allowed: number = editsAllowed(word),
): string | undefined {
  const typed = word.toLowerCase();
  let best: { word: string; score: number } | undefined;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - typed.length) > allowed) continue;
    const distance = editDistance(typed, candidate);
    if (distance > allowed) continue;
    const score = distance + (candidate[0] === typed[0] ? 0 : 0.5);
    if (!best || score < best.score) best = { word: candidate, score };
  }
  return best?.word;
}

export interface SpellingCorrectorOptions {
  loadVocabulary: () => Promise<readonly string[]>;
}

interface Vocabulary {
  words: readonly string[];
  /** Whether the site uses the word, or a word it starts: the reader may still be typing it, and Pagefind finds it by its start. */
  knows(word: string): boolean;
}

function vocabularyOf(words: readonly string[]): Vocabulary {
  const set = new Set(words);
  return {
    words,
    knows: (word) => {
      const lower = word.toLowerCase();
      return set.has(lower) || words.some((candidate) => candidate.startsWith(lower));
    },
  };
}

/** Loads the vocabulary once; undefined while it cannot be loaded (the next call tries again). */
function lazyVocabulary(loadVocabulary: () => Promise<readonly string[]>): () => Promise<Vocabulary | undefined> {
  let known: Vocabulary | undefined;
  return async () => {
    if (known) return known;
    const loaded = await loadVocabulary().catch(() => undefined);
    if (loaded) known = vocabularyOf(loaded);
    return known;
  };
}

const isCheckable = (word: string) => word.length >= shortestCorrected && /^\p{L}+$/u.test(word);
const wordsOf = (query: string) => query.split(/\s+/).filter((word) => word !== '');

/**
 * Returns the query with each word the site does not use replaced by the site's nearest word, if any. A word that
 * starts a word of the site counts as known. Pagefind itself cannot tell: it answers a word it lacks with pages of a
 * shorter one ("minimun" finds "min").
 */
export function createSpellingCorrector({
  loadVocabulary,
}: SpellingCorrectorOptions): (query: string) => Promise<string> {
  const vocabulary = lazyVocabulary(loadVocabulary);
  return async (query) => {
    const words = wordsOf(query);
    if (!words.some(isCheckable)) return query;
    const known = await vocabulary();
    if (!known) return query;
    return words
      .map((word) => (isCheckable(word) && !known.knows(word) ? (closestWord(word, known.words) ?? word) : word))
      .join(' ');
  };
}

/**
 * What to offer as "Did you mean" when a query found nothing: each word the site never uses replaced by the site's
 * nearest word, allowing one edit more than the silent correction did (which has already searched for the nearer
 * ones). A word with nothing near, a word of three letters or less, and a word with digits or punctuation stay as
 * typed. Undefined when no word changes.
 */
export function suggestQuery(query: string, words: readonly string[]): string | undefined {
  const known = vocabularyOf(words);
  const typed = wordsOf(query);
  const suggested = typed.map((word) =>
    !isCheckable(word) || known.knows(word) ? word : (closestWord(word, words, editsAllowed(word) + 1) ?? word),
  );
  return suggested.join(' ').toLowerCase() === typed.join(' ').toLowerCase() ? undefined : suggested.join(' ');
}

/** `suggestQuery` with the site's vocabulary, loaded at most once; undefined while it cannot be loaded. */
export function createQuerySuggester({
  loadVocabulary,
}: SpellingCorrectorOptions): (query: string) => Promise<string | undefined> {
  const vocabulary = lazyVocabulary(loadVocabulary);
  return async (query) => {
    const known = await vocabulary();
    return known ? suggestQuery(query, known.words) : undefined;
  };
}
