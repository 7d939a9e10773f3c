import type { Step, StepKind, Trace } from '../../model/trace';
import { findChapters, type ChapterId } from './chapters';

/**
 * A moment of a run named by what happens there, so tours and talks survive model changes that shift step
 * indices: a chapter, the n-th step of a kind (optionally after a chapter, or a failed connect), or a time.
 */
export type MomentRef =
  | { chapter: ChapterId }
  | { kind: StepKind; nth?: number; after?: ChapterId; failed?: boolean }
  | { at: number };

const failed = (s: Step) =>
  ('connect' in s && s.connect.result !== 'ok') ||
  s.kind === 'agentCrashLoop' ||
  s.kind === 'watchReconnectFailed';

/** The step a moment names in a run, or undefined when the run has no such moment. */
export function resolveMoment(trace: Trace, ref: MomentRef): number | undefined {
  if ('at' in ref) {
    let i = -1;
    for (const s of trace.steps) if (s.at <= ref.at) i = s.index;
    return Math.max(0, i);
  }
  const chapters = findChapters(trace);
  if ('chapter' in ref) return chapters.find((c) => c.id === ref.chapter)?.step;
  const from = ref.after ? chapters.find((c) => c.id === ref.after)?.step : -1;
  if (from === undefined) return undefined;
  const matches = trace.steps.filter(
    (s) => s.index > from && s.kind === ref.kind && (ref.failed === undefined || failed(s) === ref.failed),
  );
  return matches[(ref.nth ?? 1) - 1]?.index;
}
