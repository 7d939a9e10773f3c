import type { Measure } from './fitText';

/**
 * Measures text with the browser's own fonts (canvas `measureText`): exact for what this page draws. Returns
 * null where there is no canvas to measure with (Node, jsdom), so callers keep the per-character estimate.
 * `monoFamily` and `sansFamily` are the CSS font families the text is drawn in.
 */
export function createCanvasMeasure(monoFamily: string, sansFamily: string): Measure | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const cx = new OffscreenCanvas(1, 1).getContext('2d');
  if (!cx) return null;
  // Setting the context's font parses it, and a stage draws the same texts step after step: remember widths
  // per font and text (bounded), and set the font only when it changes.
  const widths = new Map<string, number>();
  let current = '';
  return (text, fontPx, style) => {
    const font = `${style.bold ? 700 : 400} ${fontPx}px ${style.mono ? monoFamily : sansFamily}`;
    const key = `${font}\n${text}`;
    let w = widths.get(key);
    if (w === undefined) {
      if (font !== current) cx.font = current = font;
      w = cx.measureText(text).width;
      if (widths.size > 5_000) widths.clear();
      widths.set(key, w);
    }
    return w;
  };
}

/** A canvas measurer for the fonts of this document (index.css's --font-mono and the body's family). */
export function documentMeasure(): Measure | null {
  if (typeof document === 'undefined') return null;
  const mono = getComputedStyle(document.documentElement).getPropertyValue('--font-mono').trim();
  return createCanvasMeasure(mono || 'monospace', getComputedStyle(document.body).fontFamily || 'sans-serif');
}
