import { isNonRoutable, type BpfService } from './bpfMap';
import type { Sim } from './engine';
import type { Frontend } from './frontend';
import { compareAddr } from './l3n4Addr';
import { PMapEditor, pmGet, pmKeys, pmValues } from './pmap';
import type { TableChange } from './trace';

/**
 * The BPF reconciler: programs every Pending frontend (master entry with `count` + one slot per backend,
 * stale slots deleted), marks it Done, and, once the tables are synced, deletes entries of frontends that
 * no longer exist. IDs are handed out in address order the first time a frontend is programmed, and an
 * address keeps the ID already in the map (so IDs survive agent restarts).
 */
export function bpfReconcile(sim: Sim) {
  const agent = sim.state.agent;
  const bpf = sim.state.bpf;
  const services = new PMapEditor(bpf.services);
  const frontends = new PMapEditor(agent.tables.frontends);
  let nextId = bpf.nextId;
  const changes: TableChange[] = [];
  const pending = pmValues(agent.tables.frontends)
    .filter((fe: Frontend) => fe.status === 'Pending')
    .sort((a, b) => compareAddr(a.address, b.address));
  for (const fe of pending) {
    const old = services.get(fe.address);
    const id = fe.id || old?.revNat || nextId++;
    const entry: BpfService = {
      frontend: fe.address,
      type: fe.type,
      revNat: id,
      backends: fe.backends,
      nonRoutable: isNonRoutable(fe),
    };
    services.set(fe.address, entry);
    frontends.set(fe.address, { ...fe, id, status: 'Done', since: sim.now });
    if (!old || old.backends.join() !== entry.backends.join()) {
      changes.push({
        table: 'bpf',
        key: fe.address,
        op: old ? 'update' : 'insert',
        detail: `count ${entry.backends.length} (was ${old ? old.backends.length : '—'})`,
      });
    }
  }
  if (agent.synced) {
    for (const addr of pmKeys(bpf.services)) {
      if (!frontends.get(addr)) {
        services.delete(addr);
        changes.push({ table: 'bpf', key: addr, op: 'delete' });
      }
    }
  }
  if (!pending.length && !changes.length) return;
  const committed = services.commit();
  sim.set('bpf', { services: committed, nextId });
  sim.set('agent', { ...agent, tables: { ...agent.tables, frontends: frontends.commit() } });
  const emptied = changes.filter(
    (c) => c.op !== 'delete' && pmGet(committed, c.key)?.backends.length === 0,
  ).length;
  sim.record(
    'bpf',
    'bpfReconcile',
    `BPF reconciler programs ${pending.length} frontend(s)` +
      (emptied ? `; ${emptied} now have count 0 and no backend slots` : ''),
    { programmed: pending.length, emptied },
    { changes },
  );
}
