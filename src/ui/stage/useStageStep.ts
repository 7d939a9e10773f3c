import { useDeferredValue } from 'react';
import type { Trace } from '../../model/trace';
import type { ScenarioV1 } from '../../scenario/types';
import { selectShownStep, useAppStore } from '../../store/appStore';
import { needsWorker } from '../../store/slices/simulationSlice';

/**
 * Up to this many objects (Services and EndpointSlices), a drag draws the stage in the same render as the
 * playhead. The incident's five cost ~1.4 ms a move; a deferred render would cost a second frame (style,
 * layout, paint and commit again, ~3 ms) for every move.
 */
export const STAGE_WITH_PLAYHEAD_MAX = 24;

/** Whether, mid-drag, the stage follows the playhead in a deferred render of its own (see useStageStep). */
export const stageDeferredMidDrag = (scenario: ScenarioV1): boolean =>
  scenario.services.length + scenario.endpointSlices.length > STAGE_WITH_PLAYHEAD_MAX;

/**
 * The step the page's stage shows. Playing or stepping, the playhead's. Mid-drag: a small cluster's stage
 * renders with the playhead, in one frame per move. A larger one is deferred: a move paints the playhead first
 * and the stage follows in a render that a newer move replaces (a deferred render while playing would be
 * restarted by every frame's playhead, so it is deferred only while scrubbing). A cluster large enough to be
 * simulated off the page costs far more than a frame (≈170 ms at 10,000 Services): mid-drag it waits, as the
 * other panels do, for the pointer to rest.
 */
export function useStageStep(trace: Trace, scenario: ScenarioV1): number {
  // Both cheap: needsWorker keeps its answer per scenario, and the other counts two arrays.
  const large = needsWorker(scenario);
  const defer = stageDeferredMidDrag(scenario);
  const scrubbing = useAppStore((s) => s.scrubbing && defer);
  const now = useAppStore((s) => (large ? selectShownStep(s) : s.step));
  // Not deferring, the deferred value stays put (-1), so no deferred renders are scheduled at all.
  const deferred = useDeferredValue(scrubbing ? now : -1);
  return Math.min(scrubbing && deferred >= 0 ? deferred : now, trace.steps.length - 1);
}
