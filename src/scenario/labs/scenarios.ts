import { tkeIncident } from '../presets/tkeIncident';
import type { ScenarioServiceV1, ScenarioSliceV1, ScenarioV1 } from '../types';

/** A ClusterIP Service on port 80 with one EndpointSlice listing `ips` on `targetPort`. */
function pair(
  namespace: string,
  name: string,
  clusterIP: string,
  ips: string[],
  targetPort: number,
): [ScenarioServiceV1, ScenarioSliceV1] {
  return [
    { namespace, name, type: 'ClusterIP', clusterIP, ports: [{ name: 'http', port: 80, targetPort }] },
    { namespace, name, service: name, endpoints: ips, ports: [{ name: 'http', port: targetPort }] },
  ];
}

function cluster(title: string, summary: string, pairs: [ScenarioServiceV1, ScenarioSliceV1][]): ScenarioV1 {
  return {
    version: 2,
    title,
    summary,
    node: { name: '10.15.0.4', ip: '10.15.0.4', kernel: '5.4.241' },
    serviceCIDRs: ['192.168.0.0/16'],
    services: pairs.map((p) => p[0]),
    endpointSlices: pairs.map((p) => p[1]),
    events: [],
    seed: 1,
    // Long enough for the agent's first list and BPF programming: the lab starts at the end.
    durationMs: 5000,
  };
}

/**
 * Eight Services on one node. Seven point at 10.0.0.10:8080 like `default/api`; they differ in how their
 * names and backends relate to it: longer names in the same namespace (the victims), a shorter name, the
 * same name in another namespace, another port, a name with no common prefix.
 */
export const predictCluster: ScenarioV1 = cluster(
  'Lab: eight Services, one shared backend',
  'Seven Services share 10.0.0.10 with default/api; which ones does emptying its EndpointSlice take down?',
  [
    pair('default', 'api', '192.168.10.10', ['10.0.0.10'], 8080),
    pair('default', 'api-gateway', '192.168.10.11', ['10.0.0.10'], 8080),
    pair('default', 'ap', '192.168.10.12', ['10.0.0.10'], 8080),
    pair('staging', 'api-gateway', '192.168.10.13', ['10.0.0.10'], 8080),
    pair('default', 'apiserver-proxy', '192.168.10.14', ['10.0.0.10'], 8080),
    pair('default', 'api-metrics', '192.168.10.15', ['10.0.0.10'], 9090),
    pair('default', 'web', '192.168.10.16', ['10.0.0.10'], 8080),
    pair('default', 'api-internal', '192.168.10.17', ['10.0.0.10'], 8080),
  ],
);

/**
 * A healthy shop: `orders-api` shares 10.2.0.7:8080 with `orders` and `orders-api-canary`; `order` is a
 * byte-prefix of it too, but on another backend.
 */
export const ordersCluster: ScenarioV1 = cluster(
  'Lab: break orders-api',
  'Five healthy Services; orders-api shares its backend with two of them.',
  [
    pair('default', 'order', '192.168.20.10', ['10.2.0.9'], 8080),
    pair('default', 'orders', '192.168.20.11', ['10.2.0.7'], 8080),
    pair('default', 'orders-api', '192.168.20.12', ['10.2.0.7'], 8080),
    pair('default', 'orders-api-canary', '192.168.20.13', ['10.2.0.7'], 8080),
    pair('default', 'payments', '192.168.20.14', ['10.2.0.8'], 8080),
  ],
);

/** The incident's cluster before the spec change: healthy, the agent reaching its apiserver through the VIP. */
function calmIncident(title: string, summary: string): ScenarioV1 {
  return { ...tkeIncident, title, summary, events: [tkeIncident.events[0]!], durationMs: 10_000 };
}

export const workaroundStart = calmIncident(
  'Lab: the workaround survives an apiserver restart',
  'The incident cluster before the spec change: the agent reaches its apiserver through 10.15.1.8:443, the VIP of kubernetes-intranet.',
);

export const fixedKeyStart = calmIncident(
  'Lab: the fixed key keeps the instance',
  'The incident cluster before the spec change: restart the apiserver replicas, then compare the two keys.',
);
