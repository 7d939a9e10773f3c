import { getLab } from './labs';
import { playSteps, startSession, type LabSession } from './playSolution';
import type { SolutionStep } from './types';

/** Test helpers: a lab by id, a command step, a lab played from its start, and its verdict. */
export const lab = (id: string) => getLab(id)!;
export const cmd = (line: string, yaml?: string): SolutionStep => ({
  kind: 'command',
  line,
  ...(yaml ? { yaml } : {}),
});
export const play = (id: string, steps: SolutionStep[]) => playSteps(startSession(lab(id)), steps);
export const verdict = (id: string, s: LabSession) => lab(id).check(s);
