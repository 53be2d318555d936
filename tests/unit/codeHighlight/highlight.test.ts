import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import { highlightLines, loadLanguages } from '../../../plugins/code-highlight/highlightLines';
import { tokenCss } from '../../../plugins/code-highlight/tokenCss';
import { linesToShow } from '../../../src/codeHighlight/highlightedLines';
import { lineSeparator } from '../../../contract/codeHighlight';

loadLanguages(['csharp', 'powershell']);

describe('highlighting code at build time', () => {
  it('marks C# keywords, strings and comments with the classes the theme colours', () => {
    const [line] = highlightLines('public string Name = "pump"; // the tag', 'csharp');
    expect(line).toContain('<span class="token keyword">public</span>');
    expect(line).toContain('<span class="token string">&quot;pump&quot;</span>'.replace(/&quot;/g, '"'));
    expect(line).toContain('<span class="token comment">// the tag</span>');
  });

  it('gives one line of HTML per line of code, dropping only the final line break', () => {
    expect(highlightLines('a\n\nb\n', 'csharp')).toHaveLength(3);
    expect(highlightLines('a\n\nb\n', 'csharp')[1]).toBe('');
  });

  it('escapes markup in code so a sample can never inject HTML', () => {
    const [line] = highlightLines('var x = "<script>alert(1)</script>" & y;', 'csharp');
    expect(line).not.toContain('<script>');
    expect(line).toContain('&lt;script&gt;');
    expect(line).toContain('&amp;');
  });

  it('shows a language Prism does not know as plain escaped text', () => {
    expect(highlightLines('<b>bold</b>', 'no-such-language')).toEqual(['&lt;b&gt;bold&lt;/b&gt;']);
  });

  it('loads the additional grammars the site configures', () => {
    expect(highlightLines('Get-Service -Name gSharp', 'powershell')[0]).toContain('token function');
  });
});

describe('placing build-time lines in the theme', () => {
  const highlight = (code: string) => highlightLines(code, 'csharp').join(lineSeparator);

  it('uses the highlighted lines when the theme shows the code as written', () => {
    const code = 'int a = 1;\nint b = 2;';
    expect(linesToShow(highlight(code), code, code)).toEqual(highlightLines(code, 'csharp'));
  });

  it('skips the magic-comment lines the theme removes', () => {
    const written = 'int a = 1;\n// highlight-next-line\nint b = 2;\n';
    const shown = 'int a = 1;\nint b = 2;';
    const lines = linesToShow(highlight(written), written, shown);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^<span class="token [^"]*keyword">int<\/span> b/);
  });

  it('falls back to plain escaped text when a block has no highlighted lines', () => {
    expect(linesToShow(undefined, 'a < b', 'a < b')).toEqual(['a &lt; b']);
  });

  it('falls back to plain text when the highlighted lines do not belong to the code', () => {
    expect(linesToShow(highlight('int a;'), 'other\ncode', 'other\ncode')).toEqual(['other', 'code']);
  });
});

describe('token colours as CSS', () => {
  const css = tokenCss(themes.github, themes.dracula);

  it('colours each token type once per colour mode', () => {
    const commentColour = (theme: typeof themes.github) =>
      theme.styles.find((entry) => entry.types.includes('comment'))?.style.color;
    expect(css).toContain(`[data-theme='light'] .token.comment,`);
    expect(css).toMatch(
      new RegExp(`\\[data-theme='light'\\] \\.token\\.comment[^{]*\\{color:${commentColour(themes.github)}`),
    );
    expect(css).toMatch(
      new RegExp(
        `\\[data-theme='dark'\\] \\.token\\.comment[^{]*\\{color:${commentColour(themes.dracula)?.replace(/[()]/g, '\\$&')}`,
      ),
    );
  });

  it('writes style names as CSS properties', () => {
    expect(css).toContain('font-style:italic');
    expect(css).not.toMatch(/fontStyle/);
  });
});
