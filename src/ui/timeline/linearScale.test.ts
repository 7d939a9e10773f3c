import fc from 'fast-check';
import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { linearScale } from './linearScale';

// Times are whole milliseconds; pixels are any numbers. (Subnormal domains break d3-array's ticks in both.)
const ms = fc.integer({ min: -1e9, max: 1e9 });
const px = fc.double({ min: -1e7, max: 1e7, noNaN: true });

describe('linearScale (the timeline first view’s d3-scale stand-in)', () => {
  it('gives exactly what d3-scale’s clamped linear scale gives: values, ends and ticks', () => {
    fc.assert(
      fc.property(
        ms,
        ms,
        px,
        px,
        fc.array(fc.oneof(ms, px), { maxLength: 8 }),
        fc.integer({ min: 0, max: 40 }),
        (d0, d1, r0, r1, xs, count) => {
          const mine = linearScale([d0, d1], [r0, r1]);
          const d3 = scaleLinear().domain([d0, d1]).range([r0, r1]).clamp(true);
          for (const x of [d0, d1, (d0 + d1) / 2, d0 - 1, d1 + 1, ...xs]) expect(mine(x)).toBe(d3(x));
          expect(mine.ticks(count)).toEqual(d3.ticks(count));
          expect(mine.domain()).toEqual(d3.domain());
          expect(mine.range()).toEqual(d3.range());
        },
      ),
    );
  });

  it('maps the timeline’s axis: start to the left edge, the end to the right, clamped outside', () => {
    const x = linearScale([0, 10_000], [120, 980]);
    expect([x(0), x(5_000), x(10_000), x(-5), x(20_000)]).toEqual([120, 550, 980, 120, 980]);
    expect(x.ticks(5)).toEqual([0, 2000, 4000, 6000, 8000, 10000]);
    expect(linearScale([3, 3], [0, 100])(7)).toBe(50);
  });
});
