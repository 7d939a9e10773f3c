import { secs } from '../format';
import type { Phrasebook } from '../types';
import { agentEn } from './agent';
import { compareEn } from './compare';
import { connectEn } from './connect';
import { controlPlaneEn } from './controlPlane';
import { kubectlEn } from './kubectl';
import { notesEn } from './notes';
import { tablesEn } from './tables';
import { errno } from './words';

/** The story in English. */
export const phrasebookEn: Phrasebook = {
  phrases: {
    ...agentEn,
    ...controlPlaneEn,
    ...kubectlEn,
    ...tablesEn,
    ...connectEn,
    ...notesEn,
    ...compareEn,
  },
  sentenceGap: ' ',
  errno,
  compareWords: { both: 'Both keys', more: 'Full text', less: 'Shorter', divergence: 'First divergence' },
  noteLabel: { inferred: 'inferred', sources: 'Sources disagree' },
  runNote: (count, from, to) =>
    `This beat stands for ${count} routine steps, from ${secs(from)} s to ${secs(to)} s: the stage passes through them while this narration tells the one that explains them.`,
};
