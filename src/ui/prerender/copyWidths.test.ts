import { describe, expect, it } from 'vitest';
import { SHORT_WINDOW } from '../layout';
import { copyLayouts, copyStyle, stageWidthAt, TALL_WINDOW, trackWidthAt } from './copyWidths';

describe('the copy’s layouts', () => {
  it('are as wide as the app’s stage and timeline track measure (headless Chromium, no scrollbar)', () => {
    // Measured in the app: e2e/prerender.spec.ts compares the copy with it at these windows.
    expect([390, 1024, 1280, 1366, 1440, 1920].map(stageWidthAt)).toEqual([358, 651, 821, 879, 928, 1242]);
    expect([390, 1024, 1280, 1366, 1440, 1920].map(trackWidthAt)).toEqual([351, 985, 1241, 1327, 1401, 1873]);
  });

  it('give every window width exactly one stage, one merged track and (for a tall window) one lane track', () => {
    const l = copyLayouts();
    const count = (ranges: { min: number; max: number }[], w: number) =>
      ranges.filter((r) => r.min <= w && w < r.max).length;
    for (let w = 320; w <= 3000; w++) {
      expect(count(l.stage, w), `${w}`).toBe(1);
      expect(count(l.merged, w), `${w}`).toBe(1);
      expect(count(l.lanes, w), `${w}`).toBe(1);
    }
    // The common windows get the layout made for them, not a neighbour's scaled.
    const at = (w: number) => l.stage.find((r) => r.min <= w && w < r.max)!.width;
    expect([390, 1024, 1280, 1920].map(at)).toEqual([358, 651, 821, 1242]);
    // Tall windows narrower than a desktop's draw a lane per actor in the app: the copy has those tracks too.
    const lanesAt = (w: number) => l.lanes.find((r) => r.min <= w && w < r.max)!.width;
    expect([768, 800, 1024].map(lanesAt)).toEqual([768, 800, 1024].map(trackWidthAt));
  });

  it('shows a lane per actor only where the app does (not SHORT_WINDOW)', () => {
    expect(SHORT_WINDOW).toBe('(max-height: 860px)');
    expect(TALL_WINDOW).toBe('(min-height: 860.02px)');
    const css = copyStyle(copyLayouts());
    expect(css.startsWith('#prerender [data-copy]{display:none}')).toBe(true);
    for (const rule of css.split('@media').filter((r) => r.includes('data-copy="lanes-')))
      expect(rule).toContain(TALL_WINDOW);
  });
});
