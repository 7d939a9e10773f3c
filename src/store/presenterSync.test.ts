// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from './appStore';
import { presenterStateOf, startPresenterSync, type SyncHandle } from './presenterSync';

/**
 * Two windows in one test: each has its own copy of the store. The sync module talks to "the" store, so the
 * test swaps the store's state in and out around each window's turn, over a pair of in-memory channels.
 */
class Wire {
  peers: Wire[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  postMessage(data: unknown) {
    for (const p of this.peers) queue.push(() => p.onmessage?.({ data } as MessageEvent));
  }
  close() {}
}
const queue: (() => void)[] = [];

const initial = useAppStore.getState();
let handles: SyncHandle[] = [];
beforeEach(() => {
  useAppStore.setState(initial, true);
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  handles.forEach((h) => h.stop());
  handles = [];
  vi.useRealTimers();
});

describe('presenter sync (absolute state, newest revision wins, acknowledgements)', () => {
  it('one window drives, the other follows and acknowledges once it has rendered', () => {
    const [a, b] = [new Wire(), new Wire()];
    a.peers = [b];
    b.peers = [a];
    // One store stands for both windows here: the audience applies what the speaker sends.
    const reports: unknown[] = [];
    const speaker = startPresenterSync('speaker', 's1', {
      channel: a as unknown as BroadcastChannel,
      onChange: () => reports.push(speaker.audience()),
    });
    const audience = startPresenterSync('audience', 's1', { channel: b as unknown as BroadcastChannel });
    handles.push(speaker, audience);
    while (queue.length) queue.shift()!();
    useAppStore.getState().showBeat(3, { at: 32500, step: 31, view: 'buggy', focus: 'stage', caption: '' });
    while (queue.length) queue.shift()!();
    // Not acknowledged until the UI says it is on screen.
    audience.rendered();
    while (queue.length) queue.shift()!();
    const last = speaker.audience();
    expect(last).toMatchObject({ beat: 3, step: 31, view: 'buggy' });
    expect(speaker.latencies().length).toBeGreaterThanOrEqual(1);
  });

  it('the state a window sends is absolute: scenario key, beat, step, time, key variant and blank', () => {
    useAppStore.getState().loadPreset('minimal-repro');
    useAppStore.getState().showBeat(1, { at: 12000, step: 10, view: 'fixed', focus: 'stage', caption: '' });
    useAppStore.getState().setBlank('black');
    const st = presenterStateOf(useAppStore.getState());
    expect(st).toMatchObject({ beat: 1, step: 10, time: 12000, view: 'fixed', blank: 'black' });
    expect(st.link).toContain('p=minimal-repro');
    const other = presenterStateOf({ ...useAppStore.getState(), presetId: 'tke-incident' });
    expect(other.key).not.toBe(st.key);
  });

  it('an audience sends a heartbeat every second, so a silent one is noticed', () => {
    const [a, b] = [new Wire(), new Wire()];
    a.peers = [b];
    b.peers = [a];
    const speaker = startPresenterSync('speaker', 's2', { channel: a as unknown as BroadcastChannel });
    const audience = startPresenterSync('audience', 's2', { channel: b as unknown as BroadcastChannel });
    handles.push(speaker, audience);
    while (queue.length) queue.shift()!();
    // Joining, each window said hello; the state the speaker sent back was acknowledged at once (nothing
    // changed on screen).
    expect(speaker.audience()?.rev).toBe(1);
    vi.advanceTimersByTime(1000);
    while (queue.length) queue.shift()!();
    expect(speaker.audience()?.rev).toBe(0);
    audience.stop();
    const seen = speaker.audience()!.at;
    vi.advanceTimersByTime(5000);
    while (queue.length) queue.shift()!();
    expect(speaker.audience()!.at).toBe(seen);
  });
});
