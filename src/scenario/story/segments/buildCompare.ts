import type { CompareNarrative } from '../compareNarrative';
import { narrationSegments } from './buildNarration';
import { ph, type Phrase } from './phrases';

/** Whose step a line of compare view's narration tells: both runs' (they did the same), or one run's. */
export type CompareRun = 'both' | 'buggy' | 'fixed';

export interface CompareSegments {
  runs: { run: CompareRun; what: Phrase[] }[];
  /** At the first divergence: why the two keys part here. */
  why: Phrase[];
}

/** Compare view's narration at one moment, in no language: one line per run (one when alike), then why. */
export function compareSegments(c: CompareNarrative): CompareSegments {
  const buggy = narrationSegments(c.buggy).what;
  const fixed = narrationSegments(c.fixed).what;
  // Phrases are plain data: the same phrases with the same facts say the same thing in every language.
  const same = JSON.stringify(buggy) === JSON.stringify(fixed);
  const runs: CompareSegments['runs'] = same
    ? [{ run: 'both', what: buggy }]
    : [
        { run: 'buggy', what: buggy },
        { run: 'fixed', what: fixed },
      ];
  const k = c.keys;
  const why = k
    ? [
        ph('keysPart', {
          released: k.released,
          victim: k.victim,
          nameBytes: k.nameBytes,
          buggyTail: k.buggyTail,
          position: k.position,
          fixedByte: k.fixedByte,
          victimByte: k.victimByte,
        }),
        ph('priorityAfterPart', {
          victim: k.victim,
          storedTail: k.storedTail,
          priority: k.priority,
          position: k.position,
        }),
      ]
    : c.atDivergence
      ? [ph('runsPartHere')]
      : [];
  return { runs, why };
}
