import { isCidr } from '../model/cidr';
import { hashString } from '../model/prng';
import type { ClusterState } from '../model/trace';
import { createdService } from './events';
import { toSimInput } from './toSimInput';
import type { ScenarioV1 } from './types';

/** kube-apiserver's default `--service-node-port-range`. */
export const NODE_PORT_RANGE = { first: 30000, last: 32767 } as const;
/** kubeadm's default `--service-cluster-ip-range`, for a scenario that has no Service to guess one from. */
const DEFAULT_CIDR = '10.96.0.0/12';

const toNumber = (ip: string) => ip.split('.').reduce((n, o) => n * 256 + Number(o), 0);
const toIp = (n: number) => [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');

/**
 * Hands out ClusterIPs and NodePorts the way the apiserver's allocators do for a Service that leaves them out,
 * but deterministically: a hash of the name picks the first candidate and linear probing skips what is taken.
 * Every address and port it hands out (or is told about) is taken from then on.
 */
export interface Allocator {
  /** The service range it allocates from. */
  readonly cidr: string;
  /** A free ClusterIP for `namespace/name`, or undefined when the range is full. */
  clusterIP(namespace: string, name: string): string | undefined;
  /** A free NodePort for the `index`-th port of `namespace/name`, or undefined when the range is full. */
  nodePort(namespace: string, name: string, index: number): number | undefined;
  /** Whether an address or port is taken (a Service that asks for one by value). */
  ipTaken(ip: string): boolean;
  portTaken(port: number): boolean;
  inRange(ip: string): boolean;
  take(ip?: string, ports?: readonly number[]): void;
}

/** An allocator over one CIDR with these addresses and ports already taken. */
export function createAllocator(cidr: string, ips: Iterable<string>, ports: Iterable<number>): Allocator {
  const [net = '0.0.0.0', len = '32'] = (isCidr(cidr) ? cidr : DEFAULT_CIDR).split('/');
  const size = 2 ** (32 - Number(len));
  const first = toNumber(net) - (toNumber(net) % size);
  const usedIps = new Set(ips);
  const usedPorts = new Set(ports);
  const probe = <T>(start: number, count: number, at: (i: number) => T, used: Set<T>) => {
    for (let k = 0; k < count; k++) {
      const v = at((start + k) % count);
      if (!used.has(v)) {
        used.add(v);
        return v;
      }
    }
    return undefined;
  };
  // The network and broadcast addresses are never handed out.
  const hosts = Math.max(0, size - 2);
  const portCount = NODE_PORT_RANGE.last - NODE_PORT_RANGE.first + 1;
  return {
    cidr,
    clusterIP: (ns, name) =>
      probe(hashString(`${ns}/${name}`) % Math.max(1, hosts), hosts, (i) => toIp(first + 1 + i), usedIps),
    nodePort: (ns, name, index) =>
      probe(
        hashString(`${ns}/${name}#${index}`) % portCount,
        portCount,
        (i) => NODE_PORT_RANGE.first + i,
        usedPorts,
      ),
    ipTaken: (ip) => usedIps.has(ip),
    portTaken: (port) => usedPorts.has(port),
    inRange: (ip) => {
      const n = toNumber(ip);
      return n > first && n < first + size - 1;
    },
    take(ip, taken = []) {
      if (ip) usedIps.add(ip);
      for (const p of taken) usedPorts.add(p);
    },
  };
}

/**
 * The allocator for a write at the playhead: the scenario's service range (its first `serviceCIDRs`, or the
 * range its ClusterIPs imply), with every ClusterIP and NodePort taken that the state at the playhead holds
 * or the scenario declares at any time (a Service its events create later must not collide either).
 */
export function allocatorFor(scenario: ScenarioV1, state: ClusterState): Allocator {
  const input = toSimInput(scenario);
  const services = [
    ...Object.values(state.k8s.services),
    ...scenario.services,
    ...scenario.events.flatMap((e) => createdService(e) ?? []),
    ...(input.apiserver ? [input.apiserver.kubernetesService] : []),
  ];
  return createAllocator(
    input.serviceCIDRs[0] ?? DEFAULT_CIDR,
    services.map((s) => s.clusterIP),
    services.flatMap((s) => s.ports.flatMap((p) => (p.nodePort ? [p.nodePort] : []))),
  );
}
