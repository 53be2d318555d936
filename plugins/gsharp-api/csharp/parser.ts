import { createRequire } from 'node:module';
import path from 'node:path';
import { Language, Parser } from 'web-tree-sitter';

/** A tree-sitter parser with the C# grammar loaded; loading the WebAssembly is asynchronous, parsing is not. */
export type CSharpParser = Parser;

let loading: Promise<CSharpParser> | undefined;

/**
 * Loads tree-sitter and its C# grammar (the `tree-sitter-c-sharp` package, resolved from `siteDir`) once per process;
 * every later call gets the same parser.
 */
export function loadCSharpParser(siteDir: string = process.cwd()): Promise<CSharpParser> {
  loading ??= (async () => {
    await Parser.init();
    const grammar = createRequire(path.join(siteDir, 'package.json')).resolve(
      'tree-sitter-c-sharp/tree-sitter-c_sharp.wasm',
    );
    return new Parser().setLanguage(await Language.load(grammar));
  })();
  return loading;
}
