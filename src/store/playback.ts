import { useAppStore } from './appStore';
import { selectRuns } from './appStore';

/**
 * The playback clock: a requestAnimationFrame loop outside React that advances the playhead while playing.
 * Returns a function that stops it.
 */
export function startPlaybackClock(): () => void {
  let last: number | null = null;
  let raf = 0;
  const frame = (now: number) => {
    const s = useAppStore.getState();
    if (s.playing) {
      if (last !== null) {
        const end = selectRuns(s).endAt;
        const next = s.time + (now - last) * s.speed;
        s.seekTime(next);
        if (next >= end) s.setPlaying(false);
      }
      last = now;
    } else last = null;
    raf = requestAnimationFrame(frame);
  };
  raf = requestAnimationFrame(frame);
  return () => cancelAnimationFrame(raf);
}
