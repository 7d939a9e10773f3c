/**
 * Text widths without a DOM, the same in the app, exported pictures and the CLI (which renders the same SVGs
 * in Node): estimated per character, generously, so that text measured to fit does fit in common fonts.
 */

/** Characters drawn full width (1 em): CJK ideographs and kana, Hangul, full-width forms. */
export const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

// Advances (in ems) of DejaVu Sans, the widest common sans-serif (measured in Chromium): other fonts are
// narrower, so a line that fits with these fits everywhere.
const EM: [RegExp, number][] = [
  [/[ijlIJ|!'.,:;·]/, 0.34],
  [/[ frt/()[\]-]/, 0.41],
  [/[cszkvxy]/, 0.59],
  [/[✓✗]/, 0.84],
  [/[mM]/, 0.97],
  [/[wW@%—→⟶…]/, 1],
  [/[A-Z]/, 0.79],
];

/** The advance of a monospace character that is not full width, in ems. */
export const MONO_EM = 0.61;

/** Estimated advance of one character, in ems (sans: DejaVu Sans; mono: 0.61; CJK: full width). */
export function charEm(ch: string, code: boolean): number {
  if (WIDE.test(ch)) return 1;
  if (code) return MONO_EM;
  for (const [re, em] of EM) if (re.test(ch)) return em;
  return 0.64;
}

/** Estimated width of a run at `font` px (bold sans is about 13% wider; monospace keeps its advance). */
export function runWidth(text: string, code: boolean, font: number, bold = false): number {
  let em = 0;
  for (const ch of text) em += charEm(ch, code);
  return em * font * (bold && !code ? 1.13 : 1);
}
