import { getLab } from './labs';
import { playSteps, startSession, type LabSession } from './playSolution';
import type { SolutionStep } from './types';

/** Test helpers: a lab by id, a command step, a lab played from its start, and its verdict. */
export const lab = (id: string) => getLab(id)!;
/** A command step; with `yaml`, the line is fed it as a here-document (`kubectl apply -f - <<'EOF' …`). */
export const cmd = (line: string, yaml?: string): SolutionStep => ({
  kind: 'command',
  line: yaml === undefined ? line : `${line} <<'EOF'\n${yaml.endsWith('\n') ? yaml : `${yaml}\n`}EOF`,
});
export const play = (id: string, steps: SolutionStep[]) => playSteps(startSession(lab(id)), steps);
export const verdict = (id: string, s: LabSession) => lab(id).check(s);
