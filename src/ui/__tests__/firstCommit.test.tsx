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
import { loadBelowPanels } from '../loadBelowPanels';

// jsdom has no layout: sizes stay at their initial values.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const initial = useAppStore.getState();
const [COPY_BELOW_TOP, COPY_BELOW_WIDTH, COPY_BELOW_HEIGHT] = [1253, 1256, 1295];
let big: ScenarioV1;
beforeAll(async () => {
  // main.tsx has the panels below the timeline loaded before a first render that shows them.
  await loadBelowPanels();
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

  it('beside the prerendered copy has the stage and the timeline, and keeps the copy’s box for the outputs, which follow in a later render', async () => {
    // The copy's box below the timeline, as the browser laid it out (jsdom has no layout: its height is given).
    const copy = document.createElement('div');
    copy.id = 'prerender';
    copy.innerHTML = '<div data-below=""></div>';
    document.body.append(copy);
    const box = copy.querySelector<HTMLElement>('[data-below]')!;
    box.getBoundingClientRect = () => new DOMRect(0, COPY_BELOW_TOP, COPY_BELOW_WIDTH, COPY_BELOW_HEIGHT);
    try {
      const page = firstCommit();
      copy.remove();
      expect(page.querySelector('#stage')).not.toBeNull();
      expect(page.querySelector('#timeline button[aria-label="Play"]')).not.toBeNull();
      const below = page.querySelector<HTMLElement>('[data-below]')!;
      expect(below.style.height).toBe(`${COPY_BELOW_HEIGHT}px`);
      expect(page.querySelector('#terms-h')).toBeNull();
      await vi.waitFor(() => expect(page.querySelector('#terms-h')).not.toBeNull(), { timeout: 30_000 });
      // The panels' own height takes over (the same as the copy's: it is their server render).
      expect(page.querySelector<HTMLElement>('[data-below]')!.style.height).toBe('');
      expect(page.querySelectorAll('[data-below]')).toHaveLength(1);
    } finally {
      copy.remove();
    }
  }, 60_000);

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
