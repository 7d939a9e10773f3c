export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether a segment passes through the inside of a box (touching its edge is not crossing). */
export function segmentCrossesBox(s: Segment, b: Box): boolean {
  // Liang-Barsky clipping against the box shrunk by a hair.
  const e = 1e-6;
  const [x0, x1, y0, y1] = [b.x + e, b.x + b.width - e, b.y + e, b.y + b.height - e];
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [
    [-dx, s.x1 - x0],
    [dx, x1 - s.x1],
    [-dy, s.y1 - y0],
    [dy, y1 - s.y1],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
    }
  }
  return t0 < t1;
}
