import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentCrossesBox } from '../../testing/segmentCrossesBox';
import { layoutLabels, type RowGeometry } from './labelLayout';

const GEOMETRY: RowGeometry = { row: 15, boxTop: 2, boxBottom: 14, pad: 4 };

describe('layoutLabels', () => {
  it('leaves labels at their anchors when they fit', () => {
    const out = layoutLabels(
      [
        { anchor: 10, width: 50 },
        { anchor: 100, width: 50 },
      ],
      { left: 0, right: 300 },
    );
    expect(out).toMatchObject([
      { x: 10, row: 0 },
      { x: 100, row: 0 },
    ]);
  });

  it('uses a second row when one row is too narrow, and gives up (null) when two are', () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ anchor: i * 40, width: 60 }));
    expect(new Set(layoutLabels(many, { left: 0, right: 250 }).map((p) => p!.row))).toEqual(new Set([0, 1]));
    expect(layoutLabels(many, { left: 0, right: 100 })).toEqual(many.map(() => null));
  });

  it('puts a label that would cover a close neighbour’s event beside it, so the leader lines stay clear', () => {
    // Two events 4 px apart: the second label cannot sit on its event in the first one's row, and a leader
    // from a row above cannot pass through the first label.
    const out = layoutLabels(
      [
        { anchor: 300, width: 100 },
        { anchor: 304, width: 100 },
      ],
      { left: 0, right: 1000 },
      { geometry: GEOMETRY },
    );
    const boxes = out.map((p, i) => ({
      x: p!.x,
      y: p!.row * GEOMETRY.row + GEOMETRY.boxTop,
      width: 100,
      height: GEOMETRY.boxBottom - GEOMETRY.boxTop,
      i,
    }));
    const rows = Math.max(...out.map((p) => p!.row)) + 1;
    for (const [i, p] of out.entries())
      for (const b of boxes)
        if (b.i !== i)
          expect(
            segmentCrossesBox(
              { x1: p!.attach, y1: boxes[i]!.y + boxes[i]!.height, x2: 300 + 4 * i, y2: rows * 15 + 4 },
              b,
            ),
          ).toBe(false);
    // Both stay within one label's width of their events.
    expect(Math.abs(out[0]!.attach - 300)).toBeLessThanOrEqual(2);
    expect(Math.abs(out[1]!.attach - 304)).toBeLessThan(100);
  });

  it('never overlaps labels of one row, keeps them in bounds and no leader line through another label (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ anchor: fc.integer({ min: 0, max: 900 }), width: fc.integer({ min: 10, max: 120 }) }),
          { maxLength: 10 },
        ),
        (ls) => {
          const sorted = [...ls].sort((a, b) => a.anchor - b.anchor);
          const out = layoutLabels(sorted, { left: 0, right: 1000 }, { gap: 4, geometry: GEOMETRY });
          const placed = out.flatMap((p, i) =>
            p ? [{ ...p, w: sorted[i]!.width, target: sorted[i]!.anchor }] : [],
          );
          const rows = Math.max(0, ...placed.map((p) => p.row + 1));
          const box = (p: (typeof placed)[number]) => ({
            x: p.x,
            y: p.row * GEOMETRY.row + GEOMETRY.boxTop,
            width: p.w,
            height: GEOMETRY.boxBottom - GEOMETRY.boxTop,
          });
          for (const a of placed) {
            expect(a.x).toBeGreaterThanOrEqual(-1e-9);
            expect(a.x + a.w).toBeLessThanOrEqual(1000 + 1e-9);
          }
          for (const a of placed)
            for (const b of placed) {
              if (a === b) continue;
              if (a.row === b.row) expect(a.x + a.w <= b.x + 1e-9 || b.x + b.w <= a.x + 1e-9).toBe(true);
              const leader = {
                x1: a.attach,
                y1: a.row * GEOMETRY.row + GEOMETRY.boxBottom,
                x2: a.target,
                y2: rows * GEOMETRY.row + GEOMETRY.pad,
              };
              expect(segmentCrossesBox(leader, box(b))).toBe(false);
            }
        },
      ),
    );
  });

  it('gives a tight cluster a third row when two would leave a label far from its event', () => {
    // Six events within 20 px, labels 150 px wide: two rows hold four of them near, not six.
    const cluster = [300, 302, 305, 312, 315, 320].map((anchor) => ({ anchor, width: 150 }));
    const farthest = (out: ReturnType<typeof layoutLabels>) =>
      Math.max(...out.map((p, i) => Math.abs(p!.attach - cluster[i]!.anchor)));
    const two = layoutLabels(cluster, { left: 0, right: 1200 }, { geometry: GEOMETRY, spillRow: false });
    const three = layoutLabels(cluster, { left: 0, right: 1200 }, { geometry: GEOMETRY });
    expect(Math.max(...two.map((p) => p!.row))).toBe(1);
    expect(Math.max(...three.map((p) => p!.row))).toBe(2);
    expect(farthest(three)).toBeLessThan(farthest(two));
    expect(farthest(three)).toBeLessThan(60);
  });

  it('gives up hopeless layouts early without changing the result: the same as trying every one in full (fast-check)', () => {
    // Spread labels, and clusters tight enough to need the spill row; fractional anchors, so costs tie rarely
    // but round differently when summed in another order.
    const labels = (maxAnchor: number) =>
      fc.array(
        fc.record({
          anchor: fc.double({ min: 0, max: maxAnchor, noNaN: true }),
          width: fc.integer({ min: 10, max: 150 }),
        }),
        { maxLength: 10 },
      );
    fc.assert(
      fc.property(fc.oneof(labels(900), labels(150)), fc.integer({ min: 300, max: 1200 }), (ls, right) => {
        const sorted = [...ls].sort((a, b) => a.anchor - b.anchor);
        const opts = { gap: 4, geometry: GEOMETRY };
        expect(layoutLabels(sorted, { left: 0, right }, opts)).toEqual(
          layoutLabels(sorted, { left: 0, right }, { ...opts, prune: false }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('adds no third row when two hold every label near its event', () => {
    const spread = [100, 400, 700, 705].map((anchor) => ({ anchor, width: 150 }));
    expect(Math.max(...layoutLabels(spread, { left: 0, right: 1200 }).map((p) => p!.row))).toBeLessThan(2);
  });
});
