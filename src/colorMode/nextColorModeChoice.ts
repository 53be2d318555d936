/**
 * What a click on the colour toggle chooses. Docusaurus cycles system → light → dark, so on a light system the first
 * click (system → light) changes nothing the reader can see. Here every click flips what the reader sees, and the
 * choice goes back to "follow the system" whenever the flipped mode is the one the system prefers.
 */
export type ColorMode = 'light' | 'dark';
/** `null` follows the system preference. */
export type ColorModeChoice = ColorMode | null;

export function nextColorModeChoice(shown: ColorMode, systemPrefers: ColorMode): ColorModeChoice {
  const flipped: ColorMode = shown === 'light' ? 'dark' : 'light';
  return flipped === systemPrefers ? null : flipped;
}
