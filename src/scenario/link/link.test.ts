import fc from 'fast-check';
import lz from 'lz-string';
import { describe, expect, it } from 'vitest';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import { validateScenario } from '../validate';
import { decodeLinkHash } from './decodeLink';
import { encodeLinkHash } from './encodeLink';
import { LINK_VERSION, MAX_LINK_AT_MS } from './linkState';
import { makeLink } from './makeLink';
import { runs } from '../../testing/runs';
import { outcomeHash } from './outcomeHash';

const minimal = getPreset('minimal-repro')!.scenario;

/**
 * Links made by released versions. They must keep opening, with the same state and outcome, forever:
 * never edit these; add new ones when the link version changes.
 */
// The incident preset gained its opening in issue 10 (the agent going deaf, then the helm upgrade), so its
// outcome changed from 4e688db2: links made before that open with the "model changed" notice, by design.
const GOLDEN_V1 = [
  {
    hash: 'v=1&p=tke-incident&m=compare&t=32500&o=69cb5511',
    state: { preset: 'tke-incident', mode: 'compare', at: 32500, outcome: '69cb5511' },
  },
  {
    hash: 'v=1&c=N4IgbgpgTgzglgewHYgFwEYA0IAuccA2EauI2M0YcAxhDGgNqhICGAtnQA4u0kAmEAGYsArgRxkQrDiRx0J2HAE9OxVCADCBETDlQAkgAVJ1bbuhGS6AAwA6O3fSTOCKDnqomIF27QAOawBfAF0Q7AgkPhc4JBwAZQIaOkZg8MhYjwZQoA&m=fixed&t=1000&o=a84809da',
    state: { mode: 'fixed', at: 1000, outcome: 'a84809da' },
  },
] as const;

describe('share links', () => {
  it('round-trips every field', () => {
    const state = {
      scenario: minimal,
      mode: 'compare' as const,
      at: 16500,
      lang: 'zh' as const,
      theme: 'light' as const,
      embed: true,
      outcome: '0123abcd',
    };
    expect(decodeLinkHash(encodeLinkHash(state))).toEqual({ ok: true, state });
    expect(decodeLinkHash('#' + encodeLinkHash({ preset: 'tke-incident', mode: 'buggy' }))).toEqual({
      ok: true,
      state: { preset: 'tke-incident', mode: 'buggy' },
    });
  });

  it.each(GOLDEN_V1.map((g) => [g.hash.slice(0, 40), g] as const))(
    'golden v1 link %s still opens the same way',
    (_, g) => {
      const r = decodeLinkHash(g.hash);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.state).toMatchObject(g.state);
      // …and today's model still gives the outcome its author saw.
      const sc = r.state.preset ? getPreset(r.state.preset)!.scenario : r.state.scenario!;
      const traces =
        r.state.mode === 'compare'
          ? { buggy: runScenario(sc, 'buggy'), fixed: runScenario(sc, 'fixed') }
          : { [r.state.mode]: runScenario(sc, r.state.mode) };
      expect(outcomeHash(traces)).toBe(g.state.outcome);
    },
  );

  it('makeLink embeds the outcome of the runs it shows; buggy and fixed differ', () => {
    const a = makeLink('http://x/', minimal, { scenario: minimal, mode: 'buggy' });
    const b = makeLink('http://x/', minimal, { scenario: minimal, mode: 'fixed' });
    expect(a).toMatch(/^http:\/\/x\/#v=2&c=.+&m=buggy&o=[0-9a-f]{8}$/);
    expect(a.slice(-8)).not.toBe(b.slice(-8));
  });

  it.each([
    ['a truncated scenario', (h: string) => h.replace(/&m=.*/, '').slice(0, -25), /damaged|not valid/],
    ['an unknown preset', () => 'v=1&p=nope', /preset "nope"/],
    ['a newer version', () => 'v=9&p=tke-incident', /newer nonroutable/],
    ['a bad mode', () => 'v=1&p=tke-incident&m=<script>', /mode/],
    ['an absurd moment', () => 'v=1&p=tke-incident&t=1e308', /moment/],
    ['a negative moment', () => 'v=1&p=tke-incident&t=-5', /moment/],
    ['bad URL encoding', () => 'v=1&p=%E0%A4%A', /URL encoding/],
    ['a 200 kB link', () => 'v=1&c=' + 'A'.repeat(200_000), /not read/],
    ['a repeated parameter', () => 'v=1&m=buggy&m=fixed', /twice/],
  ])('rejects %s with a clear message', (_, make, msg) => {
    const r = decodeLinkHash(make(encodeLinkHash({ scenario: minimal, mode: 'buggy' })));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(msg);
  });

  it('reads a link without v= as version 1, and refuses versions it does not know', () => {
    expect(decodeLinkHash('p=tke-incident&m=fixed')).toEqual({
      ok: true,
      state: { preset: 'tke-incident', mode: 'fixed' },
    });
    const codeOf = (h: string) => {
      const r = decodeLinkHash(h);
      return r.ok ? 'ok' : r.problem.code;
    };
    expect(codeOf(`v=${LINK_VERSION}&p=tke-incident`)).toBe('ok');
    expect(codeOf(`v=${LINK_VERSION + 1}&p=tke-incident`)).toBe('linkVersionNewer');
    expect(codeOf('v=0&p=tke-incident')).toBe('linkVersionZero');
    expect(codeOf('v=one&p=tke-incident')).toBe('linkVersionNaN');
  });

  it('defaults to the buggy key and reads every optional field', () => {
    expect(decodeLinkHash('v=1&p=minimal-repro')).toEqual({
      ok: true,
      state: { preset: 'minimal-repro', mode: 'buggy' },
    });
    expect(decodeLinkHash('v=1&m=compare&t=0&l=en&th=dark&e=0&o=0123abcd')).toEqual({
      ok: true,
      state: { mode: 'compare', at: 0, lang: 'en', theme: 'dark', outcome: '0123abcd' },
    });
  });

  it('accepts moments up to the longest run and no later', () => {
    const at = (t: number) => decodeLinkHash(`v=1&p=tke-incident&t=${t}`);
    expect(at(MAX_LINK_AT_MS)).toMatchObject({ ok: true, state: { at: MAX_LINK_AT_MS } });
    expect(at(MAX_LINK_AT_MS + 1)).toMatchObject({ ok: false, problem: { code: 'linkBadMoment' } });
  });

  it.each([
    ['v=1&p=tke-incident&c=abc', 'linkPresetAndInline'],
    ['v=1&p=tke-incident&l=fr', 'linkBadLang'],
    ['v=1&p=tke-incident&th=blue', 'linkBadTheme'],
    ['v=1&p=tke-incident&o=xyz', 'linkBadOutcome'],
    ['v=1&c=' + lz.compressToEncodedURIComponent('{"version":1,'), 'linkScenarioInvalid'],
  ])('refuses %s as %s', (hash, code) => {
    expect(decodeLinkHash(hash)).toMatchObject({ ok: false, problem: { code } });
  });

  it("lists the first three of an inline scenario's problems and counts the rest", () => {
    const bad = { ...JSON.parse(JSON.stringify(minimal)), services: [1, 2, 3, 4, 5] };
    const r = decodeLinkHash(`v=1&c=${lz.compressToEncodedURIComponent(JSON.stringify(bad))}`);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // 5 bad services, then 1 annotate event that now names an unknown Service (slices may name one).
    expect(r.problem.details).toHaveLength(6);
    expect(r.error).toBe(
      `The scenario in the link is not valid: $.services[0] must be an object, got number 1; ` +
        `$.services[1] must be an object, got number 2; $.services[2] must be an object, got number 3` +
        ' (and 3 more).',
    );
  });

  it('treats markup and __proto__ in an inline scenario as data', () => {
    const hostile = {
      ...JSON.parse(JSON.stringify(minimal)),
      title: '<img src=x onerror=alert(1)>',
      __proto__x: 1,
    };
    const text = JSON.stringify(hostile).replace('"__proto__x":1', '"__proto__":{"polluted":true}');
    const r = decodeLinkHash(`v=1&c=${lz.compressToEncodedURIComponent(text)}`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/\$\.__proto__/);
  });
});

describe('fuzz (fast-check): the decoder and the validator never throw', () => {
  const valid = encodeLinkHash({ scenario: minimal, mode: 'compare', at: 1000 });
  let count = 0;
  const check = (input: string) => {
    count++;
    const r = decodeLinkHash(input);
    if (r.ok) {
      if (r.state.scenario)
        expect(validateScenario(JSON.parse(JSON.stringify(r.state.scenario))).ok).toBe(true);
    } else expect(r.error.length).toBeGreaterThan(10);
  };

  it('random strings, mutated valid links, and mutated scenario JSON: ≥ 100,000 inputs', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => check(s)),
      { numRuns: runs(30_000) },
    );
    const mutate = fc.tuple(fc.nat({ max: valid.length }), fc.nat({ max: 40 }), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(mutate, ([at, del, ins]) => check(valid.slice(0, at) + ins + valid.slice(at + del))),
      { numRuns: runs(40_000) },
    );
    const json = JSON.stringify(minimal);
    fc.assert(
      fc.property(
        mutate,
        fc.constantFrom('', '"', '{', '[', 'null', '-1', '1e999', '"__proto__"', ':'),
        ([at, del, ins], tok) => {
          const text = json.slice(0, at % json.length) + tok + ins + json.slice((at % json.length) + del);
          check(`v=1&c=${lz.compressToEncodedURIComponent(text)}`);
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            return;
          }
          const v = validateScenario(parsed);
          if (!v.ok) expect(v.errors[0]!.path.startsWith('$')).toBe(true);
        },
      ),
      { numRuns: runs(35_000) },
    );
    expect(count).toBeGreaterThanOrEqual(runs(30_000) + runs(40_000) + runs(35_000));
    console.log(`fuzz: ${count} link inputs decoded without an uncaught exception`);
  }, 300_000); // ~35 s of CPU; on a loaded, shared machine the wall clock can be several times that
});
