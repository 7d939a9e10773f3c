import { fixedKeyStart, ordersCluster, predictCluster, workaroundStart } from '../labs/scenarios';
import type { Preset } from './index';

/**
 * The Labs' own starting clusters. Presets a link can name (`p=lab-orders`, translated like any preset) that
 * the scenario list and the gallery do not offer: each is a lab's starting point, not a story of its own.
 */
export const LAB_PRESETS: readonly Preset[] = [
  {
    id: 'lab-predict',
    scenario: predictCluster,
    bugFires: false,
    ends: { buggy: 'healthy', fixed: 'healthy' },
  },
  {
    id: 'lab-orders',
    scenario: ordersCluster,
    bugFires: false,
    ends: { buggy: 'healthy', fixed: 'healthy' },
  },
  {
    id: 'lab-workaround',
    scenario: workaroundStart,
    bugFires: false,
    ends: { buggy: 'healthy', fixed: 'healthy' },
  },
  {
    id: 'lab-fixed-key',
    scenario: fixedKeyStart,
    bugFires: false,
    ends: { buggy: 'healthy', fixed: 'healthy' },
  },
];
