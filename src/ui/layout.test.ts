import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_STRIP, SHORT_WINDOW, STAGE_FONT, TIMELINE } from './layout';
import { scaleBand } from 'd3-scale';
import { ACTORS, type Actor } from '../model/trace';
import { timelineGeometry } from './timeline/geometry';

const ui = join(__dirname);
const tsx = (dir: string) =>
  readdirSync(join(ui, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx') || (f.endsWith('.ts') && !f.endsWith('.test.ts')))
    .map((f) => join(dir, f));
/** The components that draw the stage, the timeline and the event strip. */
const DRAWING = [...tsx('stage'), ...tsx('timeline'), 'editor/EventStrip.tsx'];
const GEOMETRY_ATTR = '(?:x|y|x1|x2|y1|y2|cx|cy|r|rx|width|height|strokeWidth)';

describe('layout numbers live in one module', () => {
  it('no drawing component writes a number into a geometry attribute', () => {
    const found = DRAWING.flatMap((f) =>
      [
        ...readFileSync(join(ui, f), 'utf8').matchAll(
          new RegExp(`\\b${GEOMETRY_ATTR}=\\{-?[1-9][\\d.]*\\}`, 'g'),
        ),
      ].map((m) => `${f}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('the timeline and the strip add no pixel offsets of their own', () => {
    const files = [...tsx('timeline'), 'editor/EventStrip.tsx'];
    const found = files.flatMap((f) =>
      [
        ...readFileSync(join(ui, f), 'utf8').matchAll(
          new RegExp(`\\b${GEOMETRY_ATTR}=\\{[^}\\n]*[-+] ?[1-9][\\d.]*\\b[^}\\n]*\\}`, 'g'),
        ),
      ].map((m) => `${f}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('breakpoints used by code are defined here, and the media queries parse', () => {
    const uses = DRAWING.filter((f) => /max-height: \d+px/.test(readFileSync(join(ui, f), 'utf8')));
    expect(uses).toEqual([]);
    expect(SHORT_WINDOW).toMatch(/^\(max-height: \d+px\)$/);
  });

  it('the timeline geometry follows the numbers (one lane each, axis below)', () => {
    const g = timelineGeometry(1000, [0, 10_000], 2, false);
    expect(g.top).toBe(2 * TIMELINE.chapterRow + TIMELINE.chapterPad);
    expect(g.x.range()).toEqual([TIMELINE.laneLabelWidth, 1000 - TIMELINE.rightPad]);
    // One lane per actor, stacked from the top in ACTORS order: what a d3 band scale without padding gives.
    const band = scaleBand<Actor>()
      .domain(ACTORS)
      .range([g.top, g.top + ACTORS.length * TIMELINE.laneHeight]);
    expect(ACTORS.map((a) => g.lane(a))).toEqual(ACTORS.map((a) => band(a)));
    expect(new Set(ACTORS.map((a) => g.lane(a))).size).toBe(ACTORS.length);
    // About one tick per tickSpacing pixels, at round values.
    expect(g.ticks).toEqual(g.x.ticks(Math.floor(1000 / TIMELINE.tickSpacing)));
    expect(g.ticks.every((t) => t % 1000 === 0)).toBe(true);
    const merged = timelineGeometry(1000, [0, 10_000], 1, true);
    expect(ACTORS.map((a) => merged.lane(a))).toEqual(ACTORS.map(() => merged.top));
    expect(merged.height).toBe(
      TIMELINE.chapterRow + TIMELINE.chapterPad + TIMELINE.laneHeight + TIMELINE.axisHeight,
    );
    expect(EVENT_STRIP.snapMs).toBeLessThan(EVENT_STRIP.bigStepMs);
    expect(STAGE_FONT.present.min).toBeGreaterThanOrEqual(18);
  });
});
