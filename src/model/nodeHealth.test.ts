import { describe, expect, it } from 'vitest';
import { bpfService, clusterState, service, slice } from '../testing/clusterState';
import {
  brokenSince,
  collateralServices,
  emptiedEntries,
  serviceEntries,
  sparedServices,
  viewStepAt,
} from './nodeHealth';
import type { ClusterState, ReleaseRecord, Step, Trace } from './trace';

const healthy = clusterState({
  slices: [slice({ name: 'web-1', service: 'web', endpoints: ['10.0.0.1'] })],
  bpf: [bpfService({ frontend: '10.96.0.10:80/TCP', service: 'default/web', backends: ['10.0.0.1:80/TCP'] })],
});
/** Count 0 for `default/web` while its slice lists an endpoint: broken. */
const broken = clusterState({
  slices: [
    slice({ name: 'web-1', service: 'web', endpoints: ['10.0.0.1'] }),
    slice({ name: 'idle-1', service: 'idle', endpoints: [] }),
    slice({ name: 'gone-1', service: 'gone', endpoints: null }),
  ],
  bpf: [
    bpfService({ frontend: '10.96.0.10:80/TCP', service: 'default/web', backends: [] }),
    bpfService({ frontend: '10.0.0.4:30080/TCP', service: 'default/web', backends: [] }),
    bpfService({ frontend: '10.96.0.9:80/TCP', service: 'default/web', backends: [] }),
    // Emptied on purpose (no endpoints listed, or none at all): not damage.
    bpfService({ frontend: '10.96.0.11:80/TCP', service: 'default/idle', backends: [] }),
    bpfService({ frontend: '10.96.0.12:80/TCP', service: 'default/gone', backends: [] }),
    bpfService({ frontend: '10.96.0.13:80/TCP', service: 'default/other', backends: [] }),
  ],
});

const release = (collateral: string[], spared: string[] = []): ReleaseRecord =>
  ({ collateral, spared }) as unknown as ReleaseRecord;
const step = (index: number, at: number, state: ClusterState, releases: ReleaseRecord[] = []) =>
  ({ index, at, state, releases }) as unknown as Step;

describe('node health', () => {
  it('damage is a count-0 entry whose Service’s slices still list endpoints, sorted by address', () => {
    expect(emptiedEntries(healthy)).toEqual([]);
    expect(emptiedEntries(broken).map((e) => e.frontend)).toEqual([
      '10.0.0.4:30080/TCP',
      '10.96.0.9:80/TCP',
      '10.96.0.10:80/TCP',
    ]);
  });

  it('the view of a moment is the last step at or before it (the first before any)', () => {
    const steps = [step(0, 100, healthy), step(1, 200, broken), step(2, 300, healthy)];
    expect(viewStepAt(steps, 0).index).toBe(0);
    expect(viewStepAt(steps, 250).index).toBe(1);
    expect(viewStepAt(steps, 300).index).toBe(2);
  });

  it('broken since the first step of the unbroken broken run ending now; null when healthy now', () => {
    const steps = [
      step(0, 0, broken),
      step(1, 100, healthy),
      step(2, 200, broken),
      step(3, 300, broken),
      step(4, 400, healthy),
    ];
    expect(brokenSince(steps, 350)).toBe(200);
    expect(brokenSince(steps, 200)).toBe(200);
    expect(brokenSince(steps, 450)).toBeNull();
    expect(brokenSince(steps, 50)).toBe(0);
    expect(brokenSince([step(0, 0, broken), step(1, 10, broken)], 10)).toBe(0);
  });

  it('collateral and spared Services: once each, in the order first seen, node 0 first, every node', () => {
    const n0 = [
      step(0, 0, healthy, [release(['default/b'], ['default/y'])]),
      step(1, 1, healthy, [release(['default/a', 'default/b'])]),
    ];
    const n1 = [step(0, 0, healthy, [release(['default/c'], ['default/x', 'default/y'])])];
    const one = { steps: n0 } as unknown as Trace;
    const two = { steps: n0, views: [n0, n1] } as unknown as Trace;
    expect(collateralServices(one)).toEqual(['default/b', 'default/a']);
    expect(collateralServices(two)).toEqual(['default/b', 'default/a', 'default/c']);
    expect(sparedServices(one)).toEqual(['default/y']);
    expect(sparedServices(two)).toEqual(['default/y', 'default/x']);
  });

  it('a Service’s entries: its ClusterIP’s first, then by address, with their counts', () => {
    const s = {
      ...broken,
      k8s: { ...broken.k8s, services: { 'default/web': service({ name: 'web', clusterIP: '10.96.0.10' }) } },
    };
    expect(serviceEntries(s, 'default/web')).toEqual([
      { frontend: '10.96.0.10:80/TCP', type: 'ClusterIP', count: 0 },
      { frontend: '10.0.0.4:30080/TCP', type: 'ClusterIP', count: 0 },
      { frontend: '10.96.0.9:80/TCP', type: 'ClusterIP', count: 0 },
    ]);
    // Without the Service (deleted), only by address.
    expect(serviceEntries(broken, 'default/web').map((e) => e.frontend)).toEqual([
      '10.0.0.4:30080/TCP',
      '10.96.0.9:80/TCP',
      '10.96.0.10:80/TCP',
    ]);
    expect(serviceEntries(healthy, 'default/web')).toEqual([
      { frontend: '10.96.0.10:80/TCP', type: 'ClusterIP', count: 1 },
    ]);
  });
});
