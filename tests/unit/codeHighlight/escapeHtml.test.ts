import { describe, expect, it } from 'vitest';
import { decodeHTML } from 'entities';
import { escapeHtml } from '../../../contract/codeHighlight';
import { highlightLines, loadLanguages } from '../../../plugins/code-highlight/highlightLines';

/** The escaper code blocks used before entities': `&`, `<` and `>`, nothing else. */
const handWritten = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const code = [
  'if (a < b && c > d) return;',
  'var html = "<script>alert(\'x\')</script>";',
  'Console.WriteLine($"{name} & {value}");',
  'already &amp; escaped &lt;tag&gt; and &#39;numbers&#39;',
  '<Project Sdk="Microsoft.NET.Sdk">',
  'plain text without any markup',
  '',
];

loadLanguages(['csharp']);

describe('code escaped as HTML text', () => {
  it.each(code)('escapes %j exactly as the hand-written escaper did', (text) => {
    expect(escapeHtml(text)).toBe(handWritten(text));
  });

  it('leaves quotes as typed, as before', () => {
    expect(escapeHtml(`say "hi" and 'bye'`)).toBe(`say "hi" and 'bye'`);
  });

  it('writes a no-break space as &nbsp;, which a browser reads back as the same character', () => {
    const text = 'width\u00a0=\u00a010';
    expect(escapeHtml(text)).toBe('width&nbsp;=&nbsp;10');
    expect(decodeHTML(escapeHtml(text))).toBe(text);
  });

  it('gives highlighted code that reads back as the code itself', () => {
    const source = 'if (a < b && s == "<b>") { }';
    const [line = ''] = highlightLines(source, 'csharp');
    expect(decodeHTML(line.replace(/<[^>]+>/g, ''))).toBe(source);
  });
});
