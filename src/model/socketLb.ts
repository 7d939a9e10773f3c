import type { Sim } from './engine';
import { parseL3n4Addr, l3n4Addr, type L3n4Addr } from './l3n4Addr';
import type { BpfService } from './bpfMap';
import { pmGet } from './pmap';
import { objectKey } from './kube';
import type { ConnectOutcome, ConnectResult } from './trace';

/**
 * Kernels without `bpf_set_retval` (< 5.18) can only make the cgroup connect4 hook fail with EPERM;
 * newer kernels let Cilium return EHOSTUNREACH (MODEL.md: *inferred*).
 */
export function rejectErrno(kernel: string): ConnectOutcome {
  const [maj = 0, min = 0] = kernel.split('.').map(Number);
  return maj > 5 || (maj === 5 && min >= 18) ? 'EHOSTUNREACH' : 'EPERM';
}

/** Is a backend address answering? Only the apiserver's advertise address can go away in this story. */
function reachable(sim: Sim, addr: L3n4Addr): ConnectOutcome {
  const api = sim.input.apiserver;
  if (api && addr === l3n4Addr(api.advertiseAddress, api.port)) {
    return sim.state.apiserver.replicas.some((r) => r.phase === 'running') ? 'ok' : 'ECONNREFUSED';
  }
  return 'ok';
}

/** The BPF service entry the socket-LB hook finds for a destination (NodePort via the surrogate). */
function lookup(sim: Sim, to: L3n4Addr): BpfService | undefined {
  const direct = pmGet(sim.state.bpf.services, to);
  if (direct) return direct;
  const p = parseL3n4Addr(to);
  if (p && p.ip === sim.input.node.ip)
    return pmGet(sim.state.bpf.services, l3n4Addr('0.0.0.0', p.port, p.protocol));
  return undefined;
}

/**
 * A `connect()` from a process on the node. With a BPF entry the cgroup hook decides on the node: count 0
 * → rejected; otherwise a backend slot is picked (seeded) and the socket is rewritten to it. Without an
 * entry the packet leaves the node: to the cloud LB for an LB VIP, or plainly routed.
 */
export function connect(sim: Sim, to: L3n4Addr, client: string): ConnectResult {
  const base = { at: sim.now, client, to };
  const entry = lookup(sim, to);
  if (entry) {
    const count = entry.backends.length;
    const decided = { path: 'socket-lb' as const, service: entry.service, revNat: entry.revNat, count };
    if (count === 0) {
      return { ...base, ...decided, result: rejectErrno(sim.input.node.kernel), cause: 'noBackends' };
    }
    const backend = entry.backends[Math.floor(sim.random() * count)]!;
    const result = reachable(sim, backend);
    return { ...base, ...decided, result, cause: result === 'ok' ? 'routed' : 'backendDown', backend };
  }
  const p = parseL3n4Addr(to);
  const lbOwner = Object.values(sim.state.k8s.services).find(
    (s) => p && s.type === 'LoadBalancer' && s.loadBalancerIPs.includes(p.ip),
  );
  if (lbOwner && p) {
    // The cloud LB forwards to what the apiserver says the endpoints are.
    const port = lbOwner.ports.find((sp) => sp.port === p.port && sp.protocol === p.protocol);
    const slice = Object.values(sim.state.k8s.slices).find(
      (s) =>
        s.namespace === lbOwner.namespace && s.service === lbOwner.name && (s.endpoints?.length ?? 0) > 0,
    );
    const ep = slice?.endpoints?.[0];
    const backend = port && ep ? l3n4Addr(ep, port.targetPort, p.protocol) : undefined;
    const service = objectKey(lbOwner.namespace, lbOwner.name);
    if (!backend)
      return { ...base, result: 'ETIMEDOUT', path: 'cloud-lb', cause: 'cloudLbNoEndpoints', service };
    const result = reachable(sim, backend);
    const cause = result === 'ok' ? 'viaCloudLb' : 'backendDown';
    return { ...base, result, path: 'cloud-lb', cause, service, backend };
  }
  const isClusterIP = Object.values(sim.state.k8s.services).some((s) => p && s.clusterIP === p.ip);
  if (isClusterIP) return { ...base, result: 'ETIMEDOUT', path: 'direct', cause: 'notRouted' };
  const result = reachable(sim, to);
  return { ...base, result, path: 'direct', cause: result === 'ok' ? 'direct' : 'backendDown' };
}

/** The errno text a Go client or curl prints. */
export function errnoText(r: ConnectOutcome): string {
  switch (r) {
    case 'EPERM':
      return 'operation not permitted';
    case 'EHOSTUNREACH':
      return 'no route to host';
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ETIMEDOUT':
      return 'i/o timeout';
    case 'ok':
      return 'ok';
  }
}
