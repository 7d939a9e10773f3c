import { getPreset } from '../presets';
import type { ScenarioV1 } from '../types';
import { fewestWrites } from './fewestWrites';
import { fixedKeyKeeps } from './fixedKeyKeeps';
import { healWithoutFix } from './healWithoutFix';
import { minimalCase } from './minimalCase';
import { predictProve } from './predictProve';
import type { Lab } from './types';
import { workaroundSurvives } from './workaroundSurvives';

/** The labs in the order the list shows them: from reproducing the bug to the fix. */
export const LABS: readonly Lab[] = [
  minimalCase,
  predictProve,
  fewestWrites,
  workaroundSurvives,
  healWithoutFix,
  fixedKeyKeeps,
];

/** A lab by id, or undefined for an id no lab has (a link may carry anything). */
export function getLab(id: string): Lab | undefined {
  return LABS.find((l) => l.id === id);
}

/** The scenario a lab starts from (its preset's; a test holds every lab's preset to exist). */
export function labStartScenario(lab: Lab): ScenarioV1 {
  const s = getPreset(lab.start.preset)?.scenario;
  if (!s) throw new Error(`lab ${lab.id}: no preset ${lab.start.preset}`);
  return s;
}
