import { fixedKeyStart, ordersCluster, predictCluster, workaroundStart } from '../labs/scenarios';
import type { Preset } from './index';

/**
 * The Labs' own starting clusters. Presets a link can name (`p=lab-orders`, translated like any preset) that
 * the scenario list and the gallery do not offer: each is a lab's starting point, not a story of its own.
 */
export const LAB_PRESETS: readonly Preset[] = (
  [
    ['lab-predict', predictCluster],
    ['lab-orders', ordersCluster],
    ['lab-workaround', workaroundStart],
    ['lab-fixed-key', fixedKeyStart],
  ] as const
).map(([id, scenario]) => ({
  id,
  scenario,
  // A lab starts from a healthy cluster: what breaks it (or not) is the reader's to type.
  bugFires: false,
  ends: { buggy: 'healthy', fixed: 'healthy' },
}));
