/**
 * What plugins add to a page is written as MDX and read as MDX reads a page: the node comes with the ESTree MDX
 * compiles, and text that does not read as the one node a plugin expects stops the build with what it read instead.
 */
import { describe, expect, it } from 'vitest';
import { mdxNode } from '@site/plugins/shared/mdxNode';

describe('a node written as MDX', () => {
  it('reads an import as an ESM node carrying its ESTree', () => {
    const node = mdxNode("import '@site/src/codeBlock/withCodeBlocks';", 'mdxjsEsm');
    expect(node.data?.estree?.body[0]).toMatchObject({
      type: 'ImportDeclaration',
      source: { value: '@site/src/codeBlock/withCodeBlocks' },
    });
  });

  it('reads a JSX element with expression attributes, a string with braces and quotes included', () => {
    const html = '<text>{"a": 1} & "b"</text>';
    const node = mdxNode(
      `<div tabIndex={0} dangerouslySetInnerHTML={{__html: ${JSON.stringify(html)}}} />`,
      'mdxJsxFlowElement',
    );
    expect(node.name).toBe('div');
    const [tabIndex, inner] = node.attributes;
    expect(tabIndex).toMatchObject({ name: 'tabIndex', value: { value: '0' } });
    expect(inner).toMatchObject({
      name: 'dangerouslySetInnerHTML',
      value: { data: { estree: { body: [{ expression: { properties: [{ value: { value: html } }] } }] } } },
    });
  });

  it('names what it read when the text is not the one node expected', () => {
    expect(() => mdxNode('# Pumps\n\nText.', 'mdxjsEsm')).toThrow(
      'MDX reads "# Pumps\\n\\nText." as heading, paragraph, not as one mdxjsEsm.',
    );
  });
});
