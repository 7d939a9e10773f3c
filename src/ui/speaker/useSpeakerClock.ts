import { useEffect, useState } from 'react';

const KEY = 'nonroutable.speaker.clock';

interface Clock {
  /** Wall time the talk started (ms), or null before it starts. */
  startedAt: number | null;
  /** Time already elapsed before the last pause. */
  banked: number;
  running: boolean;
}

function load(): Clock {
  try {
    const c = JSON.parse(sessionStorage.getItem(KEY) ?? '') as Clock;
    if (typeof c.banked === 'number' && typeof c.running === 'boolean') return c;
  } catch {
    // No clock yet (or storage blocked): a fresh one.
  }
  return { startedAt: null, banked: 0, running: false };
}

/**
 * The talk's elapsed time: starts when the speaker first changes beat in this window (a window opened on a
 * beat waits for the first click), pauses, resets, and survives a reload of the tab.
 */
export function useSpeakerClock(beat: number | null) {
  const [clock, setClock] = useState(load);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  useEffect(() => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(clock));
    } catch {
      // The clock still runs; it just will not survive a reload.
    }
  }, [clock]);
  // The first change of beat starts a clock that never ran (adjusting state on a prop change, during render).
  const [lastBeat, setLastBeat] = useState(beat);
  if (beat !== lastBeat) {
    setLastBeat(beat);
    if (beat !== null && !clock.running && clock.startedAt === null && clock.banked === 0)
      setClock({ startedAt: now, banked: 0, running: true });
  }
  const elapsed = clock.banked + (clock.running && clock.startedAt !== null ? now - clock.startedAt : 0);
  return {
    now,
    elapsed,
    running: clock.running,
    toggle: () =>
      setClock((c) =>
        c.running
          ? { startedAt: null, banked: c.banked + (Date.now() - (c.startedAt ?? Date.now())), running: false }
          : { startedAt: Date.now(), banked: c.banked, running: true },
      ),
    reset: () => setClock({ startedAt: null, banked: 0, running: false }),
  };
}

/** m:ss */
export const mmss = (ms: number) => {
  const s = Math.floor(Math.abs(ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
