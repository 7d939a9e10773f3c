import { describe, expect, it } from 'vitest';
import { renderBackends } from '../../model/render/dbShow';
import type { Trace } from '../../model/trace';
import { runScenario } from '../run';
import type { Scenario, ScenarioEventV1 } from '../types';
import { validateScenario } from '../validate';

/**
 * `endpoints[].nodeName` becomes each backend instance's `NodeName`, which `db/show backends` prints (the first
 * instance's that has one). Format version 2 writes it as the slice's `nodeNames`, by endpoint address.
 */
function cluster(nodeNames: Record<string, string> | undefined, events: ScenarioEventV1[] = []): Scenario {
  return {
    version: 2,
    title: 'node names',
    node: { name: 'worker', ip: '1.1.1.1' },
    services: [
      {
        namespace: 'test',
        name: 'echo',
        type: 'ClusterIP',
        clusterIP: '10.96.50.104',
        ports: [{ name: 'http', port: 80 }],
      },
    ],
    endpointSlices: [
      {
        namespace: 'test',
        name: 'echo-kvlm2',
        service: 'echo',
        endpoints: ['10.244.1.1', '10.244.2.1'],
        ...(nodeNames && { nodeNames }),
        ports: [{ name: 'http', port: 80 }],
      },
    ],
    events,
    seed: 1,
  };
}

const rowOf = (t: Trace, addr: string) =>
  renderBackends(t.steps.at(-1)!.state, t.nodes)
    .split('\n')
    .find((l) => l.startsWith(addr))!
    .trim();

describe('endpoints[].nodeName in db/show backends', () => {
  it('shows each endpoint’s node; an endpoint that names none shows none', () => {
    const t = runScenario(cluster({ '10.244.1.1': 'worker' }), 'buggy');
    expect(rowOf(t, '10.244.1.1:80/TCP')).toMatch(/test\/echo \(http\)\s+worker$/);
    expect(rowOf(t, '10.244.2.1:80/TCP')).toMatch(/test\/echo \(http\)$/);
  });

  it('follows a slice created later with its own node names', () => {
    const t = runScenario(
      cluster(undefined, [
        {
          at: 3000,
          type: 'createEndpointSlice',
          namespace: 'test',
          name: 'echo-x2',
          service: 'echo',
          endpoints: ['10.244.3.1'],
          nodeNames: { '10.244.3.1': 'worker-2' },
          ports: [{ name: 'http', port: 80 }],
        },
      ]),
      'fixed',
    );
    expect(rowOf(t, '10.244.3.1:80/TCP')).toMatch(/worker-2$/);
    expect(rowOf(t, '10.244.1.1:80/TCP')).toMatch(/\(http\)$/);
  });

  const errors = (sc: unknown) => {
    const r = validateScenario(JSON.parse(JSON.stringify(sc)));
    return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`);
  };

  it('refuses a node name for an address the slice does not list, or that is no DNS name, one line each', () => {
    expect(errors(cluster({ '10.244.9.9': 'worker', '10.244.1.1': 'Worker_1' }))).toEqual([
      '$.endpointSlices[0].nodeNames["10.244.9.9"]: "10.244.9.9" is not one of the slice\'s endpoints',
      '$.endpointSlices[0].nodeNames["10.244.1.1"]: "Worker_1" must be a node name (DNS subdomain): lowercase letters, digits, "-" and ".", starting and ending with a letter or digit',
    ]);
    expect(errors(cluster(['worker'] as unknown as Record<string, string>))).toEqual([
      '$.endpointSlices[0].nodeNames: must be an object of node names by endpoint address',
    ]);
  });

  it('is a field of format version 2', () => {
    expect(errors(cluster({ '10.244.1.1': 'worker' }))).toEqual([]);
    expect(errors({ ...cluster({ '10.244.1.1': 'worker' }), version: 1 })).toEqual([
      '$.endpointSlices[0].nodeNames: is a field of format version 2: set "version": 2',
    ]);
  });
});
