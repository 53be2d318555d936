/**
 * Whether a drawing shows everything Mermaid read in its source. Compared word by word, since the renderer may break
 * a label over lines, escape it, or order a class member as `name : type` where the source wrote `type name`; a
 * label, message or note the renderer left out brings words the drawing does not have.
 */
import { decodeXML } from 'entities';

const wordsOf = (text: string): string[] => text.normalize('NFKC').match(/[\p{L}\p{N}_]+/gu) ?? [];

/** The texts of `expected` with a word that appears nowhere in the drawing's text. */
export function textsMissingFrom(svg: string, expected: readonly string[]): string[] {
  const drawnText = [...svg.matchAll(/>([^<]+)</g)].map(([, text]) => decodeXML(text ?? '')).join(' ');
  const drawn = new Set(wordsOf(drawnText));
  return expected.filter((text) => wordsOf(text).some((word) => !drawn.has(word)));
}
