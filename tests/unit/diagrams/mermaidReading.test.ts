import { describe, expect, it } from 'vitest';
import { readWithMermaid } from '@site/plugins/diagrams/mermaidReading';

const diagram = (label: string) => `flowchart LR\n  A["${label}"] --> B["Historian"]`;

// A parser thread loads jsdom and Mermaid first, which takes seconds on a busy machine.
describe("Mermaid's parser thread", { timeout: 60_000 }, () => {
  it('fails a diagram it has no answer for in time, and reads the diagrams behind it in a new thread', async () => {
    // No thread answers within a millisecond of starting, which stands in for a source the parser loops on.
    const stuck = readWithMermaid(diagram('gNode logger'), 1);
    const behind = readWithMermaid(diagram('Pump station'));
    await expect(stuck).rejects.toThrow(/parser read it for 0.001 s without an answer, so the build stopped waiting/);
    await expect(behind).resolves.toEqual({ texts: expect.arrayContaining(['Pump station', 'Historian']) });
    await expect(readWithMermaid(diagram('Flow meter'))).resolves.toEqual({
      texts: expect.arrayContaining(['Flow meter']),
    });
  });

  it("does not fail a diagram the parser answered in time while the build's own thread was too busy to hear it", async () => {
    await readWithMermaid(diagram('Warm-up'));
    const reading = readWithMermaid(diagram('Wet well'), 300);
    // The build's thread is busy past the patience (a long synchronous step), while the parser answers in milliseconds.
    // Busy in a setImmediate callback, after which the event loop looks at its timers before at the thread's answers.
    await new Promise<void>((done) =>
      setImmediate(() => {
        const busyUntil = Date.now() + 1_500;
        while (Date.now() < busyUntil);
        done();
      }),
    );
    await expect(reading).resolves.toEqual({ texts: expect.arrayContaining(['Wet well']) });
  });

  it("lists a chart's title, axis titles and categories, the words its drawing must show", async () => {
    const chart = [
      'xychart-beta',
      '  title "Inflow after the storm"',
      '  x-axis "Hour" [h01, "h 02"]',
      '  y-axis "Flow (L/s)" 0 --> 100',
      '  line "Dry weather" [5, 6]',
    ];
    await expect(readWithMermaid(chart.join('\n'))).resolves.toEqual({
      texts: ['Inflow after the storm', 'Hour', 'h01', 'h 02', 'Flow (L/s)'],
    });
  });
});
