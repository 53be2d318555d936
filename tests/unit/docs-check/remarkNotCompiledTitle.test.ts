/** A C# block marked nocompile shows the reader why, in the title bar Docusaurus draws from `title="…"`. */
import type { Code } from 'mdast';
import { describe, expect, it } from 'vitest';
import { markNotCompiled } from '../../../plugins/csharp-samples/remarkNotCompiledTitle';
import { metaAttributes } from '../../../plugins/csharp-samples/sampleMeta';

const block = (meta: string | null, lang = 'csharp'): Code => ({ type: 'code', lang, meta, value: 'x' });
const titleOf = (code: Code) => metaAttributes(code.meta).get('title');

describe('a nocompile C# block', () => {
  it('gets the reason as its title', () => {
    const code = block('nocompile="needs the xunit package"');
    markNotCompiled(code);
    expect(titleOf(code)).toBe('Not compiled: needs the xunit package');
  });

  it('keeps its own title before the reason', () => {
    const code = block('title="HydraulicsTests.cs" nocompile="needs the xunit package"');
    markNotCompiled(code);
    expect(titleOf(code)).toBe('HydraulicsTests.cs · Not compiled: needs the xunit package');
  });
});

describe('other blocks', () => {
  it('keep their meta string', () => {
    for (const code of [block('fragment=class-body title="A.cs"'), block(null), block('nocompile="x"', 'ts')]) {
      const before = code.meta;
      markNotCompiled(code);
      expect(code.meta).toBe(before);
    }
  });
});
