import { beforeAll, describe, expect, it } from 'vitest';
import { pmValues } from '../../model/pmap';
import type { Trace } from '../../model/trace';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import { resolveMoment } from '../story/moment';
import { materializeTalk, SHIPPED_TALKS, shippedTalkOf, type ShippedTalk } from './shippedTalks';

let traces: { buggy: Trace; fixed: Trace };
beforeAll(() => {
  const sc = getPreset('tke-incident')!.scenario;
  traces = { buggy: runScenario(sc, 'buggy'), fixed: runScenario(sc, 'fixed') };
});

describe('shipped talks', () => {
  it('each preset with a talk finds it; others and no preset find none', () => {
    expect(shippedTalkOf('tke-incident')?.id).toBe('incident');
    expect(shippedTalkOf('minimal-repro')?.id).toBe('minimal');
    expect(shippedTalkOf('workaround')).toBeUndefined();
    expect(shippedTalkOf(null)).toBeUndefined();
  });

  it('every beat of every shipped talk names a moment its run has (none falls back to the start)', () => {
    for (const talk of SHIPPED_TALKS) {
      const sc = getPreset(talk.preset)!.scenario;
      const runs = { buggy: runScenario(sc, 'buggy'), fixed: runScenario(sc, 'fixed') };
      for (const b of talk.beats)
        expect(
          resolveMoment(b.view === 'fixed' ? runs.fixed : runs.buggy, b.moment),
          `${talk.id}/${b.id}`,
        ).toBeTypeOf('number');
    }
  });

  it('the incident talk’s “nothing looks broken” beat shows every BPF entry with backends again', () => {
    const frozen = shippedTalkOf('tke-incident')!.beats.find((b) => b.id === 'frozen')!;
    const step = traces.buggy.steps[resolveMoment(traces.buggy, frozen.moment)!]!;
    const counts = pmValues(step.state.bpf.services).map((e) => e.backends.length);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((n) => n > 0)).toBe(true);
    // …while the victim's instance is already gone from the backends table (the hidden loss).
    expect(step.index).toBeGreaterThan(resolveMoment(traces.buggy, { chapter: 'prefixRelease' })!);
  });

  it('materializeTalk: each beat at its moment in the run it shows, in the words given (the id when none)', () => {
    const talk: ShippedTalk = {
      id: 'incident',
      preset: 'tke-incident',
      targetMinutes: 5,
      beats: [
        { id: 'a', moment: { chapter: 'exactRelease' }, view: 'fixed', focus: 'stage' },
        { id: 'b', moment: { chapter: 'prefixRelease' }, view: 'compare', focus: 'keyInspector' },
        { id: 'c', moment: { chapter: 'exactRelease' }, view: 'buggy', focus: 'output:curl' },
      ],
    };
    const m = materializeTalk(talk, traces, {
      title: 'Words',
      beats: { a: { caption: 'A', note: 'note A' }, b: { caption: 'B', note: '' } },
    });
    const exact = resolveMoment(traces.fixed, { chapter: 'exactRelease' })!;
    const prefix = resolveMoment(traces.buggy, { chapter: 'prefixRelease' })!;
    expect(m).toEqual({
      title: 'Words',
      targetMinutes: 5,
      beats: [
        {
          at: traces.fixed.steps[exact]!.at,
          step: exact,
          view: 'fixed',
          focus: 'stage',
          caption: 'A',
          note: 'note A',
        },
        {
          at: traces.buggy.steps[prefix]!.at,
          step: prefix,
          view: 'compare',
          focus: 'keyInspector',
          caption: 'B',
        },
        // The buggy run has no exactRelease: the beat opens at the start.
        { at: traces.buggy.steps[0]!.at, step: 0, view: 'buggy', focus: 'output:curl', caption: 'c' },
      ],
    });
  });
});
