import { describe, expect, it } from 'vitest';
import { renderBpfLbList } from '../../model/render/bpfLbList';
import { runScenario } from '../run';
import type { Scenario } from '../types';
import { validateScenario } from '../validate';

/**
 * What Cilium v1.18's service conversion does with two fields Kubernetes accepts: every address of
 * `spec.clusterIPs` becomes ClusterIP frontends unless its IP family is disabled (the model's agents run IPv4
 * only, so an IPv6 ClusterIP gets none); an ingress entry's `ipMode` is not read, so a `Proxy` address gets its
 * LoadBalancer frontend like a `VIP` one.
 */
function cluster(extra: Record<string, unknown>): Scenario {
  const r = validateScenario({
    version: 2,
    title: 'dual-stack and ipMode',
    services: [
      {
        namespace: 'default',
        name: 'web',
        type: 'LoadBalancer',
        clusterIP: '10.96.0.10',
        loadBalancerIPs: ['10.15.1.8'],
        ports: [{ port: 80 }],
        ...extra,
      },
    ],
    endpointSlices: [
      {
        namespace: 'default',
        name: 'web-1',
        service: 'web',
        endpoints: ['10.244.1.1'],
        ports: [{ port: 80 }],
      },
    ],
    events: [],
    seed: 1,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.scenario;
}

const bpf = (s: Scenario) => renderBpfLbList(runScenario(s, 'buggy').steps.at(-1)!.state);

describe('dual-stack ClusterIPs and ipMode, as v1.18 converts them', () => {
  it('a second (IPv6) ClusterIP gets no frontend: the map is the single-stack one', () => {
    const single = bpf(cluster({}));
    const dual = bpf(cluster({ clusterIPs: ['10.96.0.10', 'fd00:10:96::a'] }));
    expect(dual).toBe(single);
    expect(dual).toContain('10.96.0.10:80/TCP (1)');
    expect(dual).not.toContain('fd00');
  });

  it('an ingress IP in Proxy mode is programmed like a VIP one', () => {
    const vip = bpf(cluster({ ipModes: { '10.15.1.8': 'VIP' } }));
    const proxy = bpf(cluster({ ipModes: { '10.15.1.8': 'Proxy' } }));
    expect(proxy).toBe(vip);
    expect(proxy).toContain('10.15.1.8:80/TCP (1)');
  });

  it('both fields are version 2: a version 1 file naming them is refused by name', () => {
    const r = validateScenario({
      version: 1,
      title: 'v1',
      services: [
        {
          namespace: 'default',
          name: 'web',
          type: 'ClusterIP',
          clusterIP: '10.96.0.10',
          clusterIPs: ['10.96.0.10'],
          ports: [{ port: 80 }],
        },
      ],
      endpointSlices: [],
      events: [],
      seed: 1,
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => [e.path, e.code])).toEqual([
      ['$.services[0].clusterIPs', 'needsVersion2'],
    ]);
  });
});
