// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INCIDENT_TOUR } from '../scenario/tours/incidentTour';
import { useAppStore } from './appStore';
import { startPlaybackClock } from './playback';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

describe('tour actions', () => {
  it('a stop sets its preset, key variant, moment and selection; tourBy stays within the tour', () => {
    const s = () => useAppStore.getState();
    s().startTour(10);
    const stop = INCIDENT_TOUR[10]!;
    expect(s().presetId).toBe(stop.preset);
    expect(s().view).toBe(stop.view);
    expect(s().selection).toBe(stop.select);
    expect(s().tour).toBe(10);
    s().tourBy(1);
    expect(s().tour).toBe(11);
    expect(s().view).toBe('compare');
    s().tourBy(1);
    expect(s().tour).toBe(11);
    s().exitTour();
    expect([s().tour, s().selection]).toEqual([null, null]);
  });
});

describe('playback clock', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] }),
  );
  afterEach(() => vi.useRealTimers());

  const play = (ms: number) => {
    const stop = startPlaybackClock();
    useAppStore.getState().setPlaying(true);
    const seen = new Set<number>();
    for (let t = 0; t < ms; t += 16) {
      vi.advanceTimersByTime(16);
      seen.add(useAppStore.getState().step);
    }
    stop();
    return seen;
  };

  it('story pacing shows the steps 1 ms apart that real time skips, and stops at the end', () => {
    const trace = useAppStore.getState();
    expect(trace.pacing).toBe('story');
    const seen = play(120_000);
    // 32383 ms (watch dropped), 32500 ms (the release flush) and 32501 ms (its BPF reconcile).
    for (const i of [30, 31, 32]) expect(seen.has(i)).toBe(true);
    expect(useAppStore.getState().playing).toBe(false);
    expect(useAppStore.getState().time).toBe(180_000);
  });

  it('real-time pacing moves simulated time in proportion (4× by default) and skips close steps', () => {
    useAppStore.getState().setPacing('realtime');
    const seen = play(10_000);
    expect(useAppStore.getState().time).toBeGreaterThan(38_000);
    expect(useAppStore.getState().time).toBeLessThan(42_000);
    expect(seen.has(31)).toBe(false);
  });

  it('setCursor moves the playhead without stopping playback', () => {
    useAppStore.getState().setPlaying(true);
    useAppStore.getState().setCursor(32_500, 32);
    expect(useAppStore.getState()).toMatchObject({ playing: true, step: 32, time: 32_500 });
  });
});
