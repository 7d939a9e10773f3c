import { describe, expect, it } from 'vitest';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import { decodeLinkHash } from '../link/decodeLink';
import { encodeLinkHash } from '../link/encodeLink';
import { validateScenario } from '../validate';
import { Checker } from '../validationContext';
import { materializeTalk, SHIPPED_TALKS } from './shippedTalks';
import { validateTalk } from './validateTalk';
import type { TalkV1 } from './types';

const talk: TalkV1 = {
  title: 'Rehearsed',
  targetMinutes: 12,
  beats: [
    {
      at: 32500,
      step: 32,
      view: 'buggy',
      focus: 'stage',
      caption: 'The release',
      note: 'Point at the chip.',
    },
    { at: 90000, step: 61, view: 'compare', focus: 'output:curl', caption: 'EPERM' },
  ],
};

describe('the talk field of scenario format v1', () => {
  it('round-trips through validation, and the scenario stays valid with it', () => {
    const c = new Checker();
    expect(validateTalk(c, JSON.parse(JSON.stringify(talk)), '$.talk', 200_000)).toEqual(talk);
    expect(c.errors).toEqual([]);
    const sc = { ...getPreset('minimal-repro')!.scenario, talk };
    expect(validateScenario(JSON.parse(JSON.stringify(sc)))).toMatchObject({ ok: true });
  });

  it('names the JSON path of every problem', () => {
    const c = new Checker();
    validateTalk(
      c,
      {
        title: 'x',
        beats: [
          { at: -1, step: 0, view: 'sideways', caption: 'a'.repeat(301), focus: 'output:<script>' },
          { at: 0, step: 0, view: 'buggy', caption: 'ok', extra: 1 },
        ],
      },
      '$.talk',
      1000,
    );
    expect(c.errors.map((e) => e.path)).toEqual([
      '$.talk.beats[0].at',
      '$.talk.beats[0].view',
      '$.talk.beats[0].focus',
      '$.talk.beats[0].caption',
      '$.talk.beats[1].extra',
    ]);
  });

  it('travels in a link, and a damaged talk in a link is refused with a reason', () => {
    const hash = encodeLinkHash({
      preset: 'tke-incident',
      mode: 'buggy',
      talk,
      present: true,
      beat: 2,
      session: 'abcd1234',
    });
    const r = decodeLinkHash(hash);
    expect(r).toMatchObject({ ok: true, state: { talk, present: true, beat: 2, session: 'abcd1234' } });
    const broken = decodeLinkHash(hash.replace(/tk=([^&]{20})/, 'tk=$1!!!'));
    expect(broken.ok).toBe(false);
    expect(decodeLinkHash('v=1&p=tke-incident&b=0')).toMatchObject({ ok: false });
    expect(decodeLinkHash('v=1&p=tke-incident&ps=NOT%20OK')).toMatchObject({ ok: false });
  });
});

describe('shipped talks', () => {
  it.each(SHIPPED_TALKS.map((t) => [t.id, t] as const))(
    '%s: every beat resolves to its moment',
    (_id, shipped) => {
      const sc = getPreset(shipped.preset)!.scenario;
      const traces = { buggy: runScenario(sc, 'buggy'), fixed: runScenario(sc, 'fixed') };
      const words = {
        title: 't',
        beats: Object.fromEntries(shipped.beats.map((b) => [b.id, { caption: b.id, note: '' }])),
      };
      const m = materializeTalk(shipped, traces, words);
      expect(m.beats).toHaveLength(shipped.beats.length);
      m.beats.forEach((b, i) => {
        const trace = b.view === 'fixed' ? traces.fixed : traces.buggy;
        expect(trace.steps[b.step]!.at, shipped.beats[i]!.id).toBe(b.at);
      });
      // A talk opens as it was rehearsed: the beats stand in the order of the story.
      const c = new Checker();
      expect(validateTalk(c, JSON.parse(JSON.stringify(m)), '$.talk', 400_000)).toEqual(m);
    },
  );

  it('the incident talk shows the release for ≥ one beat and ends on the fixed key', () => {
    const shipped = SHIPPED_TALKS.find((t) => t.id === 'incident')!;
    expect(shipped.beats.map((b) => b.id)).toContain('release');
    expect(shipped.beats.at(-1)!.view).toBe('compare');
  });
});
