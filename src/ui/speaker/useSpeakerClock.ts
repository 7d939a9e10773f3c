import { useEffect, useState } from 'react';

const KEY = 'nonroutable.speaker.clock';

interface Clock {
  /** Wall time the talk started (ms), or null before it starts. */
  startedAt: number | null;
  /** Time already elapsed before the last pause. */
  banked: number;
  running: boolean;
  /** The show start (`showStart` of the store) this clock was started from, so each start restarts it once. */
  from?: number | null;
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
 * The talk's elapsed time. It starts at beat 1: when a show is started (F5, Shift+F5 or Present in either window:
 * `showStart`) it restarts from that moment; a clock that never ran starts when beat 1 is first shown. It
 * pauses, resets, and survives a reload of the tab.
 */
export function useSpeakerClock(beat: number | null, showStart: number | null) {
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
  // Adjusting state on a prop change, during render: a new show start, or the first arrival at beat 1.
  if (showStart !== null && showStart !== clock.from)
    setClock({ startedAt: showStart, banked: 0, running: true, from: showStart });
  else if (beat === 0 && !clock.running && clock.startedAt === null && clock.banked === 0)
    setClock({ startedAt: now, banked: 0, running: true, from: clock.from ?? null });
  const elapsed = clock.banked + (clock.running && clock.startedAt !== null ? now - clock.startedAt : 0);
  return {
    now,
    elapsed,
    running: clock.running,
    toggle: () =>
      setClock((c) =>
        c.running
          ? {
              ...c,
              startedAt: null,
              banked: c.banked + (Date.now() - (c.startedAt ?? Date.now())),
              running: false,
            }
          : { ...c, startedAt: Date.now(), running: true },
      ),
    reset: () => setClock((c) => ({ startedAt: null, banked: 0, running: false, from: c.from ?? null })),
  };
}

/** m:ss */
export const mmss = (ms: number) => {
  const s = Math.floor(Math.abs(ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The wall clock as the reader's language writes it: 24-hour in 中文 (never "PM"). */
export const wallClock = (ms: number, lang: 'en' | 'zh') =>
  new Date(ms).toLocaleTimeString(lang === 'zh' ? 'zh-CN' : 'en', {
    hour: '2-digit',
    minute: '2-digit',
    ...(lang === 'zh' ? { hourCycle: 'h23' as const } : {}),
  });
