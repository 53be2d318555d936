import { describe, expect, it } from 'vitest';
import { fitToColumn, smallestScale } from '../../../plugins/diagrams/fitToColumn';

const svg = (width: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 200" width="${width}" height="200"><g></g></svg>`;

describe('a diagram in the content column', () => {
  it('shrinks to the column, but never below the scale its labels stay readable at', () => {
    const fitted = fitToColumn(svg(1000));
    expect(fitted).toMatch(/^<svg style="max-width:max\(100%, 800px\);height:auto" xmlns=/);
    expect(smallestScale).toBe(0.8);
  });

  it('keeps its drawing as it was', () => {
    expect(fitToColumn(svg(500)).replace(/ style="[^"]*"/, '')).toBe(svg(500));
  });

  it('is left alone when the drawing has no width to scale from', () => {
    expect(fitToColumn('<svg viewBox="0 0 10 10"></svg>')).toBe('<svg viewBox="0 0 10 10"></svg>');
  });
});
