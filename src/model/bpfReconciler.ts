import { entryFrontend, isNonRoutable, type BpfService } from './bpfMap';
import type { Sim } from './engine';
import { frontendRow, isSurrogate, type Frontend } from './frontend';
import { compareAddr, l3n4Addr, parseL3n4Addr, type L3n4Addr } from './l3n4Addr';
import { IdMapEditor, imGet } from './idMap';
import { PMapEditor, pmValues } from './pmap';
import type { TableChange } from './trace';

/**
 * The BPF reconciler: programs every Pending frontend (master entry with `count` + one slot per backend,
 * stale slots deleted; a NodePort frontend also at each node address), marks it Done, and, once the tables are synced, deletes entries of frontends that
 * no longer exist. IDs are handed out in address order the first time a frontend is programmed, and an
 * address keeps the ID already in the map (so IDs survive agent restarts).
 */
export function bpfReconcile(sim: Sim) {
  const agent = sim.state.agent;
  const bpf = sim.state.bpf;
  const services = new PMapEditor(bpf.services);
  const frontends = new IdMapEditor(agent.tables.frontends);
  let nextId = bpf.nextId;
  const changes: TableChange[] = [];
  let emptied = 0;
  // Only frontends a transaction wrote as Pending can be Pending: look at those, not the whole table.
  const work = sim.bpfWork;
  const pending: Frontend[] = [];
  for (const addr of work.pending) {
    const fe = imGet(agent.tables.frontends, addr);
    if (fe?.status === 'Pending') pending.push(fe);
  }
  work.pending.clear();
  sortByAddress(pending);
  for (let i = 0; i < pending.length; i++) {
    const fe = pending[i]!;
    // A NodePort frontend is written as its surrogate `0.0.0.0:<nodePort>` and once more per node address,
    // each with its own rev-NAT ID: surrogate first, then the node's addresses (bpf_reconciler, lbmaps).
    const addrs = isSurrogate(fe) ? [fe.address, ...nodeAddresses(fe.address, sim.node.ip)] : [fe.address];
    let id = 0;
    for (let a = 0; a < addrs.length; a++) {
      const address = addrs[a]!;
      const own = address === fe.address;
      // A node address that is some frontend's own address is that frontend's entry, not this one's.
      if (!own && frontends.get(address)) continue;
      const old = services.get(address);
      const entryId = (own ? fe.id : 0) || old?.revNat || nextId++;
      if (own) id = entryId;
      const entry: BpfService = {
        frontend: address,
        ...(own ? {} : { owner: fe.address }),
        type: fe.type,
        service: fe.serviceName,
        revNat: entryId,
        backends: fe.backends,
        nonRoutable: own && isNonRoutable(fe),
      };
      services.set(address, entry);
      if (!old || old.backends.join() !== entry.backends.join()) {
        // The entry written is the committed one (a programmed frontend exists, so the sweep keeps it).
        if (entry.backends.length === 0) emptied++;
        changes.push({
          table: 'bpf',
          key: address,
          op: old ? 'update' : 'insert',
          service: fe.serviceName,
          count: entry.backends.length,
          was: old ? old.backends.length : null,
        });
      }
    }
    frontends.set(fe.address, frontendRow(fe, id, fe.backends, 'Done', sim.now));
  }
  // Entries without a frontend can only appear when a frontend is deleted or the tables were rebuilt.
  if (agent.synced && work.sweep) {
    work.sweep = false;
    for (const old of pmValues(bpf.services)) {
      if (!frontends.get(entryFrontend(old))) {
        services.delete(old.frontend);
        changes.push({
          table: 'bpf',
          key: old.frontend,
          op: 'delete',
          service: old.service,
          was: old.backends.length,
        });
      }
    }
  }
  if (!pending.length && !changes.length) return;
  const committed = services.commit();
  sim.set('bpf', { services: committed, nextId });
  sim.set('agent', { ...agent, tables: { ...agent.tables, frontends: frontends.commit() } });
  sim.record('bpf', { kind: 'bpfReconcile', programmed: pending.length, emptied }, { changes });
}

/** The NodePort surrogate's port on each of the node's addresses (the model's nodes have one IPv4 address). */
function nodeAddresses(surrogate: L3n4Addr, nodeIP: string): L3n4Addr[] {
  const p = parseL3n4Addr(surrogate);
  return p ? [l3n4Addr(nodeIP, p.port, p.protocol)] : [];
}

/**
 * Sorts frontends in address order. `compareAddr` reads the numbers in place: sort keys (`addrSortKey`) cost a
 * regular expression and a few strings per address, and a first sync reconciles every frontend at once.
 */
function sortByAddress(fes: Frontend[]) {
  fes.sort(byAddress);
}

function byAddress(a: Frontend, b: Frontend): number {
  return compareAddr(a.address, b.address);
}
