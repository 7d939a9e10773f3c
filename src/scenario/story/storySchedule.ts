import type { Trace } from '../../model/trace';
import type { Beat } from './beats';

/** One beat on the story clock: a glide of the playhead to the beat's time, then its dwell. */
export interface StoryClip {
  beat: Beat;
  /** Story-clock ms (at the default pace) where the glide starts, the dwell starts, and the clip ends. */
  start: number;
  dwellStart: number;
  end: number;
  /** Simulated time the glide starts from (where the previous beat left the playhead). */
  fromAt: number;
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

/** Lays a run's beats out on the story clock (pure; one schedule per trace). */
export function storySchedule(trace: Trace, beats: readonly Beat[]): StorySchedule {
  const clips: StoryClip[] = [];
  let clock = 0;
  let at = 0;
  for (const beat of beats) {
    const first = trace.steps[beat.from]!.at;
    const start = clock;
    const dwellStart = start + glideMs(first - at);
    clock = dwellStart + beat.dwellMs;
    clips.push({ beat, start, dwellStart, end: clock, fromAt: at });
    at = trace.steps[beat.to]!.at;
  }
  const tailStart = clock;
  return { clips, totalMs: clock + glideMs(trace.endAt - at), tailStart, endAt: trace.endAt };
}

function clipAt(s: StorySchedule, pos: number): StoryClip | undefined {
  let lo = 0;
  let hi = s.clips.length - 1;
  let ans: StoryClip | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (s.clips[mid]!.start <= pos) {
      ans = s.clips[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}

const lerp = (a: number, b: number, f: number) => a + (b - a) * Math.max(0, Math.min(1, f));

/** Where the playhead is at a story-clock position. */
export function storyCursor(trace: Trace, s: StorySchedule, pos: number): StoryCursor {
  const last = trace.steps.length - 1;
  if (pos >= s.tailStart) {
    const from = trace.steps[last]?.at ?? 0;
    const f = s.totalMs > s.tailStart ? (pos - s.tailStart) / (s.totalMs - s.tailStart) : 1;
    return { time: lerp(from, s.endAt, f), step: last };
  }
  const clip = clipAt(s, pos);
  if (!clip) return { time: 0, step: 0 };
  const { beat } = clip;
  const firstAt = trace.steps[beat.from]!.at;
  if (pos < clip.dwellStart) {
    const f = (pos - clip.start) / (clip.dwellStart - clip.start);
    return { time: lerp(clip.fromAt, firstAt, f), step: Math.max(0, beat.from - 1) };
  }
  const count = beat.to - beat.from + 1;
  if (count === 1) return { time: firstAt, step: beat.step };
  // A compressed run sweeps through its steps during its dwell.
  const f = (pos - clip.dwellStart) / (clip.end - clip.dwellStart);
  const step = beat.from + Math.min(count - 1, Math.floor(f * count));
  return { time: trace.steps[step]!.at, step };
}

/** The story-clock position to resume from when the playhead shows `step` (the start of its beat's dwell). */
export function storyPositionOf(s: StorySchedule, step: number): number {
  const clip = s.clips.find((c) => step >= c.beat.from && step <= c.beat.to);
  if (!clip) return step <= 0 ? 0 : s.tailStart;
  const count = clip.beat.to - clip.beat.from + 1;
  if (count === 1) return clip.dwellStart;
  // The middle of the step's slice of the sweep (its start could round down to the previous step).
  return clip.dwellStart + ((step - clip.beat.from + 0.5) / count) * (clip.end - clip.dwellStart);
}
