import { describe, expect, it } from 'vitest';
import { imGet } from '../../model/idMap';
import { pmGet } from '../../model/pmap';
import { renderServices } from '../../model/render/dbShow';
import type { Trace } from '../../model/trace';
import { runScenario } from '../run';
import type { Scenario, ScenarioServiceV1 } from '../types';
import { validateScenario } from '../validate';

/**
 * v1.18's convertService: a Service labelled `service.kubernetes.io/headless` has no frontends even with a
 * ClusterIP (its row stays in the services table); `sessionAffinity: ClientIP` sets the Service's affinity with
 * its timeout (default 3 h), which `db/show services` shows in `Flags`.
 */
function cluster(over: Partial<ScenarioServiceV1>): Scenario {
  return {
    version: 2,
    title: 'service settings',
    services: [
      {
        namespace: 'test',
        name: 'echo',
        type: 'ClusterIP',
        clusterIP: '10.96.0.10',
        ports: [{ name: 'http', port: 80 }],
        ...over,
      },
    ],
    endpointSlices: [
      {
        namespace: 'test',
        name: 'echo-1',
        service: 'echo',
        endpoints: ['10.244.1.1'],
        ports: [{ name: 'http', port: 80 }],
      },
    ],
    events: [],
    seed: 1,
  };
}
const end = (t: Trace) => t.steps.at(-1)!.state;
const errors = (sc: unknown) => {
  const r = validateScenario(JSON.parse(JSON.stringify(sc)));
  return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`);
};

describe('Service labels and session affinity (format version 2)', () => {
  it('the headless label leaves a Service with a ClusterIP without frontends; its row and backends stay', () => {
    const headless = runScenario(cluster({ labels: { 'service.kubernetes.io/headless': '' } }), 'buggy');
    expect(pmGet(end(headless).agent.tables.frontends, '10.96.0.10:80/TCP')).toBeUndefined();
    expect(imGet(end(headless).agent.tables.services, 'test/echo')).toBeDefined();
    expect(end(headless).agent.tables.backends.size).toBe(1);
    const plain = runScenario(cluster({ labels: { app: 'echo' } }), 'buggy');
    expect(pmGet(end(plain).agent.tables.frontends, '10.96.0.10:80/TCP')!.backends).toEqual([
      '10.244.1.1:80/TCP',
    ]);
  });

  it('ClientIP affinity shows in db/show services, with the default or the given timeout', () => {
    const row = (over: Partial<ScenarioServiceV1>) =>
      renderServices(end(runScenario(cluster(over), 'fixed'))).split('\n')[1]!;
    expect(row({ sessionAffinity: 'ClientIP' })).toMatch(/Cluster\s+SessionAffinity=3h0m0s$/);
    expect(row({ sessionAffinity: 'ClientIP', sessionAffinityTimeoutSeconds: 600 })).toMatch(
      /SessionAffinity=10m0s$/,
    );
    expect(row({ sessionAffinity: 'None' })).toMatch(/Cluster$/);
  });

  it('refuses what Kubernetes refuses, one line each, and the fields in a version 1 file', () => {
    expect(
      errors(
        cluster({
          labels: { 'bad key!': 'x', ok: '-dash' },
          sessionAffinity: 'Sticky' as 'None',
          sessionAffinityTimeoutSeconds: 90_000,
        }),
      ),
    ).toEqual([
      '$.services[0].labels["bad key!"]: "bad key!" is not a valid label key',
      '$.services[0].labels["ok"]: "-dash" is not a valid label value: at most 63 letters, digits, "-", "_" and ".", starting and ending with a letter or digit',
      '$.services[0].sessionAffinity: must be one of None, ClientIP, got string "Sticky"',
      '$.services[0].sessionAffinityTimeoutSeconds: must be between 1 and 86400, got 90000',
    ]);
    expect(errors(cluster({ sessionAffinityTimeoutSeconds: 60 }))).toEqual([
      '$.services[0].sessionAffinityTimeoutSeconds: applies only with "sessionAffinity": "ClientIP"',
    ]);
    expect(errors({ ...cluster({ labels: { a: 'b' } }), version: 1 })).toEqual([
      '$.services[0].labels: is a field of format version 2: set "version": 2',
    ]);
  });
});
