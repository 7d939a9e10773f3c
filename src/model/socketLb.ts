import type { Sim } from './engine';
import { parseL3n4Addr, l3n4Addr, type L3n4Addr } from './l3n4Addr';
import type { BpfService } from './bpfMap';
import { inCidr } from './cidr';
import { errnoText } from './errno';
import { pmGet } from './pmap';
import { objectKey } from './kube';
import type { SimInput } from './input';
import type { ClusterState, ConnectOutcome, ConnectResult } from './trace';

/**
 * Kernels without `bpf_set_retval` (< 5.18) can only make the cgroup connect4 hook fail with EPERM;
 * newer kernels let Cilium return EHOSTUNREACH (docs/model.md: *inferred*).
 */
export function rejectErrno(kernel: string): ConnectOutcome {
  const [maj = 0, min = 0] = kernel.split('.').map(Number);
  return maj > 5 || (maj === 5 && min >= 18) ? 'EHOSTUNREACH' : 'EPERM';
}

/** Everything a connect from a process on one node depends on, besides its destination. */
export interface ConnectContext {
  state: ClusterState;
  /** The node the process runs on (its IP makes `<node IP>:<nodePort>` local). */
  node: { ip: string; kernel: string };
  apiserver: SimInput['apiserver'];
  /** The cluster's service ranges: a ClusterIP-range address without a BPF entry is routed nowhere. */
  serviceCIDRs: readonly string[];
  /** Picks a backend slot (seeded in a run; any function for a what-if probe). */
  random: () => number;
}

/** Is a backend address answering? Only the apiserver's advertise address can go away in this story. */
function reachable(ctx: ConnectContext, addr: L3n4Addr): ConnectOutcome {
  const api = ctx.apiserver;
  if (api && addr === l3n4Addr(api.advertiseAddress, api.port)) {
    return ctx.state.apiserver.replicas.some((r) => r.phase === 'running') ? 'ok' : 'ECONNREFUSED';
  }
  return 'ok';
}

/**
 * The BPF service entry the socket-LB hook finds for a destination: the entry at that address (a NodePort
 * reached through the node's own IP has one: `<nodeIP>:<nodePort>`), else, for an address of the host itself
 * (loopback from the host namespace), the wildcard surrogate entry `0.0.0.0:<nodePort>` (bpf_sock.c).
 */
function lookup(ctx: ConnectContext, to: L3n4Addr): BpfService | undefined {
  const services = ctx.state.bpf.services;
  const direct = pmGet(services, to);
  if (direct) return direct;
  const p = parseL3n4Addr(to);
  if (p && (p.ip === ctx.node.ip || p.ip.startsWith('127.')))
    return pmGet(services, l3n4Addr('0.0.0.0', p.port, p.protocol));
  return undefined;
}

/**
 * A `connect()` from a process on a node, decided from the state alone. With a BPF entry the cgroup hook
 * decides on the node: count 0 → rejected; otherwise a backend slot is picked and the socket is rewritten
 * to it. Without an entry the packet leaves the node: to the cloud LB for an LB VIP, nowhere for an address
 * in the service ranges (a ClusterIP exists only in the agents' maps), plainly routed otherwise.
 */
export function decideConnect(ctx: ConnectContext, to: L3n4Addr, client: string): ConnectResult {
  const base = { at: ctx.state.time, client, to };
  const entry = lookup(ctx, to);
  if (entry) {
    const count = entry.backends.length;
    const decided = { path: 'socket-lb' as const, service: entry.service, revNat: entry.revNat, count };
    if (count === 0) {
      return { ...base, ...decided, result: rejectErrno(ctx.node.kernel), cause: 'noBackends' };
    }
    const backend = entry.backends[Math.min(count - 1, Math.floor(ctx.random() * count))]!;
    const result = reachable(ctx, backend);
    return { ...base, ...decided, result, cause: result === 'ok' ? 'routed' : 'backendDown', backend };
  }
  const p = parseL3n4Addr(to);
  const services = Object.values(ctx.state.k8s.services);
  const lbOwner = services.find((s) => p && s.type === 'LoadBalancer' && s.loadBalancerIPs.includes(p.ip));
  if (lbOwner && p) {
    // The cloud LB forwards to what the apiserver says the endpoints are.
    const port = lbOwner.ports.find((sp) => sp.port === p.port && sp.protocol === p.protocol);
    const slice = Object.values(ctx.state.k8s.slices).find(
      (s) =>
        s.namespace === lbOwner.namespace && s.service === lbOwner.name && (s.endpoints?.length ?? 0) > 0,
    );
    const ep = slice?.endpoints?.[0];
    const backend = port && ep ? l3n4Addr(ep, port.targetPort, p.protocol) : undefined;
    const service = objectKey(lbOwner.namespace, lbOwner.name);
    if (!backend)
      return { ...base, result: 'ETIMEDOUT', path: 'cloud-lb', cause: 'cloudLbNoEndpoints', service };
    const result = reachable(ctx, backend);
    const cause = result === 'ok' ? 'viaCloudLb' : 'backendDown';
    return { ...base, result, path: 'cloud-lb', cause, service, backend };
  }
  const inServiceRange =
    !!p && (services.some((s) => s.clusterIP === p.ip) || ctx.serviceCIDRs.some((c) => inCidr(p.ip, c)));
  if (inServiceRange) return { ...base, result: 'ETIMEDOUT', path: 'direct', cause: 'notRouted' };
  const result = reachable(ctx, to);
  return { ...base, result, path: 'direct', cause: result === 'ok' ? 'direct' : 'backendDown' };
}

/** A connect from a process on the node the simulation is running (its backend pick is seeded). */
export function connect(sim: Sim, to: L3n4Addr, client: string): ConnectResult {
  return decideConnect(
    {
      state: sim.state,
      node: sim.node,
      apiserver: sim.input.apiserver,
      serviceCIDRs: sim.input.serviceCIDRs,
      random: sim.random,
    },
    to,
    client,
  );
}

export { errnoText };
