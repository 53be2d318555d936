import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import remarkDiagrams from '@site/plugins/diagrams/remarkDiagrams';

const cacheDirectories: string[] = [];

function newCacheDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'diagram-cache-'));
  cacheDirectories.push(directory);
  return directory;
}

/** The page's HTML as the built site serves it: Markdown through MDX with the plugin, rendered by React. */
async function renderPage(markdown: string, cacheDirectory = newCacheDirectory()): Promise<string> {
  const file = { value: markdown, path: 'docs/Example Page.md' };
  const { default: Content } = await evaluate(file, {
    ...runtime,
    remarkPlugins: [[remarkDiagrams, { cacheDirectory }]],
  });
  return renderToStaticMarkup(createElement(Content));
}

const flowchart = (label: string) =>
  ['```mermaid', 'flowchart LR', `  A["${label}"] --> B["Historian"]`, '```'].join('\n');

afterEach(() => {
  for (const directory of cacheDirectories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

// The first drawing loads the layout engine, which takes seconds on a busy machine.
describe('diagrams drawn at build time', { timeout: 30_000 }, () => {
  it('turns a mermaid block into an inline SVG whose labels are text the reader can select', async () => {
    const html = await renderPage(`## Data path\n\n${flowchart('gNode logger')}`);
    expect(html).toMatch(/<div class="tideline-diagram" tabindex="0"><svg /);
    expect(html).toMatch(/<text[^>]*>gNode logger<\/text>/);
    expect(html).not.toContain('<pre');
  });

  it('names the diagram for screen readers after the section it illustrates', async () => {
    const html = await renderPage(`## Data path\n\n${flowchart('gNode logger')}`);
    expect(html).toMatch(
      /<svg [^>]*role="img" aria-labelledby="(diagram-\w+-title)"[^>]*><title id="\1">Flowchart: Data path<\/title>/,
    );
  });

  it('takes the title and description from accTitle and accDescr when the source gives them', async () => {
    const source = [
      '```mermaid',
      'flowchart LR',
      '  accTitle: From logger to historian',
      '  accDescr: Readings travel over SFTP.',
      '  A --> B',
      '```',
    ].join('\n');
    const html = await renderPage(source);
    expect(html).toContain('From logger to historian</title><desc');
    expect(html).toContain('Readings travel over SFTP.</desc>');
  });

  it('fetches nothing at run time: no web font, no stylesheet that would restyle the rest of the page', async () => {
    const html = await renderPage(flowchart('gNode logger'));
    expect(html).not.toMatch(/@import|<style|fonts\.googleapis/);
    expect(html.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:\/\//);
  });

  it('gives two diagrams on one page ids of their own', async () => {
    const html = await renderPage(`${flowchart('first')}\n\n${flowchart('second')}`);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fails the build naming the page and line of a diagram it cannot draw', async () => {
    const gantt = ['# Plan', '', '```mermaid', 'gantt', '  title Migration', '```'].join('\n');
    await expect(renderPage(gantt)).rejects.toThrow(
      /docs\/Example Page\.md:3 cannot be drawn: "gantt" diagrams cannot be drawn/,
    );
  });

  it('fails the build at the line Mermaid cannot read, instead of drawing the diagram without that line', async () => {
    const typo = [
      '# Plan',
      '',
      '```mermaid',
      'flowchart LR',
      '  A["Logger"] --> B["Historian"]',
      '  B -->> C[unclosed',
      '```',
    ].join('\n');
    await expect(renderPage(typo)).rejects.toThrow(
      /docs\/Example Page\.md:6 cannot be drawn: Mermaid cannot read it:\nParse error on line 3:/,
    );
  });

  it('names the line Mermaid names, also when its lexer had already read past the end of that line', async () => {
    const unlabelled = [
      '# Data model',
      '',
      '```mermaid',
      'erDiagram',
      '  SITE ||--o{ LOGGER',
      '  LOGGER ||--o{ READING : records',
      '```',
    ].join('\n');
    await expect(renderPage(unlabelled)).rejects.toThrow(
      /docs\/Example Page\.md:5 cannot be drawn: Mermaid cannot read it:\nParse error on line 2:/,
    );
  });

  it('names the page line Mermaid cannot read though Mermaid skips comment lines before counting', async () => {
    const typo = [
      '# Plan',
      '',
      '```mermaid',
      'flowchart LR',
      '  %% the logger side',
      '',
      '  %% and the historian',
      '  A["Logger"] --> B["Historian"]',
      '  B -->> C[unclosed',
      '```',
    ].join('\n');
    await expect(renderPage(typo)).rejects.toThrow(
      /docs\/Example Page\.md:9 cannot be drawn: Mermaid cannot read it:\nParse error on line 6:/,
    );
  });

  it('fails the build at a click line, which would make a node a link the drawing cannot be, instead of drawing a node "click"', async () => {
    const clickable = [
      '# Plan',
      '',
      '```mermaid',
      'flowchart LR',
      '  A["Logger"] --> B["Historian"]',
      '  click B "https://historian.example"',
      '```',
    ].join('\n');
    await expect(renderPage(clickable)).rejects.toThrow(
      /docs\/Example Page\.md:6 cannot be drawn: "click" cannot make a part of a diagram/,
    );
  });

  it("fails the build at a class diagram's link line, which the renderer would drop without a word", async () => {
    const linked = [
      '# Model',
      '',
      '```mermaid',
      'classDiagram',
      '  class Logger',
      '  link Logger "https://gnode.example"',
      '```',
    ].join('\n');
    await expect(renderPage(linked)).rejects.toThrow(
      /docs\/Example Page\.md:6 cannot be drawn: "link" cannot make a part of a diagram/,
    );
  });

  it('draws a state split into concurrent regions, whose made-up region ids nobody wrote', async () => {
    const regions = [
      '```mermaid',
      'stateDiagram-v2',
      '  state Active {',
      '    [*] --> NumLockOff',
      '    --',
      '    [*] --> CapsLockOff',
      '  }',
      '```',
    ].join('\n');
    expect(await renderPage(regions)).toMatch(/>CapsLockOff</);
  });

  it('draws labels with HTML formatting, whose tags are no words of the label', async () => {
    const formatted = [
      '```mermaid',
      'flowchart LR',
      '  A["<b>Chlorine</b> dosing"] --> B["H<sub>2</sub>O out"]',
      '```',
    ].join('\n');
    expect(await renderPage(formatted)).toMatch(/>Chlorine</);
  });

  it("draws a flowchart written like Mermaid's own examples: statements ended by semicolons, arrows without spaces", async () => {
    const terse = [
      '```mermaid',
      'graph TD;',
      '  Logger-->Gateway;',
      '  Gateway-->Historian; Historian-->|nightly; UTC|Report;',
      '```',
    ].join('\n');
    const html = await renderPage(terse);
    for (const label of ['Logger', 'Gateway', 'Historian', 'Report', 'nightly; UTC'])
      expect(html).toMatch(new RegExp(`>${label}<`));
  });

  it('draws a diagram whose comment line mentions something like a character code, since comments are never drawn', async () => {
    const commented = [
      '```mermaid',
      'flowchart LR',
      '  %% moved here from ticket #482; see the runbook',
      '  A["Logger"] --> B["Historian"]',
      '```',
    ].join('\n');
    expect(await renderPage(commented)).toMatch(/>Historian</);
  });

  it('fails the build when the drawing would leave out something Mermaid read, such as a note in a state diagram', async () => {
    const note = [
      '```mermaid',
      'stateDiagram-v2',
      '  [*] --> Idle',
      '  note right of Idle: Pumps rest overnight',
      '```',
    ].join('\n');
    await expect(renderPage(note)).rejects.toThrow(
      /Example Page\.md:1 cannot be drawn: the drawing would leave out "Pumps rest overnight"/,
    );
  });

  it('finds every word of a label in the drawing however it is spelled: escaped, broken over lines, member order', async () => {
    const labels = ['```mermaid', 'flowchart LR', '  A["Flow & level"] --> B["Daily<br/>total"]', '```'].join('\n');
    expect(await renderPage(labels)).toMatch(/>Flow &amp; level<\/text>[\s\S]*>Daily<\/tspan><tspan[^>]*>total</);
    const members = [
      '```mermaid',
      'classDiagram',
      '  class PumpEfficiency {',
      '    -PIACEPoint Flow',
      '  }',
      '```',
    ].join('\n');
    expect(await renderPage(members)).toContain('PumpEfficiency');
  });

  it("draws Mermaid's character codes as the characters they stand for, as Mermaid would, and leaves colours alone", async () => {
    const quoted = [
      '```mermaid',
      'flowchart LR',
      '  A["The #quot;raw#quot; flow #35;2"] --> B',
      '  style B fill:#fff;',
      '```',
    ].join('\n');
    expect(await renderPage(quoted)).toMatch(/>The &quot;raw&quot; flow #2</);
    const message = ['```mermaid', 'sequenceDiagram', '  Gateway->>Historian: flush #59; then close', '```'].join('\n');
    expect(await renderPage(message)).toMatch(/>flush ; then close</);
  });

  it('reuses a drawn diagram from the cache instead of drawing it again', async () => {
    const cacheDirectory = newCacheDirectory();
    await renderPage(flowchart('gNode logger'), cacheDirectory);
    const [entry] = readdirSync(cacheDirectory);
    const cached = path.join(cacheDirectory, entry ?? '');
    writeFileSync(cached, readFileSync(cached, 'utf8').replace('gNode logger', 'from the cache'));
    expect(await renderPage(flowchart('gNode logger'), cacheDirectory)).toContain('from the cache');
  });
});
