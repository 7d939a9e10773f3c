import { defaultServiceCidrs } from '../model/cidr';
import type { NodeSpec, SimEvent, SimInput } from '../model/input';
import { createPrng, hashString } from '../model/prng';
import { DEFAULT_NODE } from './validateNodes';
import { scenarioBehaviour } from './ciliumVersion';
import { createdService, eventToSim } from './events';
import { toService, toSlice } from './toSimSpecs';
import type { ScenarioV1 } from './types';

export const DEFAULT_START_TIME = '2026-01-08T11:10:00Z';
/** How long a run goes on after its last event, so that slow consequences (reconciles, back-offs) show. */
export const SETTLE_MS = 30_000;

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

// Keyed by the scenario object (scenarios are never changed in place): the views ask for the same scenario's
// input on every render, and at 2,000 Services building it takes tens of milliseconds.
const inputs = new WeakMap<ScenarioV1, SimInput>();

/**
 * Applies defaults and turns a validated scenario into the simulator's input (memoised per scenario object;
 * the input is shared, so callers must not change it).
 */
export function toSimInput(sc: ScenarioV1): SimInput {
  let input = inputs.get(sc);
  if (!input) inputs.set(sc, (input = buildSimInput(sc)));
  return input;
}

function buildSimInput(sc: ScenarioV1): SimInput {
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
  const events: SimEvent[] = sc.events.map((e) => eventToSim(e, { nodeIndex }));
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
    ...sc.events.flatMap((e) => createdService(e)?.clusterIP ?? []),
  ];
  return {
    title: sc.title,
    seed: sc.seed ?? 1,
    cilium: scenarioBehaviour(sc.ciliumVersion),
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
