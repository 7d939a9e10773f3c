// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeLinkHash } from '../scenario/link/decodeLink';
import { encodeLinkHash } from '../scenario/link/encodeLink';
import { outcomeHash } from '../scenario/link/outcomeHash';
import { getPreset } from '../scenario/presets';
import { selectRuns, useAppStore } from './appStore';
import { applyLinkHash } from './openLink';
import { currentLinkState, startUrlSync } from './urlSync';

const initial = useAppStore.getState();
const app = () => useAppStore.getState();
const notice = () => useAppStore.getState().notice;
beforeEach(() => {
  useAppStore.setState(initial, true);
  useAppStore.setState({ notice: null });
  history.replaceState(null, '', '#');
});
afterEach(() => vi.useRealTimers());

describe('currentLinkState', () => {
  it('names a preset by id and carries the outcome of the runs on screen', () => {
    app().loadPreset('minimal-repro');
    app().setView('fixed');
    app().seekTime(12_000);
    const s = currentLinkState(app());
    expect(s).toEqual({
      preset: 'minimal-repro',
      mode: 'fixed',
      at: 12_000,
      lang: 'en',
      theme: 'dark',
      outcome: outcomeHash({ fixed: selectRuns(app()).traces.fixed }),
    });
    app().setView('compare');
    expect(currentLinkState(app()).outcome).toBe(outcomeHash(selectRuns(app()).traces));
  });

  it('inlines an edited scenario and marks embeds', () => {
    const sc = { ...getPreset('minimal-repro')!.scenario, title: 'Edited' };
    app().replaceScenario(sc);
    const s = currentLinkState(app(), { embed: true });
    expect(s.preset).toBeUndefined();
    expect(s.scenario).toBe(sc);
    expect(s.embed).toBe(true);
  });
});

describe('applyLinkHash', () => {
  it('opens everything a link names', () => {
    applyLinkHash('#v=1&p=minimal-repro&m=compare&t=16000&l=zh&th=light');
    expect(app()).toMatchObject({
      presetId: 'minimal-repro',
      view: 'compare',
      time: 16_000,
      lang: 'zh',
      theme: 'light',
      embed: false,
    });
    expect(notice()).toBeNull();
  });

  it('does nothing for an empty fragment', () => {
    app().loadPreset('minimal-repro');
    applyLinkHash('');
    applyLinkHash('#');
    expect(app().presetId).toBe('minimal-repro');
    expect(notice()).toBeNull();
  });

  it('a bad link typed into a running tab really shows the default scenario, with a structured alert', () => {
    app().loadPreset('minimal-repro');
    app().setView('fixed');
    app().seekTime(12_000);
    applyLinkHash('#v=1&p=minimal-repro&m=sideways&l=zh');
    expect(app()).toMatchObject({ presetId: 'tke-incident', view: 'buggy', time: 0, lang: 'zh' });
    expect(notice()).toEqual({
      kind: 'linkError',
      problem: { code: 'linkBadMode', params: { mode: '"sideways"' } },
    });
  });

  it("says when today's model ends the linked scenario differently", () => {
    applyLinkHash('#v=1&p=minimal-repro&m=buggy&o=00000000');
    expect(notice()).toMatchObject({
      kind: 'outcomeMismatch',
      title: getPreset('minimal-repro')!.scenario.title,
      expected: '00000000',
    });
    useAppStore.setState({ notice: null });
    applyLinkHash(`#${encodeLinkHash(currentLinkState(app()))}`);
    expect(notice()).toBeNull();
  });

  it('a link cut off in its outcome check opens all the rest and says the outcome could not be checked', () => {
    app().loadPreset('minimal-repro');
    app().setView('fixed');
    app().seekTime(16_000);
    const whole = encodeLinkHash({ ...currentLinkState(app()), lang: 'zh', theme: 'light' });
    useAppStore.setState(initial, true);
    useAppStore.setState({ notice: null });
    applyLinkHash(`#${whole.slice(0, -3)}`);
    expect(app()).toMatchObject({
      presetId: 'minimal-repro',
      view: 'fixed',
      time: 16_000,
      lang: 'zh',
      theme: 'light',
    });
    expect(notice()).toEqual({
      kind: 'linkTrimmed',
      param: 'o',
      problem: { code: 'linkBadOutcome', params: {} },
      kept: ['p', 'm', 't', 'l', 'th'],
      outcomeChecked: false,
    });
  });

  it('a link cut off in its theme keeps the scenario, key, moment and language', () => {
    applyLinkHash('#v=1&p=minimal-repro&m=compare&t=16000&l=zh&th=li');
    expect(app()).toMatchObject({ presetId: 'minimal-repro', view: 'compare', time: 16_000, lang: 'zh' });
    expect(notice()).toMatchObject({ kind: 'linkTrimmed', param: 'th', outcomeChecked: false });
  });
});

describe('startUrlSync', () => {
  it('writes the view into the address bar after a pause, not while playing, and follows typed links', async () => {
    vi.useFakeTimers();
    const replace = vi.spyOn(history, 'replaceState');
    const stop = startUrlSync();
    app().loadPreset('minimal-repro');
    app().seekTime(4_000);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(replace).toHaveBeenCalledTimes(1);
    const r = decodeLinkHash(location.hash);
    expect(r.ok && r.state).toMatchObject({ preset: 'minimal-repro', at: 4_000 });

    app().setPlaying(true);
    app().seekTime(8_000);
    vi.advanceTimersByTime(1_000);
    expect(replace).toHaveBeenCalledTimes(1);
    app().setPlaying(false);
    vi.advanceTimersByTime(250);
    expect(replace).toHaveBeenCalledTimes(2);

    location.hash = '#v=1&p=no-shared-prefix&m=fixed';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await vi.dynamicImportSettled(); // the link reader is a chunk of its own
    expect(app()).toMatchObject({ presetId: 'no-shared-prefix', view: 'fixed' });
    stop();
    app().seekTime(1_000);
    vi.advanceTimersByTime(1_000);
    expect(replace).toHaveBeenCalledTimes(2);
  });

  it('a pending write never overwrites a link typed before the page has opened it', async () => {
    vi.useFakeTimers();
    const stop = startUrlSync();
    app().loadPreset('minimal-repro');
    app().seekTime(4_000); // a write is pending
    const typed = '#v=1&p=tke-incident&m=fixed&t=1000';
    history.pushState(null, '', typed); // the address changed; its hashchange is not handled yet
    vi.advanceTimersByTime(250);
    expect(location.hash).toBe(typed);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    // Nor while the link reader (a chunk of its own) is loading: the view is not the link's yet.
    app().seekTime(3_000);
    vi.advanceTimersByTime(250);
    expect(location.hash).toBe(typed);
    await vi.dynamicImportSettled();
    expect(app()).toMatchObject({ presetId: 'tke-incident', view: 'fixed', time: 1_000 });
    app().seekTime(2_000); // later changes are written again
    vi.advanceTimersByTime(250);
    expect(location.hash).toContain('t=2000');
    stop();
  });
});
