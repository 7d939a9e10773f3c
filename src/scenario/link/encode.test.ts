import { beforeEach, describe, expect, it } from 'vitest';
import type { Trace } from '../../model/trace';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import { decodeLinkHash } from './decodeLink';
import { encodeLink, encodeLinkHash } from './encodeLink';
import { makeLink } from './makeLink';
import { outcomeHash } from './outcomeHash';

const minimal = getPreset('minimal-repro')!.scenario;

describe('encodeLinkHash', () => {
  it('writes the fields in a fixed order, rounding the moment, leaving out what is not set', () => {
    expect(
      encodeLinkHash({
        preset: 'tke-incident',
        mode: 'fixed',
        at: 1234.6,
        lang: 'zh',
        theme: 'light',
        embed: true,
        outcome: '0123abcd',
      }),
    ).toBe('v=2&p=tke-incident&m=fixed&t=1235&l=zh&th=light&e=1&o=0123abcd');
    expect(encodeLinkHash({ mode: 'buggy' })).toBe('v=2&m=buggy');
    expect(encodeLinkHash({ mode: 'buggy', at: 0, embed: false })).toBe('v=2&m=buggy&t=0');
  });
  it('talk fields: the tour stop, an inline talk, presenting, the beat, the speaker view and the session', () => {
    const talk = {
      title: 'T',
      beats: [{ at: 0, step: 0, view: 'buggy' as const, focus: 'stage' as const, caption: '' }],
    };
    const state = {
      preset: 'tke-incident',
      mode: 'buggy' as const,
      tour: 3,
      talk,
      present: true,
      beat: 2,
      speaker: true,
      session: 'abc123',
    };
    const hash = encodeLinkHash(state);
    expect(hash).toMatch(/^v=2&p=tke-incident&m=buggy&tr=3&tk=[A-Za-z0-9_-]+&pr=1&b=2&sv=1&ps=abc123$/);
    expect(decodeLinkHash(hash)).toEqual({ ok: true, state });
    expect(encodeLinkHash({ mode: 'buggy', tour: 0, beat: 0, present: false, speaker: false })).toBe(
      'v=2&m=buggy&tr=0&b=0',
    );
  });
  it('a preset wins over an inline scenario; an inline one is compressed', () => {
    expect(encodeLinkHash({ preset: 'x', scenario: minimal, mode: 'buggy' })).toBe('v=2&p=x&m=buggy');
    expect(encodeLinkHash({ scenario: minimal, mode: 'buggy' })).toMatch(/^v=2&c=[A-Za-z0-9_-]+&m=buggy$/);
  });
  it('a full link drops any fragment of the base', () => {
    expect(encodeLink('https://x.org/app/#old', { mode: 'compare' })).toBe(
      'https://x.org/app/#v=2&m=compare',
    );
  });
});

describe('outcomeHash and makeLink', () => {
  let buggy: Trace;
  beforeEach(() => {
    buggy = runScenario(minimal, 'buggy');
  });
  let fixed: Trace;
  beforeEach(() => {
    fixed = runScenario(minimal, 'fixed');
  });
  it('fingerprints the final BPF map and connect results of the runs given, eight hex digits', () => {
    const b = outcomeHash({ buggy });
    const f = outcomeHash({ fixed });
    const both = outcomeHash({ buggy, fixed });
    expect([b, f, both].every((h) => /^[0-9a-f]{8}$/.test(h))).toBe(true);
    expect(new Set([b, f, both]).size).toBe(3);
    expect(outcomeHash({ fixed, buggy })).toBe(both); // the order of the keys does not matter
    expect(outcomeHash({})).toMatch(/^[0-9a-f]{8}$/);
  });
  it('changes when the final BPF map changes or a connect result changes', () => {
    const lastState = buggy.steps.at(-1)!;
    const noConnects = { ...buggy, steps: buggy.steps.map((s) => ({ ...s, emitted: {} })) };
    expect(outcomeHash({ buggy: noConnects })).not.toBe(outcomeHash({ buggy }));
    const earlier = {
      ...buggy,
      steps: [...buggy.steps.slice(0, -1), { ...lastState, state: buggy.steps[0]!.state }],
    };
    expect(outcomeHash({ buggy: earlier })).not.toBe(outcomeHash({ buggy }));
  });
  it('makeLink carries the outcome of the runs its mode shows', () => {
    expect(makeLink('http://x/', minimal, { preset: 'minimal-repro', mode: 'compare' })).toBe(
      `http://x/#v=2&p=minimal-repro&m=compare&o=${outcomeHash({ buggy, fixed })}`,
    );
    expect(makeLink('http://x/', minimal, { preset: 'minimal-repro', mode: 'fixed', at: 5 })).toBe(
      `http://x/#v=2&p=minimal-repro&m=fixed&t=5&o=${outcomeHash({ fixed })}`,
    );
  });
});
