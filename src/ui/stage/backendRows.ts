import { compareAddr } from '../../model/l3n4Addr';
import { pmValues } from '../../model/pmap';
import type { ClusterState, ReleaseRecord, Step } from '../../model/trace';
import { MAX_ROWS } from './layout';

export interface Chip {
  service: string;
  removed: boolean;
  /** Removed only because its key starts with the released name's bytes. */
  collateral: boolean;
}

export interface BackendRow {
  address: string;
  chips: Chip[];
  release?: ReleaseRecord;
}

/**
 * The backends table as the stage shows it at a step: current rows, plus rows this step's release deleted,
 * with the removed instances kept visible (struck through) so the prefix match can be seen.
 */
export function backendRows(state: ClusterState, step: Step): BackendRow[] {
  const rows = new Map<string, BackendRow>();
  for (const be of pmValues(state.agent.tables.backends)) {
    rows.set(be.address, {
      address: be.address,
      chips: be.instances.map((e) => ({ service: e.key.serviceName, removed: false, collateral: false })),
    });
  }
  for (const r of step.releases) {
    const row = rows.get(r.backend) ?? { address: r.backend, chips: [] };
    for (const x of r.removed) {
      if (!row.chips.some((c) => c.service === x.service)) {
        row.chips.push({ service: x.service, removed: true, collateral: r.collateral.includes(x.service) });
      }
    }
    row.release = r;
    rows.set(r.backend, row);
  }
  return [...rows.values()]
    .sort((a, b) => Number(!!b.release) - Number(!!a.release) || compareAddr(a.address, b.address))
    .slice(0, MAX_ROWS)
    .map((r) => ({ ...r, chips: r.chips.slice(0, 3) }));
}
