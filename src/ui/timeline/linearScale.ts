import { ticks } from 'd3-array';

/** A clamped linear map from a time domain to pixels: what the timeline's first view needs of a d3 scale. */
export interface LinearScale {
  (value: number): number;
  domain(): [number, number];
  range(): [number, number];
  /** Round values across the domain, about `count` of them (d3-array's `ticks`, as d3-scale's linear scale). */
  ticks(count: number): number[];
}

/**
 * d3-scale's `scaleLinear().domain(d).range(r).clamp(true)` for numbers. The first view draws the timeline
 * with it; d3-scale itself (with the colour, format and interpolation modules it pulls in, about 9 kB gzip)
 * loads with the zoom and the editor, which use more of it. `linearScale.test.ts` holds the two to the same
 * values.
 */
export function linearScale(domain: [number, number], range: [number, number]): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  // In d3-scale's order of operations, so that the two agree to the last bit: clamp in the domain, normalise
  // from the lower end, interpolate towards the range end that goes with the upper one.
  const flip = d1 < d0;
  const lo = flip ? d1 : d0;
  const hi = flip ? d0 : d1;
  const from = flip ? r1 : r0;
  const to = flip ? r0 : r1;
  const width = hi - lo;
  const scale = ((v: number) => {
    const x = Math.max(lo, Math.min(hi, v));
    // A collapsed domain maps to the middle of the range.
    const t = width ? (x - lo) / width : Number.isNaN(width) ? NaN : 0.5;
    return from * (1 - t) + to * t;
  }) as LinearScale;
  scale.domain = () => [d0, d1];
  scale.range = () => [r0, r1];
  scale.ticks = (count) => ticks(d0, d1, count);
  return scale;
}
