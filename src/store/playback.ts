import { storyCursor, storyPositionOf } from '../scenario/story/storySchedule';
import { DEFAULT_SPEED, selectPrimaryVariant, selectRuns, useAppStore } from './appStore';

/**
 * The playback clock: a requestAnimationFrame loop outside React that advances the playhead while playing.
 * In story pacing it runs a story clock over the run's beats (so a notable step is never skipped, however
 * close in simulated time); in real time it moves simulated time in proportion. Returns a stop function.
 */
export function startPlaybackClock(): () => void {
  let last: number | null = null;
  let raf = 0;
  // Story-clock position, and the cursor the clock last set: if the store's cursor differs, the person moved
  // the playhead, and the story resumes from there.
  let storyPos: number | null = null;
  let setStep = -1;
  let setTime = -1;
  const frame = (now: number) => {
    const s = useAppStore.getState();
    if (!s.playing) {
      last = null;
      storyPos = null;
    } else if (last === null) last = now;
    else {
      const dt = now - last;
      last = now;
      const runs = selectRuns(s);
      if (s.pacing === 'realtime') {
        const next = s.time + dt * s.speed;
        s.seekTime(next);
        if (next >= runs.endAt) s.setPlaying(false);
      } else {
        const variant = selectPrimaryVariant(s);
        const schedule = runs.schedules[variant];
        if (storyPos === null || s.step !== setStep || s.time !== setTime) {
          storyPos = storyPositionOf(schedule, s.step);
        }
        storyPos += dt * (s.speed / DEFAULT_SPEED);
        const c = storyCursor(runs.traces[variant], schedule, storyPos);
        s.setCursor(c.time, c.step);
        const after = useAppStore.getState();
        setStep = after.step;
        setTime = after.time;
        if (storyPos >= schedule.totalMs) s.setPlaying(false);
      }
    }
    raf = requestAnimationFrame(frame);
  };
  raf = requestAnimationFrame(frame);
  return () => cancelAnimationFrame(raf);
}
