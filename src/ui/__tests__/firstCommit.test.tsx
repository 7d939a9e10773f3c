// @vitest-environment jsdom
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { computeRuns } from '../../store/computeRuns';
import { primeRuns } from '../../store/traces';
import { incidentWithServices } from '../../testing/bigIncident';
import type { ScenarioV1 } from '../../scenario/types';
import { App } from '../App';

// jsdom has no layout: sizes stay at their initial values.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const initial = useAppStore.getState();
let big: ScenarioV1;
beforeAll(() => {
  big = incidentWithServices(400);
  primeRuns(big, computeRuns(big));
}, 60_000);

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  flushSync(() => root?.unmount());
  host?.remove();
  useAppStore.setState(initial, true);
});

/** Renders the app as main.tsx does (flushSync) and returns its first commit. */
function firstCommit(): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => root!.render(<App />));
  return host;
}

describe('the first commit of the explainer', () => {
  it('of a preset has everything, the outputs below the stage included', () => {
    const page = firstCommit();
    expect(page.querySelector('#stage')).not.toBeNull();
    expect(page.querySelector('#terms-h')).not.toBeNull();
  });

  it('of a large scenario has the stage and the timeline; the outputs below follow in a later render', async () => {
    useAppStore.getState().loadScenario(big);
    expect(useAppStore.getState().scenario).toBe(big);
    const page = firstCommit();
    expect(page.querySelector('#stage')).not.toBeNull();
    expect(page.querySelector('#timeline')).not.toBeNull();
    expect(page.querySelector('#terms-h')).toBeNull();
    await vi.waitFor(() => expect(page.querySelector('#terms-h')).not.toBeNull(), { timeout: 30_000 });
  }, 60_000);
});
