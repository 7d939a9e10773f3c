import type { ScenarioEventV1 } from '../types';
import { addedEvents, writesAmong } from './facts';
import type { LabContext } from './types';

/** The two misses every lab shares: not on this lab's cluster, or nothing written yet. */
export type NotBegun = { done: false; miss: 'otherScenario' | 'untouched' };

/**
 * What every check asks first: is the page still on this lab's cluster, and has the reader written anything?
 * Answers the reader's writes (events added since the start, connects aside) or the verdict to give instead.
 */
export function readerWrites(
  ctx: LabContext,
): { writes: ScenarioEventV1[]; verdict?: undefined } | { verdict: NotBegun } {
  const added = addedEvents(ctx.start, ctx.scenario);
  if (!added) return { verdict: { done: false, miss: 'otherScenario' } };
  const writes = writesAmong(added);
  if (!writes.length) return { verdict: { done: false, miss: 'untouched' } };
  return { writes };
}
