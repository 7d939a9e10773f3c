import {
  clipIndexAt,
  clipOfStep,
  holdSpan,
  storyCursor,
  storyPositionOf,
  waitCrossed,
  type StoryClip,
  type StorySchedule,
} from '../scenario/story/storySchedule';
import { DEFAULT_SPEED, selectPrimaryVariant, selectRuns, useAppStore, type AppState } from './appStore';
import { setHoldProgress } from './holdProgress';

/** The story clock of the run on screen. The app passes one laid out at the narration's reading time. */
export type ScheduleOf = (s: AppState) => StorySchedule;

const languageFree: ScheduleOf = (s) => selectRuns(s).schedules[selectPrimaryVariant(s)];

/** The step the story waits at while playing, or null. */
export const selectWaiting = (s: AppState): number | null =>
  s.playing && s.pacing === 'story' ? s.waitingAt : null;

/**
 * The playback clock: a requestAnimationFrame loop outside React that advances the playhead while playing.
 * In story pacing it runs a story clock over the run's beats (so a notable step is never skipped, however
 * close in simulated time): each beat holds its step for its reading time, and the beats the story waits at
 * hold until the reader continues. Play from a moment the reader has already had on screen counts that time
 * as read. In real time it moves simulated time in proportion. It asks for frames only while playing (and for
 * one more after a pause, to let go of the hold): a paused page has no frame to produce, nothing to paint.
 * Returns a stop function.
 */
export function startPlaybackClock(scheduleOf: ScheduleOf = languageFree): () => void {
  let last: number | null = null;
  let raf = 0;
  // Story-clock position, and the cursor the clock last set: if the store's cursor differs, the person moved
  // the playhead, and the story resumes from there.
  let storyPos: number | null = null;
  let setStep = -1;
  let setTime = -1;
  // The beat the story holds at: when the reader continues, the story goes on from the end of its dwell. The
  // beat it last continued from, or that the reader put the playhead on, is not waited at again.
  let held: StoryClip | null = null;
  let passed: StoryClip | undefined;
  // Since when the step on screen has been on screen (real ms), playing or not: noted on every change of the
  // store, as paused there are no frames.
  let shown = { step: -1, scenario: null as unknown, since: 0 };
  const note = (s: AppState, now: number) => {
    if (s.step !== shown.step || s.scenario !== shown.scenario)
      shown = { step: s.step, scenario: s.scenario, since: now };
  };
  note(useAppStore.getState(), performance.now());
  const ask = () => {
    if (!raf) raf = requestAnimationFrame(frame);
  };
  const unsubscribe = useAppStore.subscribe((s, prev) => {
    note(s, performance.now());
    if (s.playing || prev.playing) ask();
  });
  const frame = (now: number) => {
    raf = 0;
    const s = useAppStore.getState();
    note(s, now);
    if (!s.playing) {
      last = null;
      storyPos = null;
      held = null;
      setHoldProgress(null);
      if (s.waitingAt !== null) s.continueStory();
    } else if (last === null) last = now;
    else {
      const dt = now - last;
      last = now;
      const runs = selectRuns(s);
      if (s.pacing === 'realtime') {
        setHoldProgress(null);
        const next = s.time + dt * s.speed;
        s.seekTime(next);
        if (next >= runs.endAt) s.setPlaying(false);
      } else {
        const pace = s.speed / DEFAULT_SPEED;
        const variant = selectPrimaryVariant(s);
        const schedule = scheduleOf(s);
        const trace = runs.traces[variant];
        const moved = s.step !== setStep || s.time !== setTime;
        if (storyPos === null || moved) {
          storyPos = storyPositionOf(schedule, s.step);
          held = null;
          passed = clipOfStep(schedule, s.step);
          // The reader has had this step's narration on screen already: that much of its hold is read.
          if (passed && passed.beat.step === s.step) {
            const span = holdSpan(passed);
            storyPos = Math.min(span.end, Math.max(storyPos, span.start + (now - shown.since) * pace));
          }
        }
        if (held && s.waitingAt === null) {
          // Continued: on to the next beat.
          storyPos = Math.max(storyPos, held.end);
          passed = held;
          held = null;
        }
        if (!held) {
          const next = storyPos + dt * pace;
          const wait = waitCrossed(schedule, storyPos, next, passed);
          if (wait) {
            held = wait;
            storyPos = wait.dwellStart;
            s.holdStory(wait.beat.step);
          } else storyPos = next;
        }
        publishHold(schedule, storyPos, pace, held !== null);
        const c = storyCursor(trace, schedule, storyPos);
        s.setCursor(c.time, c.step);
        const after = useAppStore.getState();
        setStep = after.step;
        setTime = after.time;
        if (storyPos >= schedule.totalMs) s.setPlaying(false);
      }
    }
    if (useAppStore.getState().playing) ask();
  };
  ask();
  return () => {
    unsubscribe();
    cancelAnimationFrame(raf);
    raf = 0;
    setHoldProgress(null);
  };
}

/** Tells the narration's progress bar where the hold of the beat on screen is, if the clock is inside one. */
function publishHold(schedule: StorySchedule, pos: number, pace: number, waiting: boolean) {
  const clip = waiting ? undefined : schedule.clips[clipIndexAt(schedule, pos)];
  const span = clip && holdSpan(clip);
  if (!clip || !span || pos < span.start || pos >= span.end || clip.holdMs <= 0) {
    setHoldProgress(null);
    return;
  }
  setHoldProgress({
    key: `${clip.beat.index}|${pace}`,
    from: (pos - span.start) / clip.holdMs,
    ms: (span.end - pos) / pace,
  });
}
