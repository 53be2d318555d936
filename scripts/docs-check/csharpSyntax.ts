/** C# read with tree-sitter's C# grammar (WebAssembly, so no .NET install is needed to parse). */
import { createRequire } from 'node:module';
import { Language, Parser, type Node } from 'web-tree-sitter';

const require = createRequire(import.meta.url);
let parser: Promise<Parser> | undefined;

async function createParser(): Promise<Parser> {
  await Parser.init();
  const csharp = await Language.load(require.resolve('tree-sitter-c-sharp/tree-sitter-c_sharp.wasm'));
  return new Parser().setLanguage(csharp);
}

/** The top-level nodes of a compilation unit (usings, namespaces, types). */
export async function topLevelNodes(source: string): Promise<Node[]> {
  parser ??= createParser();
  const tree = (await parser).parse(source);
  if (!tree) throw new Error('tree-sitter could not parse the C# sample.');
  return tree.rootNode.children.filter((node): node is Node => node !== null);
}
