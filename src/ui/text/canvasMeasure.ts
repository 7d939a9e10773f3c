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
  return (text, fontPx, style) => {
    cx.font = `${style.bold ? 700 : 400} ${fontPx}px ${style.mono ? monoFamily : sansFamily}`;
    return cx.measureText(text).width;
  };
}

/** A canvas measurer for the fonts of this document (index.css's --font-mono and the body's family). */
export function documentMeasure(): Measure | null {
  if (typeof document === 'undefined') return null;
  const mono = getComputedStyle(document.documentElement).getPropertyValue('--font-mono').trim();
  return createCanvasMeasure(mono || 'monospace', getComputedStyle(document.body).fontFamily || 'sans-serif');
}
