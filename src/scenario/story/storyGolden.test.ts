import { describe, expect, it } from 'vitest';
import type { KeyVariant } from '../../model/backendInstanceKey';
import { PRESETS, getPreset } from '../presets';
import { runScenario } from '../run';
import { computeBeats } from './beats';
import { findChapters } from './chapters';
import { storySchedule } from './storySchedule';

// How Play tells every shipped run, pinned: the chapters (which step starts each), every beat (the steps it
// covers, the step it shows, why it is notable, whether the story waits there, its dwell) and where it sits on the story clock. A change to
// chapter detection, beat compression, dwell times or the glide between beats shows up here as a diff to read.

const round = (n: number) => Math.round(n * 100) / 100;

function pin(id: string, v: KeyVariant): string {
  const trace = runScenario(getPreset(id)!.scenario, v);
  const chapters = findChapters(trace);
  const beats = computeBeats(trace);
  const schedule = storySchedule(trace, beats);
  const lines = [
    `chapters ${chapters.map((c) => `${c.id}@${c.step}/${c.at}`).join(' ')}`,
    ...schedule.clips.map(({ beat: b, start, dwellStart, end, fromAt }) =>
      [
        `beat ${b.index} [${b.from}-${b.to}] step ${b.step} ${trace.steps[b.step]!.kind}`,
        `reasons=${b.reasons.join(',') || '-'}`,
        b.chapter ? `chapter=${b.chapter}` : '',
        b.wait ? `wait=${b.wait}` : '',
        `dwell=${b.dwellMs}`,
        `clock=${round(start)}/${round(dwellStart)}/${round(end)}`,
        `from=${fromAt}`,
      ]
        .filter(Boolean)
        .join(' '),
    ),
    `total=${round(schedule.totalMs)} tail=${round(schedule.tailStart)} end=${schedule.endAt}`,
  ];
  return lines.join('\n') + '\n';
}

describe('story of every shipped run (golden files)', () => {
  it.each(PRESETS.flatMap((p) => (['buggy', 'fixed'] as const).map((v) => [p.id, v] as const)))(
    '%s (%s)',
    async (id, v) => {
      await expect(pin(id, v)).toMatchFileSnapshot(`__golden__/story.${id}.${v}.txt`);
    },
  );
});
