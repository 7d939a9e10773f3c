import { describe, expect, it } from 'vitest';
import { MAX_RUN_WRITES, runWork } from './runWork';
import type { ScenarioV1 } from './types';
import { validateScenario } from './validate';

const ports = (n: number) => Array.from({ length: n }, (_, p) => ({ name: `p${p}`, port: 1000 + p }));
const ips = (n: number) => Array.from({ length: n }, (_, k) => `10.1.${k >> 8}.${k & 255}`);

/** One Service of `p` ports whose one slice starts empty and is patched `n` times, alternating `e` endpoints and none. */
function patches(n: number, p = 100, e = 1000): ScenarioV1 {
  return {
    version: 2,
    title: 'patches',
    services: [
      { namespace: 'default', name: 'svc', type: 'ClusterIP', clusterIP: '10.96.0.10', ports: ports(p) },
    ],
    endpointSlices: [{ namespace: 'default', name: 'svc-a', service: 'svc', endpoints: [], ports: ports(p) }],
    events: Array.from({ length: n }, (_, i) => ({
      at: 1000 * (i + 1),
      type: 'patchEndpointSlice' as const,
      namespace: 'default',
      name: 'svc-a',
      endpoints: i % 2 ? [] : ips(e),
    })),
  };
}

describe('the run work budget', () => {
  it('counts the first sync and every event, for both keys and every agent', () => {
    const one = patches(1);
    // One patch adds 100 ports × 1,000 endpoints; two keys.
    expect(runWork(one)).toEqual({ total: 200_000, worst: { event: 0, writes: 200_000 } });
    expect(runWork({ ...one, nodes: [{ name: 'b', ip: '10.0.0.2' }] }).total).toBe(400_000);
    // Releasing 100,000 backends in one flush costs far more than adding them (the model's release walks).
    const two = runWork(patches(2));
    expect(two.worst).toEqual({ event: 1, writes: 2 * (100_000 + 100_000 ** 2 / 5_000) });
    // A connect costs nothing; an apiserver restart may relist every backend.
    const sc = patches(1);
    sc.events.push({ at: 5000, type: 'connect', from: 'host', to: '10.96.0.10:1000' } as never);
    sc.events.push({ at: 6000, type: 'restartApiserver' });
    expect(runWork(sc).total).toBe(200_000 + 0 + 200_000);
  });

  it('refuses ten small patches whose sum would freeze the run, pointing at the costliest event', () => {
    const r = validateScenario(patches(10));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => [e.path, e.code, e.params.limit])).toEqual([
      ['$.events[1]', 'tooMuchRunWork', MAX_RUN_WRITES],
    ]);
    // Each patch alone stays within the budget; so does a scenario that only adds them.
    expect(validateScenario(patches(1)).ok).toBe(true);
    expect(validateScenario(patches(2, 100, 100)).ok).toBe(true);
  });

  it('follows slices created and deleted, and Services created, annotated and deleted', () => {
    const sc = patches(0, 2, 0);
    sc.events.push(
      {
        at: 1,
        type: 'createService',
        service: {
          namespace: 'default',
          name: 'b',
          type: 'ClusterIP',
          clusterIP: '10.96.0.11',
          ports: ports(3),
        },
      },
      {
        at: 2,
        type: 'createEndpointSlice',
        namespace: 'default',
        name: 'b-1',
        service: 'b',
        endpoints: ips(4),
      },
      { at: 3, type: 'annotateService', namespace: 'default', name: 'b', key: 'k', value: 'v' },
      { at: 4, type: 'deleteEndpointSlice', namespace: 'default', name: 'b-1' },
      { at: 5, type: 'deleteService', namespace: 'default', name: 'b' },
    );
    // create: 0, slice: 12, annotate: 12, delete slice: 0 left + 12 released + ⌈144/5000⌉, delete Service: 0.
    expect(runWork(sc).total).toBe(2 * (0 + 12 + 12 + 13 + 0));
  });
});
