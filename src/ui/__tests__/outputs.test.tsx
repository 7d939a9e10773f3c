// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toSimInput } from '../../scenario/toSimInput';
import { selectRuns, selectTrace, useAppStore } from '../../store/appStore';
import { incidentWithServices } from '../../testing/bigIncident';
import { ObjectsPanel } from '../panels/ObjectsPanel';
import { LONG_OUTPUT_LINES, Terminals } from '../panels/Terminals';
import { terminalOutputs } from '../panels/terminalOutputs';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no layout: give scroll boxes (the outputs' <pre>) a height, as a browser would (max-h-64 = 256 px).
Object.defineProperty(Element.prototype, 'clientHeight', {
  configurable: true,
  get(this: Element) {
    return this.tagName === 'PRE' ? 256 : 0;
  },
});

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));
afterEach(cleanup);

const region = (name: string) => screen.getByRole('region', { name });
const lineCount = (el: HTMLElement) => el.querySelectorAll('[data-line]').length;

/** The first step at which some EndpointSlice object changed. */
function firstSliceChange(): number {
  const steps = selectTrace(useAppStore.getState()).steps;
  return steps.findIndex((s, i) => i > 0 && s.state.k8s.slices !== steps[i - 1]!.state.k8s.slices);
}

describe('Terminals: a log shows its newest lines', () => {
  /** An IntersectionObserver the test drives: `show(true)` says every observed element is near the viewport. */
  function fakeObserver() {
    const observers: { cb: IntersectionObserverCallback; els: Element[] }[] = [];
    class FakeIO {
      private entry: { cb: IntersectionObserverCallback; els: Element[] };
      constructor(cb: IntersectionObserverCallback) {
        this.entry = { cb, els: [] };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.els.push(el);
      }
      disconnect() {
        this.entry.els = [];
      }
    }
    const show = (near: boolean) =>
      act(() => {
        for (const o of observers)
          o.cb(
            o.els.map((target) => ({ target, isIntersecting: near }) as unknown as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      });
    return { FakeIO, show };
  }
  const logPre = () => region('cilium-agent log').querySelector('pre')!;
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 1000 });
  });
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('scrolls a log far below the fold to its end only as it comes near (no layout before)', () => {
    const io = fakeObserver();
    globalThis.IntersectionObserver = io.FakeIO as unknown as typeof IntersectionObserver;
    act(() => useAppStore.getState().seekTime(40_000));
    render(<Terminals />);
    expect(logPre().scrollTop).toBe(0);
    io.show(true);
    expect(logPre().scrollTop).toBe(1000);
    // Near the viewport, each new step scrolls at once (in the same commit, never a frame late).
    logPre().scrollTop = 0;
    act(() => useAppStore.getState().seekTime(60_000));
    expect(logPre().scrollTop).toBe(1000);
    // Out of reach again: a new step waits until the log comes near.
    io.show(false);
    logPre().scrollTop = 0;
    act(() => useAppStore.getState().seekTime(90_000));
    expect(logPre().scrollTop).toBe(0);
    io.show(true);
    expect(logPre().scrollTop).toBe(1000);
  });

  it('without IntersectionObserver, scrolls at once', () => {
    act(() => useAppStore.getState().seekTime(40_000));
    render(<Terminals />);
    expect(logPre().scrollTop).toBe(1000);
  });
});

describe('Terminals', () => {
  it('renders every line of a short output, the victim row included', () => {
    act(() => useAppStore.getState().seekTime(40_000));
    render(<Terminals />);
    const lb = region('cilium bpf lb list');
    expect(lb.querySelector('[data-virtual-lines]')).toBeNull();
    const text = lb.textContent ?? '';
    expect(text).toContain('192.168.60.179:443/TCP');
    const runs = selectRuns(useAppStore.getState());
    const input = toSimInput(runs.scenario);
    const step = useAppStore.getState().step;
    const out = terminalOutputs(runs.traces.buggy, step, input.startTime, input.node.ip);
    const lines = out.find((o) => o.name === 'cilium bpf lb list')!.text.split('\n').length;
    expect(lineCount(lb)).toBe(lines);
  });

  it('virtualises an output longer than LONG_OUTPUT_LINES lines: only the lines in view are in the DOM', async () => {
    act(() => useAppStore.getState().loadScenario(incidentWithServices(250)));
    const runs = selectRuns(useAppStore.getState());
    const input = toSimInput(runs.scenario);
    const lbLines = (i: number) =>
      terminalOutputs(runs.traces.buggy, i, input.startTime, input.node.ip)[0]!.text.split('\n').length;
    const at = runs.traces.buggy.steps.findIndex((s) => lbLines(s.index) > LONG_OUTPUT_LINES);
    expect(at).toBeGreaterThan(0);
    act(() => useAppStore.getState().seekStep(at));
    render(<Terminals />);
    const lb = region('cilium bpf lb list');
    const list = await within(lb).findByText(/only those in view are shown/, {}, { timeout: 10_000 });
    const total = Number(list.parentElement!.getAttribute('data-virtual-lines'));
    expect(total).toBe(lbLines(at));
    const shown = lineCount(lb);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(100);
    // Each shown line is placed at its own offset in a box as tall as all the lines.
    const first = lb.querySelector<HTMLElement>('[data-line][data-index="1"]')!;
    expect(first.style.transform).toMatch(/translateY\(\d+(\.\d+)?px\)/);
    expect(list.parentElement!.style.height).toMatch(/px$/);
  }, 60_000);
});

describe('ObjectsPanel', () => {
  it('diffs only the objects the step changed and renders the full listing only when it is opened', () => {
    const at = firstSliceChange();
    expect(at).toBeGreaterThan(0);
    act(() => useAppStore.getState().seekStep(at));
    const { container } = render(<ObjectsPanel />);
    const panel = within(container);
    const changed = [...container.querySelectorAll('p.font-mono')].map((p) => p.textContent);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((k) => k!.startsWith('endpointslice/'))).toBe(true);
    const summary = panel.getByText(/kubectl get svc,endpointslices -A -o yaml/).closest('summary')!;
    const state = selectTrace(useAppStore.getState()).steps[at]!.state;
    const objects = Object.keys(state.k8s.services).length + Object.keys(state.k8s.slices).length;
    expect(summary.textContent).toContain(`(${objects})`);
    expect(container.textContent).not.toContain('kind: Service');
    const details = summary.closest('details')!;
    act(() => {
      details.open = true;
      fireEvent(details, new Event('toggle'));
    });
    expect(container.textContent).toContain('kind: Service');
    expect(container.textContent!.split('\n---\n').length).toBe(objects);
  });
});
