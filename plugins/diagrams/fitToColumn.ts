/**
 * Diagrams are drawn at their natural size, which for a wide flowchart is twice the content column. In the page a
 * diagram shrinks to fit the column, but not below `smallestScale` of its size, where its labels (11 to 13 px) would
 * stop being readable; a diagram still wider than that scrolls sideways in its box, which shows a shadow at the edge
 * that has more and takes the keyboard focus (src/css/diagrams.css). Diagrams narrower than the column keep their size.
 */

/** 80 %: an 11 px edge label is drawn at about 9 px, the smallest text still read without zooming. */
export const smallestScale = 0.8;

export function fitToColumn(svg: string): string {
  const width = Number(/^<svg\b[^>]*?\swidth="([\d.]+)"/.exec(svg)?.[1]);
  if (!Number.isFinite(width) || width <= 0) return svg;
  const narrowest = Math.ceil(width * smallestScale);
  return svg.replace(/^<svg\b/, `<svg style="max-width:max(100%, ${narrowest}px);height:auto"`);
}
