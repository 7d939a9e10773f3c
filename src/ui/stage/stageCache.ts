import type { Trace } from '../../model/trace';
import { computeStage, type StageBox, type StageWhere } from './computeStage';
import type { ChipWords } from './stageDemand';
import type { StageGeometry } from './stageLayout';
import type { StageModel } from './stageModel';
import { shareUnchanged } from './stageRecords';

/** How many laid-out steps a trace keeps (a drag back and forth over the same steps finds them here). */
export const STAGE_STEPS_KEPT = 64;

type Drawn = { m: StageModel; g: StageGeometry };

interface TraceCache {
  /** Per box and words: the stage drawn last (what the next step shares its unchanged parts with). */
  last: Map<string, Drawn>;
  steps: Map<string, Drawn>;
  /** Parts kept from the step before and parts new, over every step computed (tests). */
  counts: { same: number; changed: number };
}

const byTrace = new WeakMap<Trace, TraceCache>();

/**
 * The stage at one step in a box, computed once: what `computeStage` gives, with every record and box that
 * the step drawn before already had given back as that step's object (see shareUnchanged), kept for the
 * trace's last `STAGE_STEPS_KEPT` steps asked. A new trace starts afresh (the cache is the trace's own, and
 * goes with it).
 */
export function stageAt(
  trace: Trace,
  index: number,
  where: StageWhere,
  box: StageBox,
  words: ChipWords,
  filter = '',
): Drawn {
  let cache = byTrace.get(trace);
  if (!cache)
    byTrace.set(trace, (cache = { last: new Map(), steps: new Map(), counts: { same: 0, changed: 0 } }));
  const view = JSON.stringify([
    where,
    box.fit,
    box.width,
    box.height,
    !!box.nodeOnly,
    box.keep,
    filter,
    words,
  ]);
  const key = `${index} ${view}`;
  let out = cache.steps.get(key);
  // The most recently asked last: the oldest is the first to go.
  cache.steps.delete(key);
  if (!out) {
    out = computeStage(trace, index, where, box, words, filter);
    const last = cache.last.get(view);
    if (last) out = shareUnchanged(last, out, cache.counts);
    if (cache.steps.size >= STAGE_STEPS_KEPT) cache.steps.delete(cache.steps.keys().next().value!);
  }
  cache.steps.set(key, out);
  cache.last.set(view, out);
  return out;
}

/** How many parts the trace's steps kept from the step before, and how many were new (tests). */
export const stageCounts = (trace: Trace) => byTrace.get(trace)?.counts;
