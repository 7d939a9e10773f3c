import { bpfRows, type BpfRow } from '../bpfMap';
import { compareAddr } from '../l3n4Addr';
import { pmValues } from '../pmap';
import type { ClusterState } from '../trace';
import { columns } from './columns';

/** Every slot of the BPF LB map, frontends in address order, backend slots before the master entry. */
export function bpfTableRows(state: ClusterState): BpfRow[] {
  return pmValues(state.bpf.services)
    .sort((a, b) => compareAddr(a.frontend, b.frontend))
    .flatMap((s) => bpfRows(s).sort((a, b) => b.slot - a.slot));
}

/** One row as `cilium bpf lb list` prints it: [key column, value column]. */
export function bpfRowCells(r: BpfRow): [string, string] {
  const value =
    r.slot === 0 ? `0.0.0.0:0 (${r.revNat}) (0) ${r.flags}` : `${r.backend} (${r.revNat}) (${r.slot})`;
  return [`${r.frontend} (${r.slot})`, value];
}

/** `cilium bpf lb list`. */
export function renderBpfLbList(state: ClusterState): string {
  return columns([
    ['SERVICE ADDRESS', 'BACKEND ADDRESS (REVNAT_ID) (SLOT)'],
    ...bpfTableRows(state).map(bpfRowCells),
  ]);
}
