// @vitest-environment jsdom
import { Profiler } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPreset } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { fakeResizeObserver } from '../../../testing/fakeResizeObserver';
import { fitChildren } from '../parts/fitChildren';
import { Stage } from '../Stage';
import { computeStage, stageWhere } from '../computeStage';
import { stageWords } from '../stageDemand';
import { en } from '../../i18n/en';

// Every text line of the stage is fitted when its part renders: the lines fitted tell which parts rendered.
vi.mock('../parts/fitChildren', async (load) => {
  const real = await load<typeof import('../parts/fitChildren')>();
  return { ...real, fitChildren: vi.fn(real.fitChildren) };
});

beforeEach(() => void fakeResizeObserver());
afterEach(cleanup);

const scenario = getPreset('tke-incident')!.scenario;
const run = runScenario(scenario, 'buggy');
const texts = () => vi.mocked(fitChildren).mock.calls.map(([children]) => children);
/** A step after which the next one changes the stage but neither the kubernetes Service's card nor its box. */
const KEY = 'default/kubernetes';
const quiet = run.steps.findIndex((_, i) => {
  const at = (j: number) =>
    computeStage(run, j, stageWhere(scenario), { fit: 'page', width: 900 }, stageWords(en));
  const card = (j: number) => {
    const { m, g } = at(j);
    const k = m.services.shown.findIndex((x) => x.key === KEY);
    return k < 0 ? null : JSON.stringify([m.services.shown[k], g.services.cards[k]]);
  };
  return (
    i > 3 &&
    i + 1 < run.steps.length &&
    card(i) !== null &&
    card(i) === card(i + 1) &&
    JSON.stringify(at(i).m) !== JSON.stringify(at(i + 1).m)
  );
});
const stage = (trace: typeof run, index: number) => (
  <Stage trace={trace} index={index} scenario={scenario} size={{ width: 900 }} />
);

describe('a step redraws only what it changed', () => {
  it('a Service card that a step leaves alone does not render again', () => {
    const trace = { ...run };
    let commits = 0;
    const { rerender } = render(
      <Profiler id="stage" onRender={() => commits++}>
        {stage(trace, quiet)}
      </Profiler>,
    );
    expect(quiet).toBeGreaterThan(0);
    expect(texts()).toContain(KEY);
    vi.mocked(fitChildren).mockClear();
    const before = commits;
    rerender(
      <Profiler id="stage" onRender={() => commits++}>
        {stage(trace, quiet + 1)}
      </Profiler>,
    );
    expect(commits).toBeGreaterThan(before);
    // The step's own changes did render (the stage's label, at least one line), the unchanged card did not.
    expect(texts().length).toBeGreaterThan(0);
    expect(texts()).not.toContain(KEY);
  });

  it('draws each step as a stage drawn afresh at that step does', () => {
    const trace = { ...run };
    const { container, rerender } = render(stage(trace, 0));
    for (const i of [3, 4, 12, 40, 41, 88, 20, 2]) {
      const index = Math.min(i, run.steps.length - 1);
      rerender(stage(trace, index));
      const fresh = render(stage({ ...run }, index));
      expect(container.innerHTML).toBe(fresh.container.innerHTML);
      fresh.unmount();
    }
  });
});
