import type { ScenarioV1 } from '../types';
import { longerNameReleased, noSharedPrefix, otherNamespace, prefixDifferentPort } from './counterExamples';
import { minimalRepro } from './minimalRepro';
import { tkeIncident } from './tkeIncident';

export interface Preset {
  id: string;
  scenario: ScenarioV1;
  /** Does the bug fire with the buggy key? (Checked by tests against the model.) */
  bugFires: boolean;
}

export const PRESETS: readonly Preset[] = [
  { id: 'tke-incident', scenario: tkeIncident, bugFires: true },
  { id: 'minimal-repro', scenario: minimalRepro, bugFires: true },
  { id: 'no-shared-prefix', scenario: noSharedPrefix, bugFires: false },
  { id: 'prefix-different-port', scenario: prefixDifferentPort, bugFires: false },
  { id: 'longer-name-released', scenario: longerNameReleased, bugFires: false },
  { id: 'other-namespace', scenario: otherNamespace, bugFires: false },
];

export const DEFAULT_PRESET_ID = 'tke-incident';

export function getPreset(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}
