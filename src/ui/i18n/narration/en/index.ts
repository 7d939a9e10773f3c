import { secs } from '../format';
import type { Phrasebook } from '../types';
import { agentEn } from './agent';
import { connectEn } from './connect';
import { controlPlaneEn } from './controlPlane';
import { kubectlEn } from './kubectl';
import { notesEn } from './notes';
import { tablesEn } from './tables';
import { errno } from './words';

/** The story in English. */
export const phrasebookEn: Phrasebook = {
  phrases: { ...agentEn, ...controlPlaneEn, ...kubectlEn, ...tablesEn, ...connectEn, ...notesEn },
  sentenceGap: ' ',
  errno,
  noteLabel: { inferred: 'inferred', sources: 'Sources disagree' },
  runNote: (count, from, to) =>
    `This beat stands for ${count} similar steps, from ${secs(from)} s to ${secs(to)} s.`,
};
