import type { KeyByte } from '../../../../scenario/story/compareNarrative';
import type { ComparePhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c } from '../format';

/** A byte as hex with its character, e.g. `2d` (`-`). */
const byte = (b: KeyByte) => `${c(b.hex)} (${c(b.glyph)})`;

export const compareEn: Wording<ComparePhrases> = {
  keysPart: (x) =>
    `The runs part at byte ${x.position}: ${byte(x.fixedByte)} in the fixed lookup prefix, ${byte(x.victimByte)} in ${c(x.victim)}'s key — no match, so it keeps its instance. The buggy prefix ends before that byte, after the ${x.nameBytes} bytes of ${c(x.released)} (${c(`… ${x.buggyTail.map((b) => b.hex).join(' ')}`)}), and ${c(x.victim)}'s key starts with all of them: its instance is released too.`,
  priorityAfterPart: (x) =>
    `${c(x.victim)}'s stored key ends in ${c(x.storedTail.join(' '))} under both keys (the agent stores the Kubernetes source as priority ${x.priority}; the write-up says 0): those bytes come after byte ${x.position}, so they change neither outcome.`,
  runsPartHere: () => `Here the two runs first differ.`,
};
