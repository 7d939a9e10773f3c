import type { KeyVariant } from '../../model/backendInstanceKey';
import type { Trace } from '../../model/trace';
import type { Beat } from '../../scenario/story/beats';
import { narrate } from '../../scenario/story/narrate';
import { storySchedule, type StorySchedule } from '../../scenario/story/storySchedule';
import type { Runs } from '../../store/computeRuns';
import type { Messages } from '../i18n/en';
import { MIN_DWELL_MS, readingMs } from './readingTime';

/** What a beat shows the reader while it plays: its step's narration, and for a run the note that says so. */
export function beatText(trace: Trace, beat: Beat, runs: Pick<Runs, 'story'>, t: Messages): string {
  const n = t.story.narrate(narrate(trace, beat.step, runs.story));
  const note =
    beat.to > beat.from
      ? t.story.runNote(beat.to - beat.from + 1, trace.steps[beat.from]!.at, trace.steps[beat.to]!.at)
      : '';
  return `${n.what} ${n.why} ${note}`;
}

/** How long a beat's own step is held at the default pace: its text's reading time, never under 1.5 s. */
export function readingDwell(trace: Trace, beat: Beat, runs: Pick<Runs, 'story'>, t: Messages): number {
  return Math.max(MIN_DWELL_MS, readingMs(beatText(trace, beat, runs, t), t.reading));
}

const cache = new WeakMap<Trace, Map<Messages, StorySchedule>>();

/**
 * The story clock the app plays: every beat held for at least its narration's reading time in the reader's
 * language (the speed control scales it). Laid out once per run and language, when Play first asks for it.
 */
export function readingSchedule(runs: Runs, variant: KeyVariant, t: Messages): StorySchedule {
  const trace = runs.traces[variant];
  let byLang = cache.get(trace);
  if (!byLang) cache.set(trace, (byLang = new Map()));
  let s = byLang.get(t);
  if (!s) {
    s = storySchedule(trace, runs.beats[variant], (b) => readingDwell(trace, b, runs, t));
    byLang.set(t, s);
  }
  return s;
}
