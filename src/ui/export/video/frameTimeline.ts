import { stepIndexAt } from '../../../model/render/collect';
import type { Trace } from '../../../model/trace';
import type { Chapter } from '../../../scenario/story/chapters';
import { storyCursor, storyPositionOf, type StorySchedule } from '../../../scenario/story/storySchedule';
import type { TalkBeatV1, TalkFocus } from '../../../scenario/talk/types';
import { DEFAULT_SPEED, type Pacing, type View } from '../../../store/appStore';
import type { Runs } from '../../../store/traces';

/** What a video covers: the whole run, one chapter, a span of talk beats, or some seconds from a moment. */
export type VideoRange =
  | { kind: 'run' }
  | { kind: 'chapter'; index: number }
  | { kind: 'talk'; beats: TalkBeatV1[]; holdMs: number }
  | { kind: 'from'; step: number; time: number; seconds: number };

export interface TimelineOptions {
  fps: number;
  pacing: Pacing;
  /** The app's speed: simulated ms per real ms in real time; DEFAULT_SPEED is the story's own pace. */
  speed: number;
  /** Key variant or compare (talk beats bring their own). */
  view: View;
  /**
   * The story clock to follow (the app passes the one laid out at the captions' reading time); by default the
   * run's own, with its language-free dwells. A video has no reader to press Continue: it never waits.
   */
  schedule?: StorySchedule;
}

/** One video frame: the moment it shows, where the travelling packet is, and what it focuses on. */
export interface FrameMoment {
  view: View;
  step: number;
  time: number;
  /** 0…1 along the step's travel path (the app's 0.9 s animation, replayed frame by frame). */
  packetAt: number;
  focus: TalkFocus;
  /** A talk beat's caption (otherwise the narration of the step is the caption). */
  caption?: string;
}

/** The app's packet animation: 0.9 s, ease-in-out. */
export const PACKET_MS = 900;
const ease = (f: number) => f * f * (3 - 2 * f);

const primary = (v: View) => (v === 'compare' ? 'buggy' : v);

/** Story-clock span of a range [start, end) at the default pace. */
function storySpan(s: StorySchedule, chapters: Chapter[], range: VideoRange): [number, number] {
  if (range.kind === 'chapter') {
    const c = chapters[range.index];
    const next = chapters[range.index + 1];
    if (!c) throw new Error(`no chapter ${range.index + 1}`);
    const start = s.clips.find((k) => c.step >= k.beat.from && c.step <= k.beat.to)?.start ?? 0;
    const end = next
      ? (s.clips.find((k) => next.step >= k.beat.from && next.step <= k.beat.to)?.start ?? s.totalMs)
      : s.totalMs;
    return [start, end];
  }
  return [0, s.totalMs];
}

/** Where a beat's moment is in a run: its exact step if the run still has it at that time (as showBeat does). */
function beatStep(trace: Trace, b: TalkBeatV1): number {
  return trace.steps[b.step]?.at === b.at ? b.step : Math.max(0, stepIndexAt(trace, b.at));
}

/**
 * Every frame of a range, at `fps`, paced as the app plays: the story clock (beats with readable dwells,
 * glides between them) by default, or simulated time in proportion. Deterministic: the same runs and options
 * give the same frames, so a video is the trace rendered, not a recording.
 */
export function frameTimeline(runs: Runs, range: VideoRange, o: TimelineOptions): FrameMoment[] {
  const frameMs = 1000 / o.fps;
  const raw: Omit<FrameMoment, 'packetAt'>[] = [];
  if (range.kind === 'talk') {
    const hold = Math.max(1, Math.round(range.holdMs / frameMs));
    for (const b of range.beats) {
      const step = beatStep(runs.traces[primary(b.view)], b);
      for (let k = 0; k < hold; k++)
        raw.push({ view: b.view, step, time: b.at, focus: b.focus, caption: b.caption });
    }
  } else {
    const variant = primary(o.view);
    const trace = runs.traces[variant];
    const schedule = o.schedule ?? runs.schedules[variant];
    const count = (ms: number) => Math.max(1, Math.round(ms / frameMs));
    let moments: (k: number) => { time: number; step: number };
    let n: number;
    if (o.pacing === 'story') {
      const pace = o.speed / DEFAULT_SPEED;
      let [start, end] = storySpan(schedule, runs.chapters[variant], range);
      if (range.kind === 'from') {
        start = storyPositionOf(schedule, range.step);
        end = start + range.seconds * 1000 * pace;
      }
      n = range.kind === 'from' ? count(range.seconds * 1000) : count((end - start) / pace);
      moments = (k) => storyCursor(trace, schedule, Math.min(start + k * frameMs * pace, schedule.totalMs));
    } else {
      const chapters = runs.chapters[variant];
      let start = 0;
      let end = trace.endAt;
      if (range.kind === 'chapter') {
        start = chapters[range.index]?.at ?? 0;
        end = chapters[range.index + 1]?.at ?? trace.endAt;
      }
      if (range.kind === 'from') start = range.time;
      n = range.kind === 'from' ? count(range.seconds * 1000) : count((end - start) / o.speed);
      moments = (k) => {
        const time = Math.min(start + k * frameMs * o.speed, trace.endAt);
        // The first frame of a range from a moment shows that exact step (several can share a millisecond).
        const step = range.kind === 'from' && k === 0 ? range.step : Math.max(0, stepIndexAt(trace, time));
        return { time, step };
      };
    }
    for (let k = 0; k < n; k++) raw.push({ view: o.view, ...moments(k), focus: 'stage' });
  }
  // The packet starts travelling whenever the shown step (or view) changes.
  let since = 0;
  return raw.map((f, k) => {
    const prev = raw[k - 1];
    if (!prev || prev.step !== f.step || prev.view !== f.view || prev.focus !== f.focus) since = k;
    return { ...f, packetAt: ease(Math.min(1, ((k - since) * frameMs) / PACKET_MS)) };
  });
}
