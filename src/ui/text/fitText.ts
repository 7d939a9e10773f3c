import { runWidth } from './textWidth';

/** How a text is drawn, as far as its width is concerned. */
export interface TextStyle {
  mono?: boolean;
  bold?: boolean;
}

/** The width in px of `text` drawn at `fontPx` in `style`. */
export type Measure = (text: string, fontPx: number, style: TextStyle) => number;

/** The per-character estimate of textWidth.ts: deterministic, and the same wherever the stage is drawn. */
export const estimateWidth: Measure = (text, fontPx, style) =>
  runWidth(text, !!style.mono, fontPx, !!style.bold);

export const ELLIPSIS = '…';

/**
 * `text` whole when it measures at most `maxWidth` px at `fontPx`; otherwise its longest start (whole
 * characters, trailing spaces dropped) followed by "…" that does; "" when not even "…" fits. Widths are
 * measured, never counted in characters: a CJK character takes about two Latin ones' room.
 */
export function fitText(
  text: string,
  maxWidth: number,
  fontPx: number,
  style: TextStyle = {},
  measure: Measure = estimateWidth,
): string {
  if (measure(text, fontPx, style) <= maxWidth) return text;
  return startWithEllipsis(text, maxWidth, fontPx, style, measure);
}

/** The longest start of `text` (possibly all of it) that fits in `maxWidth` followed by "…"; "" if none does. */
function startWithEllipsis(
  text: string,
  maxWidth: number,
  fontPx: number,
  style: TextStyle,
  measure: Measure,
): string {
  const chars = Array.from(text);
  const cut = (n: number) => chars.slice(0, n).join('').trimEnd() + ELLIPSIS;
  const fits = (n: number) => measure(cut(n), fontPx, style) <= maxWidth;
  if (!fits(0)) return '';
  // The longest start that fits, by bisection (a longer start is never narrower).
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return cut(lo);
}

/** A piece of a line with its own size and style (a <tspan>). */
export interface Segment {
  text: string;
  fontPx: number;
  style: TextStyle;
}

/**
 * Fits pieces drawn one after another into `maxWidth`: those that fit stay whole, the first that does not is
 * cut with "…" (or dropped, with "…" ending the one before it, when none of it fits) and the rest are dropped.
 * Returns each piece's text ("" for dropped ones) and whether anything was cut.
 */
export function fitSegments(
  segments: Segment[],
  maxWidth: number,
  measure: Measure = estimateWidth,
): { texts: string[]; clipped: boolean } {
  const widths = segments.map((s) => measure(s.text, s.fontPx, s.style));
  if (widths.reduce((a, b) => a + b, 0) <= maxWidth)
    return { texts: segments.map((s) => s.text), clipped: false };
  const texts = segments.map(() => '');
  let used = 0;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    if (used + widths[i]! <= maxWidth) {
      texts[i] = s.text;
      used += widths[i]!;
      continue;
    }
    const cut = startWithEllipsis(s.text, maxWidth - used, s.fontPx, s.style, measure);
    const prev = texts.findLastIndex((t) => t.trim());
    if ((cut && cut !== ELLIPSIS) || prev < 0) texts[i] = cut;
    else {
      // None of this piece fits beside "…": end the line with the piece before it, shortened to make room.
      const p = segments[prev]!;
      const before = widths.slice(0, prev).reduce((a, b) => a + b, 0);
      texts[prev] = startWithEllipsis(p.text, maxWidth - before, p.fontPx, p.style, measure);
      for (let k = prev + 1; k < i; k++) texts[k] = '';
    }
    break;
  }
  return { texts, clipped: true };
}
