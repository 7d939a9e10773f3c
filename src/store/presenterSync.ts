import { encodeLinkHash } from '../scenario/link/encodeLink';
import { hashString } from '../model/prng';
import { useAppStore, type AppState, type View } from './appStore';
import { applyLinkHash } from './openLink';
import { currentLinkState } from './urlSync';

/** What every presenter window shows, as absolute state (never key events), so late joiners can catch up. */
export interface PresenterState {
  /** Identifies the scenario and talk; a window with another loads `link` first. */
  key: string;
  link: string;
  present: boolean;
  beat: number | null;
  step: number;
  time: number;
  view: View;
  blank: 'black' | 'white' | null;
  /** A link opened the show mid-talk and it has not started yet ("Press F5 to start from beat 1"). */
  startHint: boolean;
  /** When the show was last started (F5, Shift+F5, Present), wall-clock ms: the speaker's timer starts there. */
  showStart: number | null;
}

export type Role = 'audience' | 'speaker';

/**
 * The pointer, in coordinates of the audience's screen (0–1 across and down): a laser dot (null: gone), or one
 * pen stroke as drawn so far. `sent` is when the dot was sent (ms since the epoch, sub-millisecond), to measure
 * how long it takes to reach the other window.
 */
export type PointerMessage =
  | { kind: 'dot'; dot: { x: number; y: number } | null; sent: number }
  | { kind: 'stroke'; id: string; points: [number, number][] };

/** An audience window's size (CSS px): the speaker's "On screen" is laid out at it. */
export interface Viewport {
  width: number;
  height: number;
}

export type SyncMessage =
  | { type: 'state'; from: string; role: Role; rev: number; state: PresenterState }
  | { type: 'hello'; from: string; role: Role }
  | { type: 'pointer'; from: string; pointer: PointerMessage }
  | {
      type: 'ack';
      from: string;
      /** The revision rendered (0 for a heartbeat of the current state). */
      rev: number;
      beat: number | null;
      step: number;
      view: View;
      present: boolean;
      blank: PresenterState['blank'];
      viewport: Viewport;
    };

/** One channel per presenter session: other tabs of the app never follow a talk they did not join. */
export const channelName = (session: string) => `nonroutable-presenter-${session}`;

const keys = new WeakMap<
  object,
  { talk: unknown; preset: string | null; value: { key: string; link: string } }
>();

/** The scenario and talk, without the moment: what two windows must share to show the same thing. */
export function presenterKeyOf(s: AppState): { key: string; link: string } {
  // Called on every store update: reuse the key while the scenario, preset and talk are the same.
  const hit = keys.get(s.scenario);
  if (hit && hit.talk === s.talk && hit.preset === s.presetId) return hit.value;
  const value = computeKey(s);
  keys.set(s.scenario, { talk: s.talk, preset: s.presetId, value });
  return value;
}

function computeKey(s: AppState): { key: string; link: string } {
  const {
    at: _at,
    mode: _mode,
    present: _p,
    beat: _b,
    tour: _t,
    embed: _e,
    outcome: _o,
    session: _s,
    speaker: _sv,
    ...rest
  } = currentLinkState(s);
  const link = encodeLinkHash({ ...rest, mode: 'buggy' });
  return { key: (hashString(link) >>> 0).toString(16), link };
}

export function presenterStateOf(s: AppState): PresenterState {
  return {
    ...presenterKeyOf(s),
    present: s.present,
    beat: s.beat,
    step: s.step,
    time: s.time,
    view: s.view,
    blank: s.blank,
    startHint: s.startHint,
    showStart: s.showStart,
  };
}

const same = (a: PresenterState, b: PresenterState) =>
  a.key === b.key &&
  a.present === b.present &&
  a.beat === b.beat &&
  a.step === b.step &&
  a.view === b.view &&
  a.blank === b.blank &&
  a.startHint === b.startHint &&
  a.showStart === b.showStart;

export interface AudienceReport {
  at: number;
  rev: number;
  beat: number | null;
  step: number;
  view: View;
  present: boolean;
  blank: PresenterState['blank'];
  /** The audience window's size, when it has said (a state it sent itself does not). */
  viewport?: Viewport;
  /** Round trip from sending a state to its acknowledgement (ms), when this ack answered our state. */
  latency?: number;
}

export interface SyncHandle {
  /** Audience side: call once what was applied is on screen; acknowledges the states applied since. */
  rendered: () => void;
  /** The latest acknowledgement from an audience window (speaker side). */
  audience: () => AudienceReport | undefined;
  /** Round-trip times of acknowledged states, newest last. */
  latencies: () => number[];
  /** When this window last sent a state of its own (performance.now()), or -Infinity. */
  lastSent: () => number;
  /** Sends the pointer (laser dot, pen stroke) to the other windows. */
  sendPointer: (p: PointerMessage) => void;
  stop: () => void;
}

/**
 * Keeps this window's presenter state in step with every other window of the same presenter session, over
 * a BroadcastChannel (works between file:// pages too). Any window may drive: the newest revision wins.
 * Audience windows acknowledge each state once it is on screen (the UI calls `rendered`) and send a
 * heartbeat every second.
 */
export function startPresenterSync(
  role: Role,
  session: string,
  opts: {
    channel?: BroadcastChannel;
    onChange?: () => void;
    /** Another window's pointer (laser dot or pen stroke). */
    onPointer?: (p: PointerMessage) => void;
    /** This window's size, which an audience reports with each acknowledgement. */
    viewport?: () => Viewport;
  } = {},
): SyncHandle {
  const ch = opts.channel ?? new BroadcastChannel(channelName(session));
  const me = `${role}-${Math.random().toString(36).slice(2, 10)}`;
  let rev = 0;
  let applying = false;
  let last = presenterStateOf(useAppStore.getState());
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  let audience: AudienceReport | undefined;
  /** The newest applied revision not yet acknowledged (audience). */
  let unacked: number | null = null;
  const post = (m: SyncMessage) => ch.postMessage(m);

  let lastSent = -Infinity;
  const viewport = opts.viewport ?? (() => ({ width: window.innerWidth, height: window.innerHeight }));
  const broadcast = () => {
    rev++;
    lastSent = performance.now();
    sentAt.set(rev, lastSent);
    if (sentAt.size > 200) sentAt.delete(sentAt.keys().next().value!);
    post({ type: 'state', from: me, role, rev, state: last });
  };

  const ack = (r: number) => {
    const s = useAppStore.getState();
    post({
      type: 'ack',
      from: me,
      rev: r,
      beat: s.beat,
      step: s.step,
      view: s.view,
      present: s.present,
      blank: s.blank,
      viewport: viewport(),
    });
  };

  const apply = (st: PresenterState) => {
    applying = true;
    try {
      const s = useAppStore.getState();
      if (presenterKeyOf(s).key !== st.key) applyLinkHash(st.link);
      useAppStore.setState({ view: st.view, blank: st.blank, playing: false });
      // An audience shows what it is told; a speaker window never switches itself into presentation.
      if (role === 'audience' && useAppStore.getState().present !== st.present)
        useAppStore.getState().setPresent(st.present);
      useAppStore.getState().setCursor(st.time, st.step);
      useAppStore.setState({
        beat: st.beat,
        blank: st.blank,
        startHint: st.startHint,
        showStart: st.showStart,
      });
    } finally {
      applying = false;
      last = presenterStateOf(useAppStore.getState());
    }
  };

  const unsub = useAppStore.subscribe((s) => {
    const now = presenterStateOf(s);
    if (same(now, last)) return;
    last = now;
    if (applying) return;
    broadcast();
    // An audience acknowledges its own changes too, once painted: the speaker hears what is on screen
    // whoever moved it.
    if (role === 'audience') unacked = rev;
  });

  ch.onmessage = (e: MessageEvent<SyncMessage>) => {
    const m = e.data;
    if (!m || m.from === me) return;
    if (m.type === 'pointer') {
      opts.onPointer?.(m.pointer);
      return;
    }
    if (m.type === 'hello') {
      // A window (re)joined: tell it where we are.
      broadcast();
      return;
    }
    if (m.type === 'state') {
      if (m.rev < rev || (m.rev === rev && m.from < me)) {
        // Older than what we have: answer with ours, so both converge on the newest.
        if (m.rev < rev) broadcast();
        return;
      }
      rev = m.rev;
      const before = last;
      apply(m.state);
      // A state the audience sent is what it shows (it moved itself): no ack to wait for, no false warning.
      if (role === 'speaker' && m.role === 'audience')
        audience = {
          at: Date.now(),
          rev: m.rev,
          beat: m.state.beat,
          step: m.state.step,
          view: m.state.view,
          present: m.state.present,
          blank: m.state.blank,
          ...(audience?.viewport ? { viewport: audience.viewport } : {}),
        };
      if (role === 'audience') {
        // Acknowledged once the UI has painted it (see `rendered`); a state that changes nothing on screen
        // is acknowledged at once.
        if (same(before, last)) ack(m.rev);
        else unacked = m.rev;
      }
      opts.onChange?.();
      return;
    }
    if (m.type === 'ack' && role === 'speaker') {
      const t0 = sentAt.get(m.rev);
      const latency = t0 === undefined ? undefined : performance.now() - t0;
      if (latency !== undefined) {
        latencies.push(latency);
        if (latencies.length > 500) latencies.shift();
        sentAt.delete(m.rev);
      }
      audience = {
        at: Date.now(),
        rev: m.rev,
        beat: m.beat,
        step: m.step,
        view: m.view,
        present: m.present,
        blank: m.blank,
        viewport: m.viewport,
        ...(latency !== undefined ? { latency } : {}),
      };
      opts.onChange?.();
    }
  };

  const heartbeat = role === 'audience' ? setInterval(() => ack(0), 1000) : undefined;
  post({ type: 'hello', from: me, role });
  return {
    rendered: () => {
      if (unacked === null) return;
      ack(unacked);
      unacked = null;
    },
    audience: () => audience,
    latencies: () => [...latencies],
    lastSent: () => lastSent,
    sendPointer: (pointer) => post({ type: 'pointer', from: me, pointer }),
    stop: () => {
      unsub();
      if (heartbeat) clearInterval(heartbeat);
      ch.onmessage = null;
      if (!opts.channel) ch.close();
    },
  };
}
