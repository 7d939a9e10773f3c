/**
 * Hand-made cluster objects for tests, the e2e spec and the benchmark: kubectl-shaped Services and EndpointSlices
 * (only the fields kubectl prints that the scanner reads, plus a few it must ignore).
 */
import type { InputEntry } from './archive';

type PortSpec = [port: number, targetPort?: number, protocol?: 'TCP' | 'UDP', name?: string];

export interface SvcOpts {
  type?: 'ClusterIP' | 'NodePort' | 'LoadBalancer';
  lb?: string[];
  nodePort?: number;
  headless?: boolean;
}

export function svc(ns: string, name: string, clusterIP: string, ports: PortSpec[], o: SvcOpts = {}) {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, namespace: ns, uid: `uid-${ns}-${name}`, resourceVersion: '1' },
    spec: {
      type: o.type ?? 'ClusterIP',
      clusterIP: o.headless ? 'None' : clusterIP,
      clusterIPs: [o.headless ? 'None' : clusterIP],
      ports: ports.map(([port, targetPort, protocol, pname]) => ({
        ...(pname !== undefined && { name: pname }),
        port,
        targetPort: targetPort ?? port,
        protocol: protocol ?? 'TCP',
        ...(o.nodePort && { nodePort: o.nodePort }),
      })),
      sessionAffinity: 'None',
    },
    status: { loadBalancer: o.lb ? { ingress: o.lb.map((ip) => ({ ip })) } : {} },
  };
}

export function slice(
  ns: string,
  name: string,
  service: string,
  ips: string[],
  ports: [port: number, protocol?: 'TCP' | 'UDP', name?: string][],
  ready = true,
) {
  return {
    apiVersion: 'discovery.k8s.io/v1',
    kind: 'EndpointSlice',
    metadata: { name, namespace: ns, labels: { 'kubernetes.io/service-name': service } },
    addressType: 'IPv4',
    endpoints: ips.map((ip) => ({
      addresses: [ip],
      conditions: { ready, serving: ready, terminating: false },
    })),
    ports: ports.map(([port, protocol, pname]) => ({ name: pname ?? '', port, protocol: protocol ?? 'TCP' })),
  };
}

/** The agent DaemonSet, reduced to the `cilium-agent` container whose image tag carries the version. */
export const agentDaemonSet = (image: string) => ({
  apiVersion: 'apps/v1',
  kind: 'DaemonSet',
  metadata: { name: 'cilium', namespace: 'kube-system' },
  spec: { template: { spec: { containers: [{ name: 'cilium-agent', image }] } } },
});

export const list = (items: unknown[]) => ({
  apiVersion: 'v1',
  kind: 'List',
  metadata: { resourceVersion: '' },
  items,
});

export const entry = (name: string, text: string | Uint8Array): InputEntry => ({
  name,
  data: typeof text === 'string' ? new TextEncoder().encode(text) : text,
});

/** The incident pair: `default/kubernetes` and `default/kubernetes-intranet` share 169.254.128.7:60002/TCP. */
export function incidentObjects() {
  return [
    svc('default', 'kubernetes', '192.168.0.1', [[443, 60002, 'TCP', 'https']], {
      type: 'LoadBalancer',
      lb: ['10.15.1.9'],
    }),
    svc('default', 'kubernetes-intranet', '192.168.60.179', [[443, 60002, 'TCP', 'https']], {
      type: 'LoadBalancer',
      lb: ['10.15.1.8'],
      nodePort: 30965,
    }),
    slice('default', 'kubernetes', 'kubernetes', ['169.254.128.7'], [[60002, 'TCP', 'https']]),
    slice(
      'default',
      'kubernetes-intranet-qxgk4',
      'kubernetes-intranet',
      ['169.254.128.7'],
      [[60002, 'TCP', 'https']],
    ),
  ];
}

/** Decoys: each looks like a collision in one respect only. */
export function decoyObjects() {
  return [
    // api / apiv2: a prefix with no dash, and a shared backend — exposed.
    svc('shop', 'api', '10.96.1.1', [[80, 8080]]),
    svc('shop', 'apiv2', '10.96.1.2', [[80, 8080]]),
    slice('shop', 'api-abcde', 'api', ['10.0.1.1'], [[8080]]),
    slice('shop', 'apiv2-fghij', 'apiv2', ['10.0.1.1', '10.0.1.2'], [[8080]]),
    // web / web-canary: prefix, no shared backend.
    svc('shop', 'web', '10.96.1.3', [[80, 8080]]),
    svc('shop', 'web-canary', '10.96.1.4', [[80, 8080]]),
    slice('shop', 'web-1', 'web', ['10.0.2.1'], [[8080]]),
    slice('shop', 'web-canary-1', 'web-canary', ['10.0.2.2'], [[8080]]),
    // alpha / beta: shared backend, no prefix.
    svc('shop', 'alpha', '10.96.1.5', [[80, 8080]]),
    svc('shop', 'beta', '10.96.1.6', [[80, 8080]]),
    slice('shop', 'alpha-1', 'alpha', ['10.0.3.1'], [[8080]]),
    slice('shop', 'beta-1', 'beta', ['10.0.3.1'], [[8080]]),
    // Same names in other namespaces sharing a backend: never a collision.
    svc('team-a', 'db', '10.96.2.1', [[5432]]),
    svc('team-b', 'db', '10.96.2.2', [[5432]]),
    svc('team-b', 'db-replica', '10.96.2.3', [[5432]]),
    slice('team-a', 'db-1', 'db', ['10.0.4.1'], [[5432]]),
    slice('team-b', 'db-1', 'db', ['10.0.4.2'], [[5432]]),
    slice('team-b', 'db-replica-1', 'db-replica', ['10.0.4.1'], [[5432]]),
    // dns / dns-tcp: same IP and port, UDP vs TCP — different Backend rows.
    svc('kube-system', 'dns', '10.96.0.10', [[53, 53, 'UDP']]),
    svc('kube-system', 'dns-tcp', '10.96.0.11', [[53, 53, 'TCP']]),
    slice('kube-system', 'dns-1', 'dns', ['10.0.5.1'], [[53, 'UDP']]),
    slice('kube-system', 'dns-tcp-1', 'dns-tcp', ['10.0.5.1'], [[53, 'TCP']]),
  ];
}
