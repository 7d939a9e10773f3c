import { describe, expect, it } from 'vitest';
import { bpfService, clusterState, frontend, simAt } from '../testing/clusterState';
import { bpfReconcile } from './bpfReconciler';
import { pmGet, pmKeys } from './pmap';
import type { ClusterState } from './trace';

function withAgent(s: ClusterState, synced: boolean): ClusterState {
  return { ...s, agent: { ...s.agent, synced } };
}

describe('BPF reconciler', () => {
  it('does not prune entries before the first sync: a restarted agent keeps the datapath working', () => {
    const s = clusterState({
      bpf: [bpfService({ frontend: '10.96.0.1:80/TCP', service: 'default/a', backends: ['1.1.1.1:80/TCP'] })],
    });
    const before = simAt(withAgent(s, false));
    bpfReconcile(before);
    expect(pmKeys(before.state.bpf.services)).toEqual(['10.96.0.1:80/TCP']);
    expect(before.steps).toEqual([]);
    const after = simAt(withAgent(s, true));
    bpfReconcile(after);
    expect(pmKeys(after.state.bpf.services)).toEqual([]);
    expect(after.steps[0]!.changes).toEqual([
      { table: 'bpf', key: '10.96.0.1:80/TCP', op: 'delete', service: 'default/a' },
    ]);
  });

  it('programs Pending frontends in address order, handing out IDs, and marks them Done', () => {
    const s = clusterState({
      time: 500,
      frontends: [
        frontend({
          address: '10.96.0.10:80/TCP',
          serviceName: 'default/b',
          status: 'Pending',
          id: 0,
          backends: [],
        }),
        frontend({
          address: '10.96.0.9:80/TCP',
          serviceName: 'default/a',
          status: 'Pending',
          id: 0,
          backends: ['1.1.1.1:80/TCP'],
        }),
        frontend({ address: '10.96.0.8:80/TCP', serviceName: 'default/c', status: 'Done', id: 0 }),
      ],
    });
    const sim = simAt(withAgent(s, true));
    bpfReconcile(sim);
    expect(pmGet(sim.state.bpf.services, '10.96.0.9:80/TCP')).toMatchObject({
      revNat: 100,
      backends: ['1.1.1.1:80/TCP'],
    });
    expect(pmGet(sim.state.bpf.services, '10.96.0.10:80/TCP')).toMatchObject({ revNat: 101, backends: [] });
    expect(sim.state.bpf.nextId).toBe(102);
    expect(pmGet(sim.state.agent.tables.frontends, '10.96.0.9:80/TCP')).toMatchObject({
      status: 'Done',
      id: 100,
      since: 500,
    });
    expect(sim.steps[0]!.changes).toEqual([
      { table: 'bpf', key: '10.96.0.9:80/TCP', op: 'insert', service: 'default/a', count: 1, was: null },
      { table: 'bpf', key: '10.96.0.10:80/TCP', op: 'insert', service: 'default/b', count: 0, was: null },
    ]);
  });

  it('keeps the ID an address already has in the map, and records only real changes', () => {
    const s = clusterState({
      bpf: [bpfService({ frontend: '10.96.0.9:80/TCP', revNat: 42, backends: ['1.1.1.1:80/TCP'] })],
      frontends: [
        frontend({
          address: '10.96.0.9:80/TCP',
          serviceName: 'default/a',
          status: 'Pending',
          id: 0,
          backends: ['1.1.1.1:80/TCP'],
        }),
      ],
    });
    const sim = simAt(withAgent(s, true));
    bpfReconcile(sim);
    expect(pmGet(sim.state.bpf.services, '10.96.0.9:80/TCP')?.revNat).toBe(42);
    expect(sim.steps[0]!.changes).toEqual([]); // same backends: no change to list, but the step records the programming
  });
});
