import type { Step, Trace } from '../../model/trace';
import { analyzeTrace } from './analysis';
import { connectOf, findChapters, pivotRelease, type ChapterId } from './chapters';

/**
 * Why a beat of the story holds until the reader says Continue: the moments a newcomer must have understood
 * before the next one makes sense. A buggy run has the damage moments; a fixed run has the moments the fixed key
 * changes.
 */
export type WaitReason =
  /** A slice was cleared and restored within one buffer window: the agent never saw it empty. */
  | 'harmlessClear'
  /** A release took another Service's instance by prefix. */
  | 'prefixRelease'
  /** After that release, the victim still looks healthy: its frontends hold a frozen snapshot. */
  | 'frozen'
  /** A refresh of the victim's frontends reads zero backends. */
  | 'victimRefreshed'
  /** The BPF entries of the victim are written with count 0 and no backend slots. */
  | 'bpfEmptied'
  /** The first connect to the victim that fails. */
  | 'firstFailure'
  /** A restarted agent cannot get past its own empty entry. */
  | 'noRecovery'
  /** The fixed key: the release keeps the other Service's instance. */
  | 'exactRelease'
  /** The fixed key: the refresh finds the instance where it was. */
  | 'refreshedIntact';

const FROM_CHAPTER: Partial<Record<ChapterId, WaitReason>> = {
  prefixRelease: 'prefixRelease',
  bpfEmptied: 'bpfEmptied',
  connectFails: 'firstFailure',
  noRecovery: 'noRecovery',
  exactRelease: 'exactRelease',
};

/**
 * A slice restore that cancelled its clear: the agent's first flush of that slice after the clear came after
 * the restore, with its watch up all along, so nothing was released.
 */
function harmlessRestore(steps: readonly Step[], s: Step): boolean {
  if (s.kind !== 'sliceRestored') return false;
  const clear = steps.findLast((x) => x.index < s.index && x.kind === 'sliceCleared' && x.slice === s.slice);
  if (!clear) return false;
  const key = `eps:${s.slice}`;
  const between = steps.slice(clear.index + 1, s.index);
  if (between.some((x) => x.kind === 'watchDropped' && x.client === 'agent')) return false;
  if (between.some((x) => x.kind === 'bufferFlush' && x.keys.includes(key))) return false;
  return steps.some((x) => x.index > s.index && x.kind === 'bufferFlush' && x.keys.includes(key));
}

const cache = new WeakMap<Trace, Map<number, WaitReason>>();

/** The steps of a run at which the story waits for the reader, and why (memoised per trace). */
export function findWaits(trace: Trace): ReadonlyMap<number, WaitReason> {
  const hit = cache.get(trace);
  if (hit) return hit;
  const out = new Map<number, WaitReason>();
  const steps = trace.steps;
  const a = analyzeTrace(trace);
  const chapters = findChapters(trace);
  for (const c of chapters) {
    const w = FROM_CHAPTER[c.id];
    if (w) out.set(c.step, w);
  }
  const harmless = steps.find((s) => harmlessRestore(steps, s));
  if (harmless) out.set(harmless.index, 'harmlessClear');
  const pivot = pivotRelease(trace, a);
  if (pivot && a.victims.size) {
    const victimTouched = (s: Step) =>
      (a.frontendDeltas[s.index] ?? []).some((d) => a.victims.has(d.service));
    const refresh = steps.find(
      (s) =>
        s.index > pivot.index &&
        (a.frontendDeltas[s.index] ?? []).some((d) => a.victims.has(d.service) && d.after === 0),
    );
    if (refresh) out.set(refresh.index, 'victimRefreshed');
    // Between the release and that refresh: the first moment where the victim visibly still works, a backend
    // row coming back without its instance, or a connect to it that succeeds.
    const frozen = steps.find((s) => {
      if (s.index <= pivot.index || (refresh && s.index >= refresh.index) || victimTouched(s)) return false;
      const c = connectOf(s);
      if (c) return c.result === 'ok' && a.victims.has(c.service ?? '');
      return (
        s.kind === 'bufferFlush' &&
        (a.frontendDeltas[s.index] ?? []).some((d) => (d.after ?? 0) > (d.before ?? 0))
      );
    });
    if (frozen && !out.has(frozen.index)) out.set(frozen.index, 'frozen');
  }
  if (a.spared.size) {
    const intact = chapters.find((c) => c.id === 'refreshedIntact');
    // The refresh itself is the flush that processes the update (the chapter starts at the write).
    const flush = intact && steps.find((s) => s.index > intact.step && s.kind === 'bufferFlush');
    if (flush) out.set(flush.index, 'refreshedIntact');
  }
  cache.set(trace, out);
  return out;
}
