import type { ScenarioV1 } from '../types';
import { longerNameReleased, noSharedPrefix, otherNamespace, prefixDifferentPort } from './counterExamples';
import { emptyCluster, firstHypothesis, incidentNodes, incidentRelist, workaround } from './incidentVariants';
import { LAB_PRESETS } from './labPresets';
import { minimalRepro } from './minimalRepro';
import { tkeIncident } from './tkeIncident';

export interface Preset {
  id: string;
  scenario: ScenarioV1;
  /** Does the bug fire with the buggy key? (Checked by tests against the model.) */
  bugFires: boolean;
  /**
   * How the run ends, per key: `broken` when its last connect fails. Default: broken with the buggy key
   * exactly when the bug fires, healthy with the fixed key.
   */
  ends?: { buggy: 'broken' | 'healthy'; fixed: 'broken' | 'healthy' };
}

export const PRESETS: readonly Preset[] = [
  { id: 'tke-incident', scenario: tkeIncident, bugFires: true },
  { id: 'minimal-repro', scenario: minimalRepro, bugFires: true },
  { id: 'no-shared-prefix', scenario: noSharedPrefix, bugFires: false },
  { id: 'prefix-different-port', scenario: prefixDifferentPort, bugFires: false },
  { id: 'longer-name-released', scenario: longerNameReleased, bugFires: false },
  { id: 'other-namespace', scenario: otherNamespace, bugFires: false },
  { id: 'tke-incident-nodes', scenario: incidentNodes, bugFires: true },
  {
    id: 'tke-incident-relist',
    scenario: incidentRelist,
    bugFires: true,
    ends: { buggy: 'healthy', fixed: 'healthy' },
  },
  {
    id: 'first-hypothesis',
    scenario: firstHypothesis,
    bugFires: false,
    ends: { buggy: 'broken', fixed: 'broken' },
  },
  {
    id: 'workaround',
    scenario: workaround,
    bugFires: true,
    ends: { buggy: 'healthy', fixed: 'healthy' },
  },
  {
    id: 'empty-cluster',
    scenario: emptyCluster,
    bugFires: false,
    ends: { buggy: 'healthy', fixed: 'healthy' },
  },
];

export const DEFAULT_PRESET_ID = 'tke-incident';

/** A preset by id: one of the list, or a lab's starting cluster (`LAB_PRESETS`, which the list leaves out). */
export function getPreset(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id) ?? LAB_PRESETS.find((p) => p.id === id);
}

export { LAB_PRESETS };
