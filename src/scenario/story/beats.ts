import type { ConnectResult, Step, StepKind, Trace } from '../../model/trace';
import { analyzeTrace, countChanged } from './analysis';
import { findChapters, type ChapterId } from './chapters';
import { findWaits, type WaitReason } from './waits';

export type { WaitReason } from './waits';

/** Why a beat must be noticed. A beat without reasons is routine. */
export type BeatReason = 'chapter' | 'release' | 'lost' | 'regained' | 'connectChanged' | 'listed' | 'wait';

/**
 * A moment of the story as playback shows it: one notable step, one routine step, or a run of routine steps
 * told as one beat. Beats partition a run's steps in order.
 */
export interface Beat {
  index: number;
  /** First and last step covered (inclusive). */
  from: number;
  to: number;
  /** The step the beat is about (for a run: the one whose narration tells it). */
  step: number;
  reasons: BeatReason[];
  /** The chapter this beat starts, if any. */
  chapter?: ChapterId;
  /** Playing the story, it holds here until the reader continues. */
  wait?: WaitReason;
  /**
   * How long the beat's own step stays on screen at the default pace when no reading time is known (ms of real
   * time). The app lengthens it to the narration's reading time (see `storySchedule`'s `dwellOf`).
   */
  dwellMs: number;
}

/** Dwell times at the default pace. Every beat stays ≥ 1.5 s (the readable minimum). */
export const DWELL_MS = { chapter: 2600, notable: 2000, routine: 1500, run: 1500 } as const;

/**
 * In a run told as one beat, each step other than the one it is about passes in this long (the stage shows it,
 * the narration stays on the beat's step).
 */
export const SWEEP_MS = 250;

/** The connect a step reports, and the "channel" it belongs to (the agent's own, or a client's target). */
function connectOf(s: Step): { channel: string; c: ConnectResult } | undefined {
  switch (s.kind) {
    case 'connect':
      return { channel: s.by === 'client' ? `client:${s.connect.to}` : 'agent', c: s.connect };
    case 'agentListed':
    case 'agentCrashLoop':
    case 'watchReconnectFailed':
      return { channel: 'agent', c: s.connect };
    case 'watchReconnected':
      return s.client === 'agent' ? { channel: 'agent', c: s.connect } : undefined;
    default:
      return undefined;
  }
}

/** Steps with the same signature in a row are near-identical (e.g. the config step's retries). */
function runSignature(s: Step): string | undefined {
  const k = connectOf(s);
  if (k) return `${s.kind}|${k.channel}|${k.c.to}|${k.c.result}`;
  return undefined;
}

/**
 * Which step of a run of routine steps tells it best: the one whose narration explains most of what the others
 * do (a dropped agent watch before the buffer events it starves, a restore before its flush). Lower is better.
 */
const TELLS: readonly StepKind[] = [
  'kubectlWrite',
  'sliceCleared',
  'sliceRestored',
  'annotationPatch',
  'replicaStop',
  'watchDropped',
  'watchReconnected',
  'apiserverRestart',
  'agentStart',
  'watchReconnectFailed',
  'agentListed',
  'agentCrashLoop',
  'connect',
  'bufferFlush',
  'bpfReconcile',
  'replicaStarted',
  'lbReconcile',
  'watchEvent',
];
const tells = (s: Step) => {
  // The agent's own watch dropping matters more than anything else in its episode; the service-controller's
  // less than a watch event reaching the agent's buffer (whose narration sets up what the buffer window does).
  if (s.kind === 'watchDropped') return s.client === 'agent' ? -1 : TELLS.length;
  const i = TELLS.indexOf(s.kind);
  return i < 0 ? TELLS.length + 1 : i;
};

/** Steps that start a new episode: a run of routine steps is not carried across them. */
const EPISODE: ReadonlySet<StepKind> = new Set([
  'replicaStop',
  'apiserverRestart',
  'agentStart',
  'kubectlWrite',
]);

function reasonsOf(
  trace: Trace,
  chapterSteps: Map<number, ChapterId>,
  waits: ReadonlyMap<number, WaitReason>,
) {
  const a = analyzeTrace(trace);
  const last = new Map<string, string>();
  return trace.steps.map((s) => {
    const out: BeatReason[] = [];
    if (chapterSteps.has(s.index)) out.push('chapter');
    if (s.releases.length) out.push('release');
    const ch = countChanged(a, s.index);
    if (ch.lost) out.push('lost');
    if (ch.regained) out.push('regained');
    const k = connectOf(s);
    if (k) {
      if (last.get(k.channel) !== k.c.result) out.push('connectChanged');
      last.set(k.channel, k.c.result);
    }
    // An agent's list after (re)starting re-delivers everything: after a restart it is what heals or cannot.
    if (s.kind === 'agentListed' && !out.includes('connectChanged')) out.push('listed');
    if (waits.has(s.index)) out.push('wait');
    return out;
  });
}

const beatCache = new WeakMap<Trace, Beat[]>();

/**
 * The default beats of a run: every chapter start, release, frontend or BPF entry losing or regaining
 * backends, connect whose result differs from the previous one on its channel, and moment the story waits at
 * is a beat of its own; the routine steps between them are told as one beat per episode (told by the step that
 * explains them best), so that a reader has time to read every narration the story shows.
 */
export function computeBeats(trace: Trace): Beat[] {
  const hit = beatCache.get(trace);
  if (hit) return hit;
  const chapters = new Map(findChapters(trace).map((c) => [c.step, c.id] as const));
  const waits = findWaits(trace);
  const reasons = reasonsOf(trace, chapters, waits);
  const steps = trace.steps;
  const beats: Beat[] = [];
  const push = (from: number, to: number, step: number) => {
    const rs = reasons[step] ?? [];
    const chapter = chapters.get(step);
    const wait = waits.get(step);
    beats.push({
      index: beats.length,
      from,
      to,
      step,
      reasons: rs,
      ...(chapter ? { chapter } : {}),
      ...(wait ? { wait } : {}),
      dwellMs:
        to > from
          ? DWELL_MS.run
          : chapter
            ? DWELL_MS.chapter
            : rs.length
              ? DWELL_MS.notable
              : DWELL_MS.routine,
    });
  };
  const routine = (i: number) => (reasons[i]?.length ?? 1) === 0;
  let i = 0;
  while (i < steps.length) {
    if (!routine(i)) {
      push(i, i, i);
      i++;
      continue;
    }
    // Identical retries in a row are one beat whatever episode they are in.
    const sig = runSignature(steps[i]!);
    let j = i;
    if (sig) while (j + 1 < steps.length && routine(j + 1) && runSignature(steps[j + 1]!) === sig) j++;
    if (j === i)
      while (
        j + 1 < steps.length &&
        routine(j + 1) &&
        !EPISODE.has(steps[j + 1]!.kind) &&
        !runSignature(steps[j + 1]!)
      )
        j++;
    let best = i;
    for (let k = i + 1; k <= j; k++) if (tells(steps[k]!) < tells(steps[best]!)) best = k;
    push(i, j, j > i && sig && runSignature(steps[j]!) === sig ? j : best);
    i = j + 1;
  }
  beatCache.set(trace, beats);
  return beats;
}

/** The beat that covers a step. */
export function beatOfStep(beats: readonly Beat[], step: number): Beat | undefined {
  let lo = 0;
  let hi = beats.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const b = beats[mid]!;
    if (step < b.from) hi = mid - 1;
    else if (step > b.to) lo = mid + 1;
    else return b;
  }
  return undefined;
}
