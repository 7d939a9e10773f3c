// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INCIDENT_TOUR } from '../scenario/tours/incidentTour';
import { useAppStore } from './appStore';
import { startPlaybackClock } from './playback';
import { getRuns } from './traces';
import { getHoldProgress } from './holdProgress';

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

  /** Plays for `ms`; a reader who continues at once wherever the story waits (unless `reader` is false). */
  const play = (ms: number, reader = true) => {
    const stop = startPlaybackClock();
    useAppStore.getState().setPlaying(true);
    const seen = new Set<number>();
    const waits: number[] = [];
    for (let t = 0; t < ms; t += 16) {
      vi.advanceTimersByTime(16);
      const s = useAppStore.getState();
      seen.add(s.step);
      if (s.waitingAt !== null) {
        if (waits.at(-1) !== s.waitingAt) waits.push(s.waitingAt);
        if (reader) s.continueStory();
      }
    }
    stop();
    return Object.assign(seen, { waits });
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

  it('story pacing waits at the key moments until the reader continues, and goes on from there', () => {
    const runs = getRuns(useAppStore.getState().scenario);
    const waitSteps = runs.beats.buggy.filter((b) => b.wait).map((b) => b.step);
    expect(waitSteps.length).toBeGreaterThanOrEqual(5);
    // A reader who never continues: the story holds at the first wait, playing, however long it is left.
    const idle = play(600_000, false);
    expect(idle.waits).toEqual([waitSteps[0]]);
    expect(useAppStore.getState()).toMatchObject({
      playing: true,
      step: waitSteps[0],
      waitingAt: waitSteps[0],
    });
    // Pausing ends the wait; the reader who continues at once sees every wait in order.
    useAppStore.getState().setPlaying(false);
    expect(useAppStore.getState().waitingAt).toBeNull();
    useAppStore.getState().seekStep(0);
    expect(play(180_000).waits).toEqual(waitSteps);
  });

  it('Play counts the time a narration was already on screen as read: a long look moves on at once', () => {
    const runs = getRuns(useAppStore.getState().scenario);
    const first = runs.beats.buggy[0]!;
    const stop = startPlaybackClock();
    // Paused on the first step for 30 s (longer than any beat's hold), then Play: on to the next beat at once.
    vi.advanceTimersByTime(30_000);
    useAppStore.getState().setPlaying(true);
    vi.advanceTimersByTime(1_000);
    expect(useAppStore.getState().step).toBeGreaterThan(first.to);
    stop();
    // Straight from Play on another step: its hold is kept whole.
    useAppStore.getState().setPlaying(false);
    useAppStore.getState().seekStep(first.to + 1);
    const stop2 = startPlaybackClock((s) => ({ ...getRuns(s.scenario).schedules.buggy }));
    useAppStore.getState().setPlaying(true);
    vi.advanceTimersByTime(500);
    expect(useAppStore.getState().step).toBe(first.to + 1);
    stop2();
  });

  it('asks for frames only while playing: a paused page has none to produce', () => {
    const stop = startPlaybackClock();
    vi.advanceTimersByTime(100);
    expect(vi.getTimerCount()).toBe(0);
    useAppStore.getState().setPlaying(true);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(100);
    // Playing, it runs: the hold of the first beat is published.
    expect(getHoldProgress()).not.toBeNull();
    useAppStore.getState().setPlaying(false);
    // One more frame lets go of the hold, then none.
    vi.advanceTimersByTime(100);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('publishes the hold of the beat on screen for the progress bar, and nothing while paused', () => {
    const stop = startPlaybackClock();
    useAppStore.getState().setPlaying(true);
    vi.advanceTimersByTime(100);
    const hold = getHoldProgress();
    expect(hold).toMatchObject({ from: expect.any(Number), ms: expect.any(Number) });
    expect(hold!.ms).toBeGreaterThan(1000);
    useAppStore.getState().setPlaying(false);
    vi.advanceTimersByTime(32);
    expect(getHoldProgress()).toBeNull();
    stop();
  });

  it('Play on a beat the story waits at goes on from it (it does not wait there again)', () => {
    const runs = getRuns(useAppStore.getState().scenario);
    const [first, second] = runs.beats.buggy.filter((b) => b.wait);
    useAppStore.getState().seekStep(first!.step);
    expect(play(60_000, false).waits).toEqual([second!.step]);
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
