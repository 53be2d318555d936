import { describe, expect, it } from 'vitest';
import { inRendererForm } from '@site/plugins/diagrams/flowchartSource';

const lines = (...all: string[]) => all.join('\n');

describe('a flowchart in the form the renderer reads', () => {
  it('puts each statement a semicolon ends on a line of its own, keeping the indentation', () => {
    expect(inRendererForm(lines('graph TD;', '  A --> B; B --> C;'))).toBe(lines('graph TD', '  A --> B', ' B --> C'));
  });

  it('puts spaces around arrows, but none between an arrow and the link text that follows it', () => {
    expect(inRendererForm(lines('flowchart LR', '  A-->B-.->C==>D---E', '  E-->|on alarm|F'))).toBe(
      lines('flowchart LR', '  A --> B -.-> C ==> D --- E', '  E -->|on alarm|F'),
    );
    expect(inRendererForm(lines('flowchart LR', '  A-- feeds -->B'))).toBe(lines('flowchart LR', '  A -- feeds --> B'));
  });

  it("reads the words right after a node's -- or == as the link's text, as Mermaid does, never as part of its name", () => {
    expect(
      inRendererForm(
        lines('flowchart LR', '  pump--station --> C', '  A--feeds-->B', '  A==feeds==>B', '  A-.feeds.->B'),
      ),
    ).toBe(
      lines(
        'flowchart LR',
        '  pump -- station --> C',
        '  A -- feeds --> B',
        '  A == feeds ==> B',
        '  A -. feeds .-> B',
      ),
    );
    expect(inRendererForm(lines('flowchart LR', '  A[x]--feeds-->B', '  A--"quoted; text"-->B'))).toBe(
      lines('flowchart LR', '  A[x] -- feeds --> B', '  A -- "quoted; text" --> B'),
    );
  });

  it("keeps a semicolon in a link's text between its arrow's halves, where Mermaid reads it as text, not the statement's end", () => {
    expect(
      inRendererForm(lines('flowchart LR', '  A-- feeds; pumps -->B', '  A == a;b ==> B', '  A -. x;y .-> B')),
    ).toBe(lines('flowchart LR', '  A -- feeds; pumps --> B', '  A == a;b ==> B', '  A -. x;y .-> B'));
    expect(inRendererForm(lines('flowchart LR', '  A-- x -->B; B-->C'))).toBe(
      lines('flowchart LR', '  A -- x --> B', ' B --> C'),
    );
  });

  it('leaves semicolons and arrows inside labels and link texts as written', () => {
    const labelled = lines('flowchart LR', '  A["dose; then --> flush"] -->|x; y| B(c;d) --> C{e-->f}');
    expect(inRendererForm(labelled)).toBe(labelled);
  });

  it("leaves an asymmetric shape's label as written, arrows and semicolons in it included", () => {
    expect(inRendererForm(lines('flowchart LR', '  A>dose; then-->flush]-->B', '  B-->C>alarm]'))).toBe(
      lines('flowchart LR', '  A>dose; then-->flush] --> B', '  B --> C>alarm]'),
    );
  });

  it('leaves comment lines and flowcharts already in this form alone', () => {
    const tidy = lines(
      'flowchart LR',
      '  %% A-->B; not a statement',
      '  A --> B',
      '  classDef hot fill:#f96,stroke:#333',
    );
    expect(inRendererForm(tidy)).toBe(tidy);
  });
});
