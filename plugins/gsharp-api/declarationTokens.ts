/**
 * Declarations highlighted as C# at build time, as the site's code blocks are (plugins/code-highlight): each run of
 * text carries Prism's token types, the browser gives them the code theme's colours from the same stylesheet, and no
 * highlighter reaches readers.
 */
import { normalizeTokens, Prism } from 'prism-react-renderer';
import { loadLanguages } from '../code-highlight/highlightLines';
import type { CodePart } from './declarations';

interface Token {
  /** Prism's token types, space-separated (`keyword`, `class-name`); empty for plain text. */
  kind: string;
  start: number;
  end: number;
}

function tokensOf(code: string): Token[] {
  loadLanguages(['csharp']);
  const grammar = Prism.languages.csharp;
  if (grammar === undefined) return [];
  const tokens: Token[] = [];
  let offset = 0;
  normalizeTokens(Prism.tokenize(code, grammar)).forEach((line, index) => {
    if (index > 0) offset += 1; // the line break normalizeTokens splits lines at
    for (const token of line) {
      const plain = token.types.length === 1 && token.types[0] === 'plain';
      tokens.push({ kind: plain ? '' : token.types.join(' '), start: offset, end: offset + token.content.length });
      offset += token.content.length;
    }
  });
  return tokens;
}

/**
 * The parts with Prism's token types as `kind`. A part that links a type stays whole (one link), with the kind of
 * its first highlighted token; plain parts are cut where the tokens are.
 */
export function highlightedParts(parts: readonly CodePart[]): CodePart[] {
  const tokens = tokensOf(parts.map((part) => part.text).join(''));
  const highlighted: CodePart[] = [];
  let start = 0;
  for (const part of parts) {
    const end = start + part.text.length;
    const overlapping = tokens.filter((token) => token.start < end && token.end > start);
    if (part.url !== undefined) {
      const kind = overlapping.find((token) => token.kind !== '')?.kind;
      highlighted.push(kind === undefined ? { ...part } : { ...part, kind });
    } else {
      for (const token of overlapping) {
        const text = part.text.slice(Math.max(token.start, start) - start, Math.min(token.end, end) - start);
        const last = highlighted[highlighted.length - 1];
        // Neighbouring plain runs of the same kind read as one, which keeps the page's JSON short.
        if (last !== undefined && last.url === undefined && last.kind === (token.kind || undefined)) last.text += text;
        else highlighted.push(token.kind === '' ? { text } : { text, kind: token.kind });
      }
    }
    start = end;
  }
  return highlighted;
}
