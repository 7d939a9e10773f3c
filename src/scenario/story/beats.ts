import type { ConnectResult, Step, Trace } from '../../model/trace';
import { analyzeTrace, countChanged } from './analysis';
import { findChapters, type ChapterId } from './chapters';

/** Why a beat must be noticed. A beat without reasons is routine. */
export type BeatReason = 'chapter' | 'release' | 'lost' | 'regained' | 'connectChanged';

/**
 * A moment of the story as playback shows it: one notable step, one routine step, or a run of
 * near-identical routine steps compressed into one beat. Beats partition a run's steps in order.
 */
export interface Beat {
  index: number;
  /** First and last step covered (inclusive). */
  from: number;
  to: number;
  /** The step the beat is about (for a run: the one that stands for it). */
  step: number;
  reasons: BeatReason[];
  /** The chapter this beat starts, if any. */
  chapter?: ChapterId;
  /** How long it stays on screen at the default pace (ms of real time). */
  dwellMs: number;
}

/** Dwell times at the default pace. A notable step stays ≥ 1.5 s (the readable minimum). */
export const DWELL_MS = { chapter: 2600, notable: 2000, routine: 550, run: 1500 } as const;

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

/** The agent's pipeline: a watch event, its flush, its BPF programming. Unchanged cycles compress. */
const PIPELINE = new Set<Step['kind']>(['watchEvent', 'bufferFlush', 'bpfReconcile']);

function reasonsOf(trace: Trace, chapterSteps: Map<number, ChapterId>): BeatReason[][] {
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
    return out;
  });
}

const beatCache = new WeakMap<Trace, Beat[]>();

/**
 * The default beats of a run: every chapter start, release, frontend or BPF entry losing or regaining
 * backends, and connect whose result differs from the previous one on its channel is a beat of its own with
 * a readable dwell; runs of identical retries, and agent pipeline cycles that change nothing a viewer would
 * notice, become one beat each.
 */
export function computeBeats(trace: Trace): Beat[] {
  const hit = beatCache.get(trace);
  if (hit) return hit;
  const chapters = new Map(findChapters(trace).map((c) => [c.step, c.id] as const));
  const reasons = reasonsOf(trace, chapters);
  const steady = [...chapters].find(([, id]) => id === 'steady')?.[0] ?? Infinity;
  const steps = trace.steps;
  const beats: Beat[] = [];
  const push = (from: number, to: number, step: number) => {
    const rs = reasons[step] ?? [];
    const count = to - from + 1;
    const chapter = chapters.get(step);
    beats.push({
      index: beats.length,
      from,
      to,
      step,
      reasons: rs,
      ...(chapter ? { chapter } : {}),
      dwellMs:
        count > 1
          ? Math.min(DWELL_MS.run + 60 * count, 2400)
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
    const s = steps[i]!;
    if (!routine(i)) {
      push(i, i, i);
      i++;
      continue;
    }
    // Identical retries in a row.
    const sig = runSignature(s);
    let j = i;
    if (sig) while (j + 1 < steps.length && routine(j + 1) && runSignature(steps[j + 1]!) === sig) j++;
    if (j > i) {
      push(i, j, j);
      i = j + 1;
      continue;
    }
    // A pipeline cycle after the first sync that changed nothing visible: one beat, told by its flush.
    if (PIPELINE.has(s.kind) && i > steady) {
      while (j + 1 < steps.length && routine(j + 1) && PIPELINE.has(steps[j + 1]!.kind)) j++;
      const flush = steps.slice(i, j + 1).find((x) => x.kind === 'bufferFlush');
      if (j > i && flush) {
        push(i, j, flush.index);
        i = j + 1;
        continue;
      }
    }
    push(i, i, i);
    i++;
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
