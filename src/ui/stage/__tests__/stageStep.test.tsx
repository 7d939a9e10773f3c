// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getPreset } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import type { ScenarioV1 } from '../../../scenario/types';
import { useAppStore } from '../../../store/appStore';
import { incidentWithServices } from '../../../testing/bigIncident';
import { STAGE_WITH_PLAYHEAD_MAX, stageDeferredMidDrag, useStageStep } from '../useStageStep';

const initial = useAppStore.getState();
afterEach(() => {
  cleanup();
  act(() => useAppStore.setState(initial, true));
});

const incident = getPreset('tke-incident')!.scenario;
const trace = runScenario(incident, 'buggy');

/** The steps the page's stage is rendered at, render by render, across one move of a drag from step 2 to 6. */
function rendersAcrossAMove(scenario: ScenarioV1): number[] {
  const seen: number[] = [];
  function Probe() {
    seen.push(useStageStep(trace, scenario));
    return null;
  }
  act(() => useAppStore.setState({ step: 2, scrubbing: true, settledStep: 2 }));
  render(<Probe />);
  seen.length = 0;
  act(() => useAppStore.setState({ step: 6 }));
  return seen;
}

describe('the stage mid-drag', () => {
  it('of a small cluster renders with the playhead: one render per move, at the new step', () => {
    expect(stageDeferredMidDrag(incident)).toBe(false);
    expect(rendersAcrossAMove(incident)).toEqual([6]);
  });

  it('of a larger one follows in a deferred render of its own, which a newer move may replace', () => {
    const larger = incidentWithServices(STAGE_WITH_PLAYHEAD_MAX);
    expect(stageDeferredMidDrag(larger)).toBe(true);
    expect(rendersAcrossAMove(larger)).toEqual([2, 6]);
  });

  it('not dragging, renders at the playhead’s step at once', () => {
    const larger = incidentWithServices(STAGE_WITH_PLAYHEAD_MAX);
    const seen: number[] = [];
    function Probe() {
      seen.push(useStageStep(trace, larger));
      return null;
    }
    act(() => useAppStore.setState({ step: 2, scrubbing: false }));
    render(<Probe />);
    seen.length = 0;
    act(() => useAppStore.setState({ step: 6 }));
    expect(seen).toEqual([6]);
  });
});
