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
    // Fewer than 500 Services and slices: its backends decide.
    const big = incidentWithServices(200);
    expect([needsWorker(big), needsWorker(big)]).toEqual([true, true]);
    expect(vi.mocked(scenarioWork)).toHaveBeenCalledTimes(1);
    // Another object is counted afresh.
    expect(needsWorker(incidentWithServices(3))).toBe(false);
    expect(vi.mocked(scenarioWork)).toHaveBeenCalledTimes(2);
    // More than 500 Services and slices: decided without counting anything.
    expect(needsWorker(incidentWithServices(300))).toBe(true);
    expect(vi.mocked(scenarioWork)).toHaveBeenCalledTimes(2);
  });
});
