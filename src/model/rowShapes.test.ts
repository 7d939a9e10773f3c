import { describe, expect, it } from 'vitest';
import { clusterState, frontend, simAt, simInput } from '../testing/clusterState';
import { bpfReconcile } from './bpfReconciler';
import type { SimInput } from './input';
import { pmGet } from './pmap';
import { simulate } from './simulate';

/**
 * Rows the model writes once per object of a large cluster are spelled out field by field (so that every
 * field sits in the object itself): the same fields, values and order as the copies they replace.
 */
function input(): SimInput {
  return simInput({
    durationMs: 2_000,
    services: [
      {
        namespace: 'default',
        name: 'web',
        type: 'ClusterIP',
        clusterIP: '10.96.0.10',
        loadBalancerIPs: [],
        annotations: {},
        ports: [{ name: 'http', port: 80, targetPort: 8080, protocol: 'TCP' }],
      },
    ],
    endpointSlices: [
      {
        namespace: 'default',
        name: 'web-1',
        service: 'web',
        endpoints: ['10.0.0.1'],
        ports: [{ name: 'http', port: 8080, protocol: 'TCP' }],
      },
    ],
  });
}

describe('stored rows', () => {
  it('the apiserver stores a declared Service or EndpointSlice as its fields in order, then its own', () => {
    const inp = input();
    const k8s = simulate(inp, 'buggy').steps[0]!.state.k8s;
    const svc = k8s.services['default/web']!;
    expect(Object.keys(svc)).toEqual([...Object.keys(inp.services[0]!), 'resourceVersion']);
    expect(svc).toEqual({ ...inp.services[0], resourceVersion: 1 });
    const sl = k8s.slices['default/web-1']!;
    expect(Object.keys(sl)).toEqual([...Object.keys(inp.endpointSlices[0]!), 'manager', 'resourceVersion']);
    expect(sl).toEqual({ ...inp.endpointSlices[0], manager: 'kubectl', resourceVersion: 2 });
  });

  it('a spec with fields in another order, or fields of its own, is copied whole, in its own order', () => {
    const inp = input();
    const { ports, ...rest } = inp.services[0]!;
    inp.services[0] = { ports, ...rest };
    inp.endpointSlices[0] = { ...inp.endpointSlices[0]!, extra: 1 } as SimInput['endpointSlices'][number];
    const k8s = simulate(inp, 'buggy').steps[0]!.state.k8s;
    expect(Object.keys(k8s.services['default/web']!)).toEqual([
      ...Object.keys(inp.services[0]),
      'resourceVersion',
    ]);
    expect(k8s.slices['default/web-1']).toMatchObject({ extra: 1, manager: 'kubectl', resourceVersion: 2 });
  });

  it('the BPF reconciler’s Done row is the Pending row with its ID, status and time, fields in row order', () => {
    const pending = {
      address: '10.96.0.9:80/TCP',
      type: 'ClusterIP' as const,
      serviceName: 'default/a',
      portName: 'http',
      servicePort: 80,
      id: 0,
      backends: ['1.1.1.1:80/TCP'],
      status: 'Pending' as const,
      since: 0,
    };
    const s = clusterState({ time: 500, frontends: [frontend(pending)] });
    const sim = simAt({ ...s, agent: { ...s.agent, synced: true } });
    bpfReconcile(sim);
    const done = pmGet(sim.state.agent.tables.frontends, pending.address)!;
    expect(Object.keys(done)).toEqual(Object.keys(pending));
    expect(done).toEqual({ ...pending, id: 100, status: 'Done', since: 500 });
    expect(done.backends).toBe(pmGet(s.agent.tables.frontends, pending.address)!.backends);
  });
});
