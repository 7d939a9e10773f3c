import { compareAddr } from '../l3n4Addr';
import { pmValues } from '../pmap';
import type { ClusterState } from '../trace';
import { columns } from './columns';

/**
 * `cilium service list`: served by the agent's REST API from the frontends table
 * (pkg/loadbalancer/cell/restapi.go), not from the BPF map: one row per frontend, one line per backend of
 * its (possibly frozen) snapshot.
 */
export function renderServiceList(state: ClusterState): string {
  const rows: string[][] = [['ID', 'Frontend', 'Service Type', 'Backend']];
  const frontends = pmValues(state.agent.tables.frontends).sort(
    (a, b) => a.id - b.id || compareAddr(a.address, b.address),
  );
  for (const fe of frontends) {
    const first = fe.backends[0];
    rows.push([String(fe.id), fe.address, fe.type, first ? `1 => ${first} (active)` : '']);
    fe.backends.slice(1).forEach((b, i) => rows.push(['', '', '', `${i + 2} => ${b} (active)`]));
  }
  return columns(rows);
}
