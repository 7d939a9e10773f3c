import lz from 'lz-string';
import { describe, expect, it } from 'vitest';
import { getPreset } from '../presets';
import { MAX_DURATION_MS } from '../validate';
import { decodeLinkHash } from './decodeLink';
import { MAX_LINK_AT_MS, MAX_LINK_CHARS } from './linkState';

const refused = (hash: string) => {
  const r = decodeLinkHash(hash);
  if (r.ok) throw new Error(`accepted ${hash.slice(0, 80)}`);
  return { code: r.problem.code, params: r.problem.params };
};
const state = (hash: string) => {
  const r = decodeLinkHash(hash);
  if (!r.ok) throw new Error(r.error);
  return r.state;
};
const packed = (v: unknown) => lz.compressToEncodedURIComponent(JSON.stringify(v));

describe('decodeLinkHash: what each parameter accepts', () => {
  it.each([
    ['', { mode: 'buggy' }],
    ['#', { mode: 'buggy' }],
    ['#v=1', { mode: 'buggy' }],
    ['v=001&m=fixed', { mode: 'fixed' }],
    ['&&m=compare&', { mode: 'compare' }],
    ['p=tke-incident', { mode: 'buggy', preset: 'tke-incident' }],
    ['t=0', { mode: 'buggy', at: 0 }],
    [`t=${MAX_LINK_AT_MS}`, { mode: 'buggy', at: MAX_LINK_AT_MS }],
    ['l=zh&th=light', { mode: 'buggy', lang: 'zh', theme: 'light' }],
    ['l=en&th=dark', { mode: 'buggy', lang: 'en', theme: 'dark' }],
    ['e=1&pr=1&sv=1', { mode: 'buggy', embed: true, present: true, speaker: true }],
    ['e=0&pr=true&sv=', { mode: 'buggy' }],
    ['tr=1', { mode: 'buggy', tour: 1 }],
    ['tr=99', { mode: 'buggy', tour: 99 }],
    ['b=1', { mode: 'buggy', beat: 1 }],
    ['b=999', { mode: 'buggy', beat: 999 }],
    ['ps=abcd', { mode: 'buggy', session: 'abcd' }],
    ['ps=0123456789abcdef', { mode: 'buggy', session: '0123456789abcdef' }],
    ['o=0123abcd', { mode: 'buggy', outcome: '0123abcd' }],
    ['x=1&unknown', { mode: 'buggy' }],
    ['m=%66ixed', { mode: 'fixed' }],
  ] as const)('%j opens as %j', (hash, expected) => {
    expect(state(hash)).toEqual(expected);
  });

  it.each([
    ['m=%E0%A4%A', 'linkBadEncoding', { param: '"m"' }],
    [`${'k'.repeat(30)}=%`, 'linkBadEncoding', { param: `"${'k'.repeat(20)}"` }],
    ['m=fixed&m=buggy', 'linkRepeated', { param: '"m"' }],
    [`${'r'.repeat(30)}&${'r'.repeat(30)}`, 'linkRepeated', { param: `"${'r'.repeat(20)}"` }],
    ['v=x', 'linkVersionNaN', { version: '"x"' }],
    ['v=', 'linkVersionNaN', { version: '""' }],
    ['v=1x', 'linkVersionNaN', { version: '"1x"' }],
    ['v=x1', 'linkVersionNaN', { version: '"x1"' }],
    ['v=1000', 'linkVersionNaN', { version: '"1000"' }],
    ['v=12345678901234', 'linkVersionNaN', { version: '"123456789012"' }],
    ['v=0', 'linkVersionZero', { version: 0 }],
    ['v=3', 'linkVersionNewer', { version: 3, max: 2 }],
    ['m=sideways', 'linkBadMode', { mode: '"sideways"' }],
    [`m=${'z'.repeat(30)}`, 'linkBadMode', { mode: `"${'z'.repeat(20)}"` }],
    ['p=nope', 'linkUnknownPreset', { preset: '"nope"' }],
    ['p=tke-incident&c=x', 'linkPresetAndInline', {}],
    ['c=', 'linkNotDecompressed', {}],
    ['c=!!!', 'linkNotDecompressed', {}],
    ['t=-1', 'linkBadMoment', { at: '"-1"', max: MAX_LINK_AT_MS }],
    ['t=1.5', 'linkBadMoment', { at: '"1.5"', max: MAX_LINK_AT_MS }],
    ['t=x1', 'linkBadMoment', { at: '"x1"', max: MAX_LINK_AT_MS }],
    ['t=1x', 'linkBadMoment', { at: '"1x"', max: MAX_LINK_AT_MS }],
    ['t=123456789', 'linkBadMoment', { at: '"123456789"', max: MAX_LINK_AT_MS }],
    [`t=${MAX_LINK_AT_MS + 1}`, 'linkBadMoment', { at: `"${MAX_LINK_AT_MS + 1}"`, max: MAX_LINK_AT_MS }],
    ['t=', 'linkBadMoment', { at: '""', max: MAX_LINK_AT_MS }],
    ['l=fr', 'linkBadLang', { lang: '"fr"' }],
    ['l=english-please', 'linkBadLang', { lang: '"english-pl"' }],
    ['th=blue', 'linkBadTheme', { theme: '"blue"' }],
    ['th=solarized-dark', 'linkBadTheme', { theme: '"solarized-"' }],
    ['tr=0', 'linkBadTour', { tour: '"0"' }],
    ['tr=100', 'linkBadTour', { tour: '"100"' }],
    ['tr=x1', 'linkBadTour', { tour: '"x1"' }],
    ['tr=1x', 'linkBadTour', { tour: '"1x"' }],
    ['tr=00', 'linkBadTour', { tour: '"00"' }],
    ['tr=12345678901', 'linkBadTour', { tour: '"1234567890"' }],
    ['tk=', 'linkTalkNotDecompressed', {}],
    ['tk=!!!x', 'linkTalkNotDecompressed', {}],
    [`tk=${lz.compressToEncodedURIComponent('{not json')}`, 'linkTalkNotDecompressed', {}],
    ['ps=abc', 'linkBadSession', { session: '"abc"' }],
    ['ps=ABCD', 'linkBadSession', { session: '"ABCD"' }],
    ['ps=0123456789abcdefg', 'linkBadSession', { session: '"0123456789abcdefg"' }],
    ['ps=xabcd!', 'linkBadSession', { session: '"xabcd!"' }],
    ['ps=!abcd', 'linkBadSession', { session: '"!abcd"' }],
    ['b=0', 'linkBadBeat', { beat: '"0"' }],
    ['b=1000', 'linkBadBeat', { beat: '"1000"' }],
    ['b=x1', 'linkBadBeat', { beat: '"x1"' }],
    ['b=1x', 'linkBadBeat', { beat: '"1x"' }],
    ['b=12345678901', 'linkBadBeat', { beat: '"1234567890"' }],
    ['o=0123ABCD', 'linkBadOutcome', {}],
    ['o=0123abc', 'linkBadOutcome', {}],
    ['o=x0123abcd', 'linkBadOutcome', {}],
    ['o=0123abcdx', 'linkBadOutcome', {}],
  ] as const)('%j (not at the link’s end) is refused: %s', (hash, code, params) => {
    // Followed by another parameter: a link cut off at its end is another case (below).
    expect(refused(`${hash}&x=1`)).toEqual({ code, params });
  });

  it('a link over the size limit is refused before it is read, with both sizes', () => {
    const long = `#m=${'x'.repeat(MAX_LINK_CHARS - 1)}`;
    expect(long.length - 1).toBe(MAX_LINK_CHARS + 1);
    expect(refused(long)).toEqual({
      code: 'linkTooLong',
      params: { size: (MAX_LINK_CHARS + 1).toLocaleString('en'), limit: MAX_LINK_CHARS.toLocaleString('en') },
    });
    // At the limit (the `#` is not counted) it is read: here, as a bad mode.
    expect(refused(long.slice(0, -1)).code).toBe('linkBadMode');
    expect(refused(long.slice(1, -1)).code).toBe('linkBadMode');
  });

  it('the English sentence is the problem worded whole', () => {
    const r = decodeLinkHash('m=sideways');
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining('"sideways"') });
  });
});

describe('decodeLinkHash: a link cut off at its end', () => {
  const full = 'v=1&p=minimal-repro&m=fixed&t=17000&l=zh&th=light&o=0123abcd';
  const opened = (hash: string) => {
    const r = decodeLinkHash(hash);
    if (!r.ok) throw new Error(r.error);
    return r;
  };

  it.each([
    // The outcome check cut short: everything else opens; the check is not there to pass.
    ['v=1&p=minimal-repro&m=fixed&t=17000&l=zh&th=light&o=0123a', 'o', 'linkBadOutcome'],
    ['v=1&p=minimal-repro&m=fixed&t=17000&l=zh&th=light&o=', 'o', 'linkBadOutcome'],
    ['v=1&p=minimal-repro&m=fixed&t=17000&l=zh&th=light&o', 'o', 'linkBadOutcome'],
  ] as const)('%j opens without its damaged %s', (hash, param, code) => {
    const r = opened(hash);
    expect(r.state).toEqual({
      preset: 'minimal-repro',
      mode: 'fixed',
      at: 17000,
      lang: 'zh',
      theme: 'light',
    });
    expect(r.dropped).toEqual({
      param,
      problem: { code, params: {} },
      kept: ['p', 'm', 't', 'l', 'th'],
    });
  });

  it.each([
    ['v=1&p=minimal-repro&m=fixed&t=17000&l=zh&th=li', 'th', ['p', 'm', 't', 'l']],
    ['v=1&p=minimal-repro&m=fixed&t=17000&l=zh&th=', 'th', ['p', 'm', 't', 'l']],
    ['v=1&p=minimal-repro&m=fixed&t=17000&l=z', 'l', ['p', 'm', 't']],
    ['v=1&p=minimal-repro&m=fixed&t=', 't', ['p', 'm']],
    ['v=1&p=minimal-repro&m=fix', 'm', ['p']],
    ['v=1&p=minimal-repro&tr=', 'tr', ['p']],
    ['v=1&p=minimal-repro&b=', 'b', ['p']],
    ['v=1&p=minimal-repro&ps=ab', 'ps', ['p']],
    [`v=1&p=minimal-repro&tk=${packed({ title: 'T', beats: [] }).slice(0, 12)}`, 'tk', ['p']],
  ] as const)('%j opens without its damaged %s, keeping %j', (hash, param, kept) => {
    const r = opened(hash);
    expect(r.state.preset).toBe('minimal-repro');
    expect(r.state.outcome).toBeUndefined();
    expect(r.dropped?.param).toBe(param);
    expect(r.dropped?.kept).toEqual(kept);
  });

  it('the whole link opens with nothing dropped', () => {
    expect(opened(full).dropped).toBeUndefined();
  });

  it.each([
    // Not what a cut leaves of a valid value: a wrong link, refused whole as before.
    ['v=1&p=minimal-repro&th=blue', 'linkBadTheme'],
    ['v=1&p=minimal-repro&o=0123ABCD', 'linkBadOutcome'],
    ['v=1&p=minimal-repro&o=0123abcdx', 'linkBadOutcome'],
    ['v=1&p=minimal-repro&l=fr', 'linkBadLang'],
    ['v=1&p=minimal-repro&tk=!!!x', 'linkTalkNotDecompressed'],
    // Damaged, but not at the end: not a cut.
    ['v=1&p=minimal-repro&th=li&o=0123abcd', 'linkBadTheme'],
    // The scenario itself cut short: nothing the author shared is left.
    ['v=1&p=minimal-re', 'linkUnknownPreset'],
  ] as const)('%j is refused: %s', (hash, code) => {
    expect(refused(hash).code).toBe(code);
  });
});

describe('decodeLinkHash: inline scenarios and talks', () => {
  it('an inline scenario opens as that scenario; a broken one lists its problems', () => {
    const sc = getPreset('minimal-repro')!.scenario;
    expect(state(`c=${packed(sc)}`)).toEqual({ mode: 'buggy', scenario: sc });
    const r = decodeLinkHash(`c=${packed({ ...sc, durationMs: -1, version: 9 })}`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.code).toBe('linkScenarioInvalid');
      expect(r.problem.params).toEqual({ count: r.problem.details!.length });
      expect(r.problem.details!.length).toBeGreaterThan(0);
    }
  });

  it('a talk opens as that talk; an invalid one is refused with its problems counted', () => {
    const talk = { title: 'T', beats: [{ at: 1000, step: 3, view: 'buggy', focus: 'stage', caption: 'c' }] };
    expect(state(`p=tke-incident&tk=${packed(talk)}`)).toEqual({
      mode: 'buggy',
      preset: 'tke-incident',
      talk,
    });
    const late = { title: 'T', beats: [{ at: MAX_DURATION_MS + 1, step: 3, view: 'buggy', caption: 'c' }] };
    const r = decodeLinkHash(`tk=${packed(late)}`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.code).toBe('linkTalkInvalid');
      expect(r.problem.params).toEqual({ count: 1 });
      expect(r.problem.details!.map((d) => d.path)).toEqual(['$.talk.beats[0].at']);
    }
    expect(refused(`tk=${packed([1, 2])}`)).toEqual({ code: 'linkTalkInvalid', params: { count: 1 } });
    expect(refused(`tk=${packed(null)}`)).toEqual({ code: 'linkTalkInvalid', params: { count: 1 } });
  });
});
