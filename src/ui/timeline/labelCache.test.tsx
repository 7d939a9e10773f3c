// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectRuns, useAppStore } from '../../store/appStore';
import { fakeResizeObserver } from '../../testing/fakeResizeObserver';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { TIMELINE } from '../layout';
import { chapterLabels } from './chapterLabels';
import { TimelineTrack } from './TimelineTrack';

/** The right edge (px) of every label search run, i.e. the width of the timeline it was run for. */
const searches = vi.hoisted(() => [] as number[]);
vi.mock('./labelLayout', async (importOriginal) => {
  const m = await importOriginal<typeof import('./labelLayout')>();
  return {
    ...m,
    layoutLabels: (...args: Parameters<typeof m.layoutLabels>) => {
      searches.push(args[1].right + TIMELINE.labelMargin);
      return m.layoutLabels(...args);
    },
  };
});

const initial = useAppStore.getState();
beforeEach(() => {
  useAppStore.setState(initial, true);
  searches.length = 0;
});
afterEach(cleanup);

describe('the timeline’s chapter labels are laid out once per input', () => {
  const runs = selectRuns(initial);
  const chapters = runs.chapters.buggy;
  const names = (t: typeof en) => chapters.map((c) => t.chapters[c.id]);

  it('gives the same layout back for the same width, chapters and names, without searching again', () => {
    const first = chapterLabels(1003, [0, runs.endAt], chapters, names(en), false);
    const ran = searches.length;
    expect(ran).toBeGreaterThan(0);
    // Equal inputs in new arrays (another render): the same object, no search.
    const again = chapterLabels(1003, [0, runs.endAt], [...chapters], [...names(en)], false);
    expect(again).toBe(first);
    expect(searches).toHaveLength(ran);
    // Another language or width is another input.
    expect(chapterLabels(1003, [0, runs.endAt], chapters, names(zh), false)).not.toBe(first);
    expect(chapterLabels(1004, [0, runs.endAt], chapters, names(en), false)).not.toBe(first);
    expect(searches.length).toBeGreaterThan(ran);
  });

  it('in the track: only at the measured width, and not again as the playhead moves or playback runs', () => {
    const ro = fakeResizeObserver();
    const width = 1117;
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
    try {
      render(<TimelineTrack />);
      // The first render (900 px, the guess) searched nothing; the one at the element's width did, once.
      expect(new Set(searches)).toEqual(new Set([width]));
      const once = searches.length;
      act(() => useAppStore.getState().seekTime(20_000));
      act(() => useAppStore.getState().setPlaying(true));
      act(() => useAppStore.getState().seekTime(40_000));
      act(() => ro.report(width, 0));
      expect(searches).toHaveLength(once);
      // A new width is a new layout.
      act(() => ro.report(width - 100, 0));
      expect(new Set(searches)).toEqual(new Set([width, width - 100]));
    } finally {
      act(() => useAppStore.getState().setPlaying(false));
      clientWidth.mockRestore();
    }
  });
});
