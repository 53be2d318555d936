/**
 * One figure or name that several pages state, written from contract/contentFacts.ts: `<Fact id="gsharp.calculationLimit" />`
 * reads "60 seconds". A mistyped id stops the build, so a page can never show a figure the facts module lacks.
 */
import type { ReactNode } from 'react';
import { factText } from '@site/contract/contentFacts';

export default function Fact({ id }: { id: string }): ReactNode {
  return factText(id);
}
