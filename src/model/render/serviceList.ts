import { pmValues } from '../pmap';
import type { ClusterState } from '../trace';
import { columns } from './columns';

/** `cilium service list`: one row per programmed frontend, one line per backend. */
export function renderServiceList(state: ClusterState): string {
  const rows: string[][] = [['ID', 'Frontend', 'Service Type', 'Backend']];
  const entries = pmValues(state.bpf.services).sort((a, b) => a.revNat - b.revNat);
  for (const s of entries) {
    const first = s.backends[0];
    rows.push([String(s.revNat), s.frontend, s.type, first ? `1 => ${first} (active)` : '']);
    s.backends.slice(1).forEach((b, i) => rows.push(['', '', '', `${i + 2} => ${b} (active)`]));
  }
  return columns(rows);
}
