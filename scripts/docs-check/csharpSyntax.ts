/** C# read with tree-sitter's C# grammar, through the parser the API reference generator loads once per process. */
import type { Node } from 'web-tree-sitter';
import { loadCSharpParser } from '../../plugins/gsharp-api/csharp/parser';

/** The top-level nodes of a compilation unit (usings, namespaces, types). */
export async function topLevelNodes(source: string): Promise<Node[]> {
  const tree = (await loadCSharpParser()).parse(source);
  if (!tree) throw new Error('tree-sitter could not parse the C# sample.');
  return tree.rootNode.children.filter((node): node is Node => node !== null);
}
