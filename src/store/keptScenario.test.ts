// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LINK_CHARS } from '../scenario/link/linkState';
import { getPreset } from '../scenario/presets';
import type { ScenarioV1 } from '../scenario/types';
import { useAppStore } from './appStore';
import { KEPT_PREFIX } from './keptScenario';
import { applyLinkHash, startUrlSync } from './urlSync';

const initial = useAppStore.getState();
const app = () => useAppStore.getState();
beforeEach(() => {
  useAppStore.setState(initial, true);
  useAppStore.setState({ notice: null });
  sessionStorage.clear();
  history.replaceState(null, '', '#');
});
afterEach(() => vi.useRealTimers());

/** The minimal preset with annotations of text that does not compress: its link is over the limit. */
function tooLargeForALink(): ScenarioV1 {
  const sc = structuredClone(getPreset('minimal-repro')!.scenario);
  let x = 1;
  const noise = () =>
    Array.from({ length: 4000 }, () => {
      x = (x * 48271) % 2147483647;
      return String.fromCharCode(33 + (x % 90));
    }).join('');
  sc.services[0]!.annotations = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, noise()]));
  return { ...sc, title: 'Too large for a link' };
}

describe('a scenario too large for a link', () => {
  it('is kept by the tab, named by k= in the address bar, and opens again from it (a reload)', () => {
    vi.useFakeTimers();
    const stop = startUrlSync();
    app().replaceScenario(tooLargeForALink());
    app().seekTime(3000);
    vi.advanceTimersByTime(250);
    stop();
    const hash = location.hash;
    // Never a link the app would refuse: the address bar names the kept scenario instead.
    expect(hash.length).toBeLessThan(200);
    expect(hash).toMatch(/^#v=2&k=[0-9a-z]+&m=buggy&t=3000&/);
    const id = /k=([0-9a-z]+)/.exec(hash)![1]!;
    expect(sessionStorage.getItem(KEPT_PREFIX + id)!.length).toBeGreaterThan(MAX_LINK_CHARS);

    useAppStore.setState(initial, true);
    applyLinkHash(hash);
    expect(app()).toMatchObject({ presetId: null, time: 3000, notice: null });
    expect(app().scenario.title).toBe('Too large for a link');
  });

  it('while a scenario fits a link, the link carries it (c=) and nothing is kept', () => {
    vi.useFakeTimers();
    const stop = startUrlSync();
    app().replaceScenario({ ...structuredClone(getPreset('minimal-repro')!.scenario), title: 'Small' });
    vi.advanceTimersByTime(250);
    stop();
    expect(location.hash).toMatch(/^#v=2&c=[A-Za-z0-9_-]+&/);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith(KEPT_PREFIX))).toEqual([]);
  });

  it('in another tab (nothing kept) opens the default scenario and says why', () => {
    applyLinkHash('#v=2&k=abc123&m=fixed&t=3000&l=en');
    expect(app().presetId).toBe('tke-incident');
    expect(app().notice).toMatchObject({ kind: 'linkError', problem: { code: 'linkKeptElsewhere' } });
  });
});
