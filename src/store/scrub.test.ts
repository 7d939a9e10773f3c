import { beforeEach, describe, expect, it } from 'vitest';
import { selectShownStep, useAppStore } from './appStore';
import { getRuns } from './traces';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));
const s = () => useAppStore.getState();

describe('dragging the playhead', () => {
  it('the panels hold their step mid-drag, catch up when the pointer rests, and settle on release', () => {
    const end = getRuns(s().scenario).endAt;
    s().seekTime(end / 4);
    const start = s().step;
    expect(selectShownStep(s())).toBe(start);
    s().setScrubbing(true);
    s().seekTime(end / 2);
    const mid = s().step;
    expect(mid).toBeGreaterThan(start);
    // The playhead (and the stage) moved; the panels still show where the drag began.
    expect(selectShownStep(s())).toBe(start);
    s().settleScrub();
    expect(selectShownStep(s())).toBe(mid);
    s().seekTime(end);
    expect(selectShownStep(s())).toBe(mid);
    s().setScrubbing(false);
    expect(selectShownStep(s())).toBe(s().step);
    expect(s().step).toBeGreaterThan(mid);
  });

  it('a settled step never points past the run on screen', () => {
    s().setScrubbing(true);
    useAppStore.setState({ settledStep: 1e9 });
    const steps = getRuns(s().scenario).traces.buggy.steps.length;
    expect(selectShownStep(s())).toBe(steps - 1);
  });
});
