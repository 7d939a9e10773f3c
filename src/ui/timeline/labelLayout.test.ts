import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutLabels } from './labelLayout';

describe('layoutLabels', () => {
  it('leaves labels at their anchors when they fit', () => {
    const out = layoutLabels(
      [
        { anchor: 10, width: 50 },
        { anchor: 100, width: 50 },
      ],
      { left: 0, right: 300 },
    );
    expect(out).toEqual([
      { x: 10, row: 0 },
      { x: 100, row: 0 },
    ]);
  });

  it('uses a second row when one row is too narrow, and gives up (null) beyond two', () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ anchor: i * 5, width: 60 }));
    expect(layoutLabels(many, { left: 0, right: 250 }).every((p) => p?.row !== undefined)).toBe(true);
    expect(new Set(layoutLabels(many, { left: 0, right: 250 }).map((p) => p!.row))).toEqual(new Set([0, 1]));
    expect(layoutLabels(many, { left: 0, right: 100 })).toEqual(many.map(() => null));
  });

  it('never overlaps labels of one row and keeps them in bounds (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ anchor: fc.integer({ min: 0, max: 900 }), width: fc.integer({ min: 10, max: 120 }) }),
          {
            maxLength: 12,
          },
        ),
        (ls) => {
          const sorted = [...ls].sort((a, b) => a.anchor - b.anchor);
          const out = layoutLabels(sorted, { left: 0, right: 1000 }, { gap: 4 });
          const placed = out.flatMap((p, i) => (p ? [{ ...p, w: sorted[i]!.width }] : []));
          for (const a of placed) {
            expect(a.x).toBeGreaterThanOrEqual(-1e-9);
            expect(a.x + a.w).toBeLessThanOrEqual(1000 + 1e-9);
          }
          for (let i = 0; i < placed.length; i++)
            for (let j = i + 1; j < placed.length; j++) {
              const [a, b] = [placed[i]!, placed[j]!];
              if (a.row === b.row) expect(a.x + a.w <= b.x + 1e-9 || b.x + b.w <= a.x + 1e-9).toBe(true);
            }
        },
      ),
    );
  });
});
