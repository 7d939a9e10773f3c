import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../scenario/presets';
import { computeRuns } from '../../store/computeRuns';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { segmentCrossesBox as crosses } from '../../testing/segmentCrossesBox';
import { chapterLabels } from './chapterLabels';

const runs = PRESETS.map((p) => ({ id: p.id, runs: computeRuns(p.scenario) }));
const WIDTHS = [1024, 1280, 1920, 390];
const CATALOGS = { en, zh };

function everyLayout() {
  const out: { what: string; labels: ReturnType<typeof chapterLabels>; width: number }[] = [];
  for (const { id, runs: r } of runs)
    for (const variant of ['buggy', 'fixed'] as const)
      for (const [lang, t] of Object.entries(CATALOGS))
        for (const width of WIDTHS)
          for (const compact of [false, true]) {
            const chapters = r.chapters[variant];
            const labels = chapterLabels(
              width,
              [0, r.endAt],
              chapters,
              chapters.map((c) => t.chapters[c.id]),
              compact,
            );
            out.push({
              what: `${id} ${variant} ${lang} ${width}px${compact ? ' compact' : ''}`,
              labels,
              width,
            });
          }
  return out;
}

describe('chapterLabels', () => {
  it('draws no leader line through another label, in every preset, language and width', () => {
    const crossings: string[] = [];
    for (const { what, labels } of everyLayout()) {
      const placed = labels.places.flatMap((p, i) => (p ? [{ p, i }] : []));
      for (const a of placed)
        for (const b of placed)
          if (a.i !== b.i && a.p.leader && crosses(a.p.leader, b.p.box))
            crossings.push(`${what}: leader of ${a.i + 1} crosses label ${b.i + 1}`);
    }
    expect(crossings).toEqual([]);
  });

  it('keeps labels inside the timeline and apart from each other', () => {
    for (const { what, labels, width } of everyLayout()) {
      const boxes = labels.places.flatMap((p) => (p ? [p.box] : []));
      for (const b of boxes) {
        expect(b.x, what).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width, what).toBeLessThanOrEqual(width);
      }
      for (const a of boxes)
        for (const b of boxes)
          if (a !== b && a.y === b.y) expect(a.x + a.width <= b.x || b.x + b.width <= a.x, what).toBe(true);
    }
  });

  it('keeps every name near its event on wide timelines: no leader line runs more than 230 px', () => {
    const far: string[] = [];
    for (const { what, labels, width } of everyLayout()) {
      if (width < 1024 || labels.short) continue;
      for (const [i, p] of labels.places.entries())
        if (p?.leader && Math.abs(p.leader.x2 - p.leader.x1) > 230)
          far.push(`${what}: label ${i + 1} ${Math.round(Math.abs(p.leader.x2 - p.leader.x1))} px`);
    }
    expect(far).toEqual([]);
  });
});
