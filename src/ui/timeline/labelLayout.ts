/** A label that wants to start at `anchor` (px) and is `width` px wide. */
export interface LabelIn {
  anchor: number;
  width: number;
}

/** Where a label goes: its left edge and its row (0 = top), or `null` when it cannot fit. */
export type LabelPlace = { x: number; row: number } | null;

/**
 * Places labels in one row as close to their anchors as possible without overlapping, inside [left, right]:
 * push right past the previous label, then pull back from the right edge. Returns null if they cannot fit.
 */
function placeRow(labels: LabelIn[], left: number, right: number, gap: number): number[] | null {
  const xs: number[] = [];
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i]!;
    const prev = i > 0 ? xs[i - 1]! + labels[i - 1]!.width + gap : left;
    xs.push(Math.max(l.anchor, prev));
  }
  for (let i = labels.length - 1; i >= 0; i--) {
    const limit = i === labels.length - 1 ? right : xs[i + 1]! - gap;
    xs[i] = Math.min(xs[i]!, limit - labels[i]!.width);
  }
  return xs.length && xs[0]! < left ? null : xs;
}

/**
 * Lays out timeline labels (sorted by anchor) in as few rows as needed, up to `maxRows`, alternating rows so
 * neighbours never collide. Labels that fit in no layout come back as null (the caller shows a short form).
 */
export function layoutLabels(
  labels: LabelIn[],
  bounds: { left: number; right: number },
  opts: { gap?: number; maxRows?: number } = {},
): LabelPlace[] {
  const gap = opts.gap ?? 8;
  for (let rows = 1; rows <= (opts.maxRows ?? 2); rows++) {
    const out: LabelPlace[] = new Array<LabelPlace>(labels.length).fill(null);
    let ok = true;
    for (let r = 0; r < rows && ok; r++) {
      const idx = labels.map((_, i) => i).filter((i) => i % rows === r);
      const xs = placeRow(
        idx.map((i) => labels[i]!),
        bounds.left,
        bounds.right,
        gap,
      );
      if (!xs) ok = false;
      else idx.forEach((i, k) => (out[i] = { x: xs[k]!, row: r }));
    }
    if (ok) return out;
  }
  return labels.map(() => null);
}

/** Approximate rendered width of a label: CJK glyphs are about 1 em wide, Latin about 0.6 em. */
export function textWidth(text: string, fontPx: number): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? fontPx : fontPx * 0.6;
  return w;
}
