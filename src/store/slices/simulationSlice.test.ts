import { describe, expect, it, vi } from 'vitest';
import { scenarioWork } from '../../scenario/scenarioWork';
import { incidentWithServices } from '../../testing/bigIncident';
import { needsWorker } from './simulationSlice';

vi.mock('../../scenario/scenarioWork', async (load) => {
  const real = await load<typeof import('../../scenario/scenarioWork')>();
  return { scenarioWork: vi.fn(real.scenarioWork) };
});

describe('needsWorker', () => {
  it('counts a scenario’s work once per scenario object (the page asks again as it renders it)', () => {
    const big = incidentWithServices(400);
    expect([needsWorker(big), needsWorker(big)]).toEqual([true, true]);
    expect(vi.mocked(scenarioWork)).toHaveBeenCalledTimes(1);
    // Another object is counted afresh.
    expect(needsWorker(incidentWithServices(3))).toBe(false);
    expect(vi.mocked(scenarioWork)).toHaveBeenCalledTimes(2);
  });
});
