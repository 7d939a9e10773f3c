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
      { table: 'bpf', key: '10.96.0.1:80/TCP', op: 'delete', service: 'default/a', was: 1 },
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

  it('records an entry whose backends change while their count stays the same', () => {
    const s = clusterState({
      bpf: [bpfService({ frontend: '10.96.0.9:80/TCP', service: 'default/a', backends: ['1.1.1.1:80/TCP'] })],
      frontends: [
        frontend({
          address: '10.96.0.9:80/TCP',
          serviceName: 'default/a',
          status: 'Pending',
          backends: ['2.2.2.2:80/TCP'],
        }),
      ],
    });
    const sim = simAt(withAgent(s, true));
    bpfReconcile(sim);
    expect(sim.steps[0]!.changes).toEqual([
      { table: 'bpf', key: '10.96.0.9:80/TCP', op: 'update', service: 'default/a', count: 1, was: 1 },
    ]);
    expect(pmGet(sim.state.bpf.services, '10.96.0.9:80/TCP')?.backends).toEqual(['2.2.2.2:80/TCP']);
  });

  it('counts the entries a run empties (the story’s "count 0" moment), not the deleted ones', () => {
    const s = clusterState({
      bpf: [
        bpfService({
          frontend: '10.96.0.9:80/TCP',
          service: 'default/a',
          revNat: 7,
          backends: ['1.1.1.1:80/TCP'],
        }),
        bpfService({ frontend: '10.96.0.8:80/TCP', service: 'default/gone', revNat: 8, backends: [] }),
      ],
      frontends: [
        frontend({
          address: '10.96.0.9:80/TCP',
          serviceName: 'default/a',
          status: 'Pending',
          id: 7,
          backends: [],
        }),
      ],
    });
    const sim = simAt(withAgent(s, true));
    bpfReconcile(sim);
    expect(sim.steps).toHaveLength(1);
    expect(sim.steps[0]).toMatchObject({ kind: 'bpfReconcile', actor: 'bpf', programmed: 1, emptied: 1 });
    expect(sim.steps[0]!.changes).toEqual([
      { table: 'bpf', key: '10.96.0.9:80/TCP', op: 'update', service: 'default/a', count: 0, was: 1 },
      { table: 'bpf', key: '10.96.0.8:80/TCP', op: 'delete', service: 'default/gone', was: 0 },
    ]);
    expect(pmGet(sim.state.bpf.services, '10.96.0.9:80/TCP')).toMatchObject({ revNat: 7, backends: [] });
  });

  it('after the sync keeps the entries whose frontends exist, and records nothing when nothing is pending', () => {
    const s = clusterState({
      bpf: [bpfService({ frontend: '10.96.0.9:80/TCP', service: 'default/a', backends: ['1.1.1.1:80/TCP'] })],
      frontends: [frontend({ address: '10.96.0.9:80/TCP', serviceName: 'default/a', status: 'Done' })],
    });
    const sim = simAt(withAgent(s, true));
    bpfReconcile(sim);
    expect(pmKeys(sim.state.bpf.services)).toEqual(['10.96.0.9:80/TCP']);
    expect(sim.steps).toEqual([]);
    expect(sim.state.bpf).toBe(s.bpf); // not even a new map
  });

  it('a frontend’s own ID wins; only ClusterIP and the NodePort surrogate are non-routable', () => {
    const s = clusterState({
      frontends: [
        frontend({ address: '10.96.0.9:80/TCP', serviceName: 'default/a', status: 'Pending', id: 55 }),
        frontend({
          address: '10.15.1.8:443/TCP',
          serviceName: 'default/lb',
          type: 'LoadBalancer',
          status: 'Pending',
          id: 0,
        }),
        frontend({
          address: '0.0.0.0:30080/TCP',
          serviceName: 'default/np',
          type: 'NodePort',
          status: 'Pending',
          id: 0,
        }),
        frontend({
          address: '10.0.0.4:30080/TCP',
          serviceName: 'default/np',
          type: 'NodePort',
          status: 'Pending',
          id: 0,
        }),
      ],
    });
    const sim = simAt(withAgent(s, true));
    bpfReconcile(sim);
    const entry = (a: string) => pmGet(sim.state.bpf.services, a)!;
    expect(entry('10.96.0.9:80/TCP')).toMatchObject({ revNat: 55, nonRoutable: true, type: 'ClusterIP' });
    expect(entry('10.15.1.8:443/TCP')).toMatchObject({ nonRoutable: false, type: 'LoadBalancer' });
    expect(entry('0.0.0.0:30080/TCP')).toMatchObject({ nonRoutable: true, type: 'NodePort' });
    expect(entry('10.0.0.4:30080/TCP')).toMatchObject({ nonRoutable: false, type: 'NodePort' });
    // New IDs in address order from the map's next free ID (100 here); the frontend's own ID uses none.
    const ids = ['0.0.0.0:30080/TCP', '10.0.0.4:30080/TCP', '10.15.1.8:443/TCP'].map((a) => entry(a).revNat);
    expect(ids).toEqual([100, 101, 102]);
    expect(sim.state.bpf.nextId).toBe(103);
  });
});
