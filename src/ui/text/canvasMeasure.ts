import { estimateWidth, type Measure } from './fitText';

/**
 * Measures text with the browser's own fonts (canvas `measureText`): exact for what this page draws. Returns
 * null where there is no canvas to measure with (Node, jsdom), so callers keep the per-character estimate.
 * `fonts` gives the CSS font families the text is drawn in (monospace and sans-serif); it is read, and the
 * canvas made, when the first text is measured: a view whose lines all fit by the estimate (see fitChildren)
 * measures nothing and pays for neither.
 */
export function createCanvasMeasure(fonts: () => { mono: string; sans: string }): Measure | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  let cx: OffscreenCanvasRenderingContext2D | null | undefined;
  let families = { mono: 'monospace', sans: 'sans-serif' };
  // Setting the context's font parses it, and a stage draws the same texts step after step: remember widths
  // per font and text (bounded), and set the font only when it changes.
  const widths = new Map<string, number>();
  let current = '';
  return (text, fontPx, style) => {
    if (cx === undefined) {
      cx = new OffscreenCanvas(1, 1).getContext('2d');
      families = fonts();
    }
    // No 2D context after all (a browser without one for offscreen canvases): the estimate.
    if (!cx) return estimateWidth(text, fontPx, style);
    const font = `${style.bold ? 700 : 400} ${fontPx}px ${style.mono ? families.mono : families.sans}`;
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
  return createCanvasMeasure(() => ({
    mono: getComputedStyle(document.documentElement).getPropertyValue('--font-mono').trim() || 'monospace',
    sans: getComputedStyle(document.body).fontFamily || 'sans-serif',
  }));
}
