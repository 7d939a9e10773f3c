// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPreset } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { fakeResizeObserver } from '../../../testing/fakeResizeObserver';
import { Stage } from '../Stage';
import { stageLayout } from '../stageLayout';

// Counts the stage's layouts (each a pass over every row: tens of ms for a large cluster).
vi.mock('../stageLayout', async (load) => {
  const real = await load<typeof import('../stageLayout')>();
  return { ...real, stageLayout: vi.fn(real.stageLayout) };
});

const scenario = getPreset('tke-incident')!.scenario;
const run = runScenario(scenario, 'buggy');
// The stage keeps each trace's laid-out steps (stageCache): each test draws a trace object of its own, so that
// the layouts it counts are its own.
let trace = run;
const laidOutAt = () => vi.mocked(stageLayout).mock.calls.map(([, fit]) => fit.width);

/** Reports a new content box to every element observed so far. */
let resize: (width: number, height: number) => void = () => {};
beforeEach(() => {
  trace = { ...run };
  vi.mocked(stageLayout).mockClear();
  const { report } = fakeResizeObserver();
  resize = (w, h) => act(() => report(w, h));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the stage on the page', () => {
  it('is laid out once, at its box’s measured width, never first at a guess', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(664);
    const { container } = render(<Stage trace={trace} index={5} scenario={scenario} />);
    expect(laidOutAt()).toEqual([664]);
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('664');
  });

  it('is not laid out again when only its box’s height changes (it grows down from its width)', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(664);
    render(<Stage trace={trace} index={5} scenario={scenario} />);
    resize(664, 878);
    expect(laidOutAt()).toEqual([664]);
    resize(600, 878);
    expect(laidOutAt()).toEqual([664, 600]);
  });

  it('in a box without layout, at the initial width (once)', () => {
    const { container } = render(<Stage trace={trace} index={5} scenario={scenario} />);
    expect(laidOutAt()).toEqual([900]);
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('at a given size, at once', () => {
    render(<Stage trace={trace} index={5} scenario={scenario} size={{ width: 480 }} />);
    expect(laidOutAt()).toEqual([480]);
  });

  it('rendered on the server (the prerendered first view), at the initial width', () => {
    expect(renderToString(<Stage trace={trace} index={5} scenario={scenario} />)).toContain('<svg');
    expect(laidOutAt()).toEqual([900]);
  });
});
