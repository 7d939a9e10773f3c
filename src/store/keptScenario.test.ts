// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressedText } from '../scenario/link/compressJson';
import { getPreset } from '../scenario/presets';
import type { ScenarioV1 } from '../scenario/types';
import { incidentWithServices } from '../testing/bigIncident';
import { useAppStore } from './appStore';
import { rememberSource, setKeptStore, type KeptStore } from './keptScenario';
import { KEEP_MOST, toEvict } from './localScenarios';
import { applyLinkHash } from './openLink';
import { startUrlSync } from './urlSync';

const initial = useAppStore.getState();
const app = () => useAppStore.getState();
/** What this browser keeps (IndexedDB in the page): a map here. */
let kept: Map<string, { title: string; json: Blob }>;
const mapStore = (): KeptStore => ({
  put: async (id, title, json) => void kept.set(id, { title, json }),
  get: async (id) => kept.get(id)?.json,
});
beforeEach(() => {
  useAppStore.setState(initial, true);
  useAppStore.setState({ notice: null });
  kept = new Map();
  setKeptStore(mapStore());
  history.replaceState(null, '', '#');
});
afterEach(() => {
  vi.useRealTimers();
  setKeptStore(null);
});

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

/** Lets the address bar be written (250 ms after a change), and the keeping and the write it waits for. */
async function settle() {
  await new Promise((r) => setTimeout(r, 300));
  await new Promise((r) => setTimeout(r, 300));
}

/** Opens a link and resolves once it is applied. */
const open = (hash: string) => new Promise<void>((r) => applyLinkHash(hash, r));

describe('a scenario too large for a link', () => {
  it('is kept in this browser, named by k= in the address bar, and opens again from it (a reload)', async () => {
    const stop = startUrlSync();
    app().replaceScenario(tooLargeForALink());
    app().seekTime(3000);
    await settle();
    stop();
    const hash = location.hash;
    // Never a link the app would refuse: the address bar names the kept scenario instead.
    expect(hash.length).toBeLessThan(200);
    expect(hash).toMatch(/^#v=2&k=[0-9a-z]+&m=buggy&t=3000&/);
    const id = /k=([0-9a-z]+)/.exec(hash)![1]!;
    expect(kept.get(id)?.title).toBe('Too large for a link');

    useAppStore.setState(initial, true);
    await open(hash);
    expect(app()).toMatchObject({ presetId: null, time: 3000, notice: null });
    expect(app().scenario.title).toBe('Too large for a link');
  });

  it('is decided by its size before anything is compressed; a file is kept as that very file', async () => {
    const big = incidentWithServices(600);
    const file = new Blob([JSON.stringify(big)], { type: 'application/json' });
    const stop = startUrlSync();
    app().loadScenario(big, () => rememberSource(app().scenario, file));
    await settle();
    stop();
    expect(location.hash).toMatch(/^#v=2&k=[0-9a-z]+&m=buggy&/);
    expect(compressedText(big)).toBeUndefined();
    expect([...kept.values()].map((k) => k.json)).toEqual([file]);
  });

  it('once opened from its reference, is not kept again (the address bar keeps the same reference)', async () => {
    kept.set('abc123', { title: 'x', json: new Blob([JSON.stringify(tooLargeForALink())]) });
    const stop = startUrlSync();
    await open('#v=2&k=abc123&m=fixed&t=2000&l=en');
    await settle();
    stop();
    expect(app().scenario.title).toBe('Too large for a link');
    expect(location.hash).toMatch(/^#v=2&k=abc123&m=fixed&t=2000&/);
    expect([...kept.keys()]).toEqual(['abc123']);
  });

  it('while a scenario fits a link, the link carries it (c=) and nothing is kept', async () => {
    const stop = startUrlSync();
    app().replaceScenario({ ...structuredClone(getPreset('minimal-repro')!.scenario), title: 'Small' });
    await settle();
    stop();
    expect(location.hash).toMatch(/^#v=2&c=[A-Za-z0-9_-]+&/);
    expect(kept.size).toBe(0);
  });

  it('kept nowhere in this browser (another browser, cleared storage) opens the default scenario and says why', async () => {
    await open('#v=2&k=abc123&m=fixed&t=3000&l=en');
    expect(app().presetId).toBe('tke-incident');
    expect(app().notice).toMatchObject({ kind: 'linkError', problem: { code: 'linkKeptElsewhere' } });
  });
});

describe('eviction', () => {
  const rec = (id: string, usedAt: number, size = 10) => ({ id, usedAt, json: { size } });

  it(`keeps the ${KEEP_MOST} most recently used`, () => {
    const records = Array.from({ length: KEEP_MOST + 2 }, (_, i) => rec(`r${i}`, i));
    expect(toEvict(records).sort()).toEqual(['r0', 'r1']);
  });

  it('keeps the newest whatever its size, and drops older ones past the byte bound', () => {
    const huge = 200 * 1024 * 1024;
    expect(toEvict([rec('old', 1, huge), rec('new', 2, huge)])).toEqual(['old']);
    expect(toEvict([rec('only', 1, huge)])).toEqual([]);
  });
});
