import { defaultServiceCidrs } from '../model/cidr';
import type { NodeSpec, ServiceSpec, SimEvent, SimInput, SliceSpec } from '../model/input';
import { createPrng, hashString } from '../model/prng';
import { DEFAULT_NODE } from './validateNodes';
import type { ScenarioServiceV1, ScenarioSliceV1, ScenarioV1 } from './types';

export const DEFAULT_START_TIME = '2026-01-08T11:10:00Z';
/** How long a run goes on after its last event, so that slow consequences (reconciles, back-offs) show. */
export const SETTLE_MS = 30_000;

function toService(s: ScenarioServiceV1): ServiceSpec {
  return {
    namespace: s.namespace,
    name: s.name,
    type: s.type,
    clusterIP: s.clusterIP,
    loadBalancerIPs: s.loadBalancerIPs ?? [],
    annotations: s.annotations ?? {},
    ports: s.ports.map((p) => ({
      name: p.name ?? '',
      port: p.port,
      targetPort: p.targetPort ?? p.port,
      ...(p.nodePort ? { nodePort: p.nodePort } : {}),
      protocol: p.protocol ?? 'TCP',
    })),
  };
}

function toPorts(ports: ScenarioSliceV1['ports']): SliceSpec['ports'] {
  if (ports === null) return null;
  return (ports ?? []).map((p) => ({ name: p.name ?? '', port: p.port, protocol: p.protocol ?? 'TCP' }));
}

function toSlice(s: ScenarioSliceV1): SliceSpec {
  return {
    namespace: s.namespace,
    name: s.name,
    service: s.service,
    endpoints: s.endpoints,
    ports: toPorts(s.ports),
  };
}

/** An agent pod name for a node, stable across runs: `cilium-` and five characters from the node's name. */
export function defaultPod(node: string): string {
  return `cilium-${(hashString(node) % 36 ** 5).toString(36).padStart(5, '0')}`;
}

/**
 * Every node of the scenario, the first (`node`) at index 0. The first node's flush ticker fires on whole
 * 500 ms (as it always has, so existing links keep their outcome); every further node's ticker has its own
 * phase, drawn from the seed and the node's name.
 */
function toNodes(sc: ScenarioV1): NodeSpec[] {
  const kernel = sc.node?.kernel ?? '5.4.241';
  const first: NodeSpec = {
    name: sc.node?.name ?? DEFAULT_NODE.name,
    ip: sc.node?.ip ?? DEFAULT_NODE.ip,
    kernel,
    pod: sc.agent?.pod ?? 'cilium-x7k2q',
    tickerPhaseMs: 0,
  };
  const seed = sc.seed ?? 1;
  return [
    first,
    ...(sc.nodes ?? []).map((n) => ({
      name: n.name,
      ip: n.ip,
      kernel: n.kernel ?? kernel,
      pod: n.pod ?? defaultPod(n.name),
      tickerPhaseMs: Math.floor(createPrng(seed ^ hashString(n.name))() * 500),
    })),
  ];
}

/** Applies defaults and turns a validated scenario into the simulator's input. */
export function toSimInput(sc: ScenarioV1): SimInput {
  const api = sc.apiserver;
  const nodes = toNodes(sc);
  const nodeIndex = (name: string | undefined) =>
    name === undefined
      ? undefined
      : Math.max(
          0,
          nodes.findIndex((n) => n.name === name),
        );
  const own = sc.services.find((s) => s.namespace === 'default' && s.name === 'kubernetes');
  const services = sc.services.filter((s) => !(api && s === own)).map(toService);
  const events: SimEvent[] = sc.events.map((e): SimEvent => {
    switch (e.type) {
      case 'createService':
        return { ...e, service: toService(e.service) };
      case 'createEndpointSlice':
        return { at: e.at, type: e.type, ...toSlice(e) };
      case 'patchEndpointSlice': {
        const out: SimEvent = { at: e.at, type: e.type, namespace: e.namespace, name: e.name };
        if (e.endpoints !== undefined) out.endpoints = e.endpoints;
        if (e.ports !== undefined) out.ports = toPorts(e.ports);
        return out;
      }
      case 'connect': {
        const node = nodeIndex(e.node);
        return {
          at: e.at,
          type: e.type,
          to: e.to.includes('/') ? e.to : `${e.to}/TCP`,
          client: e.client ?? 'curl',
          ...(node !== undefined ? { node } : {}),
        };
      }
      case 'restartAgent': {
        const node = nodeIndex(e.node);
        return {
          at: e.at,
          type: e.type,
          ...(node !== undefined ? { node } : {}),
          ...(e.cause ? { cause: e.cause } : {}),
        };
      }
      default:
        return e;
    }
  });
  const lastAt = sc.events.reduce((m, e) => Math.max(m, e.at), 0);
  const agentAddr = sc.agent?.apiserverAddress;
  const kubernetesService = api
    ? own
      ? toService(own)
      : toService({
          namespace: 'default',
          name: 'kubernetes',
          type: 'ClusterIP',
          clusterIP: '10.96.0.1',
          ports: [{ name: 'https', port: 443, targetPort: api.port }],
        })
    : null;
  const clusterIPs = [
    ...(kubernetesService ? [kubernetesService.clusterIP] : []),
    ...services.map((s) => s.clusterIP),
    ...events.flatMap((e) => (e.type === 'createService' ? [e.service.clusterIP] : [])),
  ];
  return {
    title: sc.title,
    seed: sc.seed ?? 1,
    startTime: Date.parse(sc.startTime ?? DEFAULT_START_TIME),
    durationMs: sc.durationMs ?? lastAt + SETTLE_MS,
    node: { name: nodes[0]!.name, ip: nodes[0]!.ip, kernel: nodes[0]!.kernel },
    nodes,
    agent: {
      apiserverAddress: agentAddr ? (agentAddr.includes('/') ? agentAddr : `${agentAddr}/TCP`) : null,
      pod: nodes[0]!.pod,
      afterReconnect: sc.agent?.afterReconnect ?? 'resume',
    },
    serviceCIDRs: sc.serviceCIDRs ?? defaultServiceCidrs(clusterIPs),
    apiserver: api && kubernetesService ? { ...api, kubernetesService } : null,
    services,
    endpointSlices: sc.endpointSlices.map(toSlice),
    events,
  };
}
