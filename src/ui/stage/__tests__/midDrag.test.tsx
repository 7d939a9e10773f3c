// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPreset } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { useAppStore } from '../../../store/appStore';
import { fakeResizeObserver } from '../../../testing/fakeResizeObserver';
import { selectMidDrag } from '../midDrag';
import { Stage } from '../Stage';
import { countChangeAddresses, useRevealCountChanges } from '../useRevealCountChanges';

beforeEach(() => void fakeResizeObserver());
afterEach(() => {
  cleanup();
  act(() => useAppStore.setState({ scrubbing: false }));
});

const scenario = getPreset('tke-incident')!.scenario;
const trace = runScenario(scenario, 'buggy');

describe('mid-drag (the pointer moved the playhead and has not rested since)', () => {
  it('is a drag whose panels still show another step', () => {
    const s = useAppStore.getState();
    expect(selectMidDrag({ ...s, scrubbing: true, step: 5, settledStep: 3 })).toBe(true);
    expect(selectMidDrag({ ...s, scrubbing: true, step: 5, settledStep: 5 })).toBe(false);
    expect(selectMidDrag({ ...s, scrubbing: false, step: 5, settledStep: 3 })).toBe(false);
  });

  it('marks the stage, whose motion then holds still (index.css), until the pointer rests', () => {
    const { container } = render(<Stage trace={trace} index={5} scenario={scenario} size={{ width: 900 }} />);
    const marked = () => container.querySelector('[data-moving]') !== null;
    expect(marked()).toBe(false);
    act(() => useAppStore.setState({ scrubbing: true, step: 5, settledStep: 3 }));
    expect(marked()).toBe(true);
    act(() => useAppStore.setState({ settledStep: 5 }));
    expect(marked()).toBe(false);
  });
});

describe('revealing a changed count mid-drag', () => {
  const count0 = trace.steps.findIndex((_, i) => countChangeAddresses(trace, i).length > 0);
  function Reveal({ index }: { index: number }) {
    useRevealCountChanges(trace, index, true);
    return null;
  }

  it('waits for the pointer to rest, then reveals the step shown', () => {
    const frames = vi.fn(() => 1);
    vi.stubGlobal('requestAnimationFrame', frames);
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    act(() => useAppStore.setState({ scrubbing: true, step: count0, settledStep: 0 }));
    render(<Reveal index={count0} />);
    expect(frames).not.toHaveBeenCalled();
    act(() => useAppStore.setState({ settledStep: count0 }));
    expect(frames).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
