// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAppStore } from './appStore';
import { presenterStateOf, startPresenterSync } from './presenterSync';

/**
 * Issue 37's surviving mutant: a window that hears an older state than its own must answer with its own, or the
 * two windows stop converging (the older one never learns the newest revision). Written against the messages
 * only (a window and a bare peer on an in-memory wire), so it holds whatever else the sync module does.
 */
const initial = useAppStore.getState();
beforeEach(() => {
  useAppStore.setState(initial, true);
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

interface Sent {
  type: string;
  rev: number;
  state?: { beat: number | null; step: number };
}

it('a window that hears an older state keeps its own and sends it back, so both converge on the newest', () => {
  const heard: Sent[] = [];
  const wire = {
    onmessage: null as ((e: MessageEvent) => void) | null,
    postMessage: (m: Sent) => heard.push(m),
    close() {},
  };
  const speaker = startPresenterSync('speaker', 'converge', { channel: wire as unknown as BroadcastChannel });
  try {
    const old = presenterStateOf(useAppStore.getState());
    const show = (beat: number, step: number) =>
      useAppStore
        .getState()
        .showBeat(beat, { at: 1000 * step, step, view: 'buggy', focus: 'stage', caption: '' });
    show(1, 10);
    show(2, 20);
    const shown = { beat: useAppStore.getState().beat, step: useAppStore.getState().step };
    expect(shown.beat).toBe(2);
    const newest = Math.max(...heard.filter((m) => m.type === 'state').map((m) => m.rev));
    expect(newest).toBeGreaterThanOrEqual(2);
    heard.length = 0;
    // A window that missed those (asleep, or late) sends what it still shows, at an older revision.
    wire.onmessage!({
      data: { type: 'state', from: 'audience-late', role: 'audience', rev: 1, state: old },
    } as MessageEvent);
    expect(useAppStore.getState()).toMatchObject(shown);
    const answer = heard.filter((m) => m.type === 'state');
    expect(answer).toHaveLength(1);
    expect(answer[0]!.rev).toBeGreaterThan(newest);
    expect(answer[0]!.state).toMatchObject(shown);
  } finally {
    speaker.stop();
  }
});
