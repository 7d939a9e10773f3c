import type { Trace } from '../../model/trace';
import { SWEEP_MS, type Beat } from './beats';

/**
 * One beat on the story clock: a glide of the playhead to the beat's time, then its dwell. A run told as one
 * beat sweeps its other steps at `SWEEP_MS` each and holds on the step it is about for the dwell.
 */
export interface StoryClip {
  beat: Beat;
  /** Story-clock ms (at the default pace) where the glide starts, the dwell starts, and the clip ends. */
  start: number;
  dwellStart: number;
  end: number;
  /** Simulated time the glide starts from (where the previous beat left the playhead). */
  fromAt: number;
  /** How long the beat's own step is held (the rest of the dwell sweeps the run's other steps). */
  holdMs: number;
}

export interface StorySchedule {
  clips: StoryClip[];
  /** Story-clock length, including the final glide to the end of the run. */
  totalMs: number;
  /** Where the final glide starts. */
  tailStart: number;
  endAt: number;
}

/** A cursor on the timeline: simulated time and the step shown. */
export interface StoryCursor {
  time: number;
  step: number;
}

/** Gaps of simulated time between beats are crossed quickly, whatever their length. */
export function glideMs(gap: number): number {
  return gap <= 50 ? 0 : Math.min(900, 150 + gap / 60);
}

/**
 * Lays a run's beats out on the story clock (pure). `dwellOf` says how long a beat's own step is held at the
 * default pace; by default its `dwellMs` (the app passes the narration's reading time).
 */
export function storySchedule(
  trace: Trace,
  beats: readonly Beat[],
  dwellOf: (beat: Beat) => number = (b) => b.dwellMs,
): StorySchedule {
  const clips: StoryClip[] = [];
  let clock = 0;
  let at = 0;
  for (const beat of beats) {
    const first = trace.steps[beat.from]!.at;
    const start = clock;
    const dwellStart = start + glideMs(first - at);
    const holdMs = dwellOf(beat);
    clock = dwellStart + holdMs + (beat.to - beat.from) * SWEEP_MS;
    clips.push({ beat, start, dwellStart, end: clock, fromAt: at, holdMs });
    at = trace.steps[beat.to]!.at;
  }
  const tailStart = clock;
  return { clips, totalMs: clock + glideMs(trace.endAt - at), tailStart, endAt: trace.endAt };
}

/** The index of the clip that starts at or before `pos` (-1 before the first). */
export function clipIndexAt(s: StorySchedule, pos: number): number {
  let lo = 0;
  let hi = s.clips.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (s.clips[mid]!.start <= pos) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}

const lerp = (a: number, b: number, f: number) => a + (b - a) * Math.max(0, Math.min(1, f));

/** Where, after its dwell starts, each step of a clip begins on the story clock. */
function stepStart(clip: StoryClip, step: number): number {
  const { from, step: own } = clip.beat;
  const before = Math.min(step, own) - from;
  return clip.dwellStart + before * SWEEP_MS + (step > own ? clip.holdMs + (step - own - 1) * SWEEP_MS : 0);
}

/** Where on the story clock a clip holds its own step: [start, end). */
export function holdSpan(clip: StoryClip): { start: number; end: number } {
  const start = stepStart(clip, clip.beat.step);
  return { start, end: start + clip.holdMs };
}

/** Where the playhead is at a story-clock position. */
export function storyCursor(trace: Trace, s: StorySchedule, pos: number): StoryCursor {
  const last = trace.steps.length - 1;
  if (pos >= s.tailStart) {
    const from = trace.steps[last]?.at ?? 0;
    const f = s.totalMs > s.tailStart ? (pos - s.tailStart) / (s.totalMs - s.tailStart) : 1;
    return { time: lerp(from, s.endAt, f), step: last };
  }
  const clip = s.clips[clipIndexAt(s, pos)];
  if (!clip) return { time: 0, step: 0 };
  const { beat } = clip;
  const firstAt = trace.steps[beat.from]!.at;
  if (pos < clip.dwellStart) {
    const f = (pos - clip.start) / (clip.dwellStart - clip.start);
    return { time: lerp(clip.fromAt, firstAt, f), step: Math.max(0, beat.from - 1) };
  }
  let step = beat.from;
  while (step < beat.to && stepStart(clip, step + 1) <= pos) step++;
  return { time: trace.steps[step]!.at, step };
}

/** The clip of the beat that covers a step. */
export function clipOfStep(s: StorySchedule, step: number): StoryClip | undefined {
  let lo = 0;
  let hi = s.clips.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = s.clips[mid]!;
    if (step < c.beat.from) hi = mid - 1;
    else if (step > c.beat.to) lo = mid + 1;
    else return c;
  }
  return undefined;
}

/**
 * The story-clock position to resume from when the playhead shows `step`: where that step starts in its beat's
 * dwell (nudged inside it, so that rounding never shows the step before).
 */
export function storyPositionOf(s: StorySchedule, step: number): number {
  const clip = clipOfStep(s, step);
  if (!clip) return step <= 0 ? 0 : s.tailStart;
  if (clip.beat.from === clip.beat.to) return clip.dwellStart;
  return stepStart(clip, step) + 1e-6;
}

/**
 * The first beat the story waits at whose hold starts in [from, to] on the story clock, other than `passed` (the
 * beat the story just continued from, or that the reader moved the playhead onto).
 */
export function waitCrossed(
  s: StorySchedule,
  from: number,
  to: number,
  passed?: StoryClip,
): StoryClip | undefined {
  for (let i = Math.max(0, clipIndexAt(s, from)); i < s.clips.length; i++) {
    const c = s.clips[i]!;
    if (c.start > to) return undefined;
    if (c.beat.wait && c !== passed && from <= c.dwellStart && c.dwellStart <= to) return c;
  }
  return undefined;
}
