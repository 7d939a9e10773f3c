import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { estimateWidth, fitSegments, type Measure, type Segment, type TextStyle } from '../../text/fitText';

type Piece = Segment & { el?: ReactElement<{ children?: ReactNode; className?: string }> };

const BOLD = /\bfont-(bold|semibold)\b/;
const NOT_BOLD = /\bfont-(normal|medium)\b/;

/** The text of a tspan's children (strings and numbers only: a stage line holds nothing else). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

/** A line's children as pieces of text: its own strings, and each <tspan> with its own size and weight. */
function pieces(node: ReactNode, font: number, style: TextStyle, out: Piece[]) {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (typeof node === 'string' || typeof node === 'number') {
    out.push({ text: String(node), fontPx: font, style });
    return;
  }
  if (Array.isArray(node)) {
    for (const n of node) pieces(n, font, style, out);
    return;
  }
  if (!isValidElement<{ children?: ReactNode; className?: string; style?: { fontSize?: number } }>(node))
    return;
  if (node.type === Fragment) {
    pieces(node.props.children, font, style, out);
    return;
  }
  const cls = node.props.className ?? '';
  const bold = BOLD.test(cls) ? true : NOT_BOLD.test(cls) ? false : style.bold;
  out.push({
    text: textOf(node.props.children),
    fontPx: node.props.style?.fontSize ?? font,
    style: { ...style, bold: !!bold },
    el: node,
  });
}

/** Whether the pieces fit in `maxWidth` px by the per-character estimate. */
function fitsByEstimate(ps: readonly Piece[], maxWidth: number): boolean {
  let width = 0;
  for (const p of ps) width += estimateWidth(p.text, p.fontPx, p.style);
  return width <= maxWidth;
}

/**
 * A stage line's children fitted into `maxWidth` px by measured width: whole when they fit, else cut with "…"
 * (tspans keep their own size and weight). `full` is the whole text, for a tooltip when something was cut.
 */
export function fitChildren(
  children: ReactNode,
  maxWidth: number,
  font: number,
  style: TextStyle,
  measure: Measure = estimateWidth,
): { node: ReactNode; clipped: boolean; full: string } {
  const ps: Piece[] = [];
  pieces(children, font, style, ps);
  const full = ps.map((p) => p.text).join('');
  // The estimate errs wide (textWidth.ts: what fits by it fits in common fonts), so a line that fits by it is
  // kept whole without measuring it: only lines near or past their box's width are measured with the page's
  // fonts (measuring every line took about a tenth of the first view's render).
  if (measure !== estimateWidth && fitsByEstimate(ps, maxWidth))
    return { node: children, clipped: false, full };
  const { texts, clipped } = fitSegments(ps, maxWidth, measure);
  if (!clipped) return { node: children, clipped, full };
  const node = ps.map((p, i) => {
    const text = texts[i]!;
    if (!text) return null;
    return p.el ? cloneElement(p.el, { key: i }, text) : text;
  });
  return { node, clipped, full };
}
