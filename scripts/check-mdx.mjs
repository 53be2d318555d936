#!/usr/bin/env node
// Compiles Markdown/MDX files the way Docusaurus will (MDX v3), so writers see syntax errors without a full build.
import { readFile } from 'node:fs/promises';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/check-mdx.mjs <file.md>...');
  process.exit(2);
}
let failures = 0;
for (const file of files) {
  const source = await readFile(file, 'utf8');
  try {
    // Front matter the way the build reads it: a block it cannot read fails here as it would there.
    const { content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: source });
    await compile(content, { remarkPlugins: [remarkGfm, remarkDirective] });
  } catch (error) {
    failures += 1;
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(`${files.length - failures} compiled, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
