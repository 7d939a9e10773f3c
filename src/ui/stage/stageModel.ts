import { backendRows } from '../../model/backend';
import type { FrontendStatus } from '../../model/frontend';
import type { ServiceType } from '../../model/kube';
import type { BpfService } from '../../model/bpfMap';
import { addrSortKey, compareAddr, type L3n4Addr } from '../../model/l3n4Addr';
import { emittedUpTo } from '../../model/render/collect';
import { pmValues } from '../../model/pmap';
import type { ServiceName } from '../../model/serviceName';
import { serviceNameKey } from '../../model/serviceName';
import type { AgentPhase, ConnectResult, Trace } from '../../model/trace';
import { analyzeTrace, isLost } from '../../scenario/story/analysis';
import { stepFocus } from '../../scenario/story/focus';
import { ghostsAt } from '../../scenario/story/ghosts';
import { connectOf } from '../../scenario/story/chapters';
import { nodeCards, type NodeCard } from './stageNodes';

/** A list the stage shows: the rows chosen to be visible, and how many others are folded away. */
export interface Listed<T> {
  shown: T[];
  hidden: number;
}

export interface ServiceCard {
  key: ServiceName;
  type: ServiceType;
  clusterIP: string;
  lbIPs: string[];
  hot: boolean;
  victim: boolean;
}

export interface SliceCard {
  key: string;
  owner: ServiceName;
  endpoints: string[] | null;
  hot: boolean;
  victim: boolean;
}

/**
 * `ghost`: an instance a prefix-matched release took at an earlier step, while nothing else shows it yet (see
 * `lostInstances`); `releasedAt` says when.
 */
export type ChipState = 'present' | 'removed' | 'collateral' | 'spared' | 'ghost';

export interface BackendChip {
  service: ServiceName;
  state: ChipState;
  prefixBytes: number;
  releasedAt?: number;
}

export interface BackendCard {
  address: L3n4Addr;
  chips: BackendChip[];
  rowDeleted: boolean;
  released: boolean;
  hot: boolean;
}

/** One address in the frontends table and/or the BPF map, side by side. */
export interface AddressRow {
  address: L3n4Addr;
  service: ServiceName;
  type: ServiceType;
  /** The frontend's frozen snapshot (null: no such frontend in the agent's tables right now). */
  frontend: number | null;
  status: FrontendStatus | null;
  /** The BPF master entry's count (null: not programmed). */
  bpf: number | null;
  revNat: number | null;
  /**
   * A NodePort surrogate's entries at the node's addresses (`<nodeIP>:<nodePort>`, same slots, own rev-NAT ID),
   * folded into its row: a node may have many addresses, and each would be a row of the same counts.
   */
  atNode: L3n4Addr[];
  hot: boolean;
  victim: boolean;
}

export interface StageModel {
  node: string;
  replicas: { name: string; up: boolean; hot: boolean }[];
  lease: { key: string; present: boolean; hot: boolean } | null;
  serviceController: { connected: boolean; hot: boolean } | null;
  cloudLb: string[];
  services: Listed<ServiceCard>;
  slices: Listed<SliceCard>;
  agent: { phase: AgentPhase; restarts: number; watch: boolean; buffer: string[]; hot: boolean };
  backends: Listed<BackendCard>;
  table: Listed<AddressRow>;
  /** The last connect from the node; `now` when it happened at this step. */
  client: { connect: ConnectResult | null; hot: boolean; now: boolean };
  /** Several nodes: each one compact, node 0 first (empty for one node). */
  nodes: NodeCard[];
}

export interface StageLimits {
  services: number;
  slices: number;
  backends: number;
  table: number;
}

/**
 * Picks at most `limit` items: first those that matter most now (highest `rank`), then the rest; shows them in
 * a stable order (story first, then by key) so rows do not jump between steps.
 */
function picker<T>(items: T[], rank: (t: T) => number, key: (t: T) => string) {
  // Each item's rank and sort key once (2,000 Services would otherwise be ranked twice per comparison), and the
  // ranking once for every limit asked of it.
  const ranked = items
    .map((item) => ({ item, rank: rank(item), key: key(item) }))
    .sort((a, b) => b.rank - a.rank || byString(a.key, b.key));
  const story = (r: { rank: number }) => Number(r.rank >= STORY);
  return (limit: number): Listed<T> => {
    const chosen = ranked.slice(0, Math.max(0, limit));
    chosen.sort((a, b) => story(b) - story(a) || byString(a.key, b.key));
    return { shown: chosen.map((r) => r.item), hidden: items.length - chosen.length };
  };
}

/**
 * How much a row matters at a step, highest first: what this step's release took or spared; the victim (a
 * Service that has lost its backends) and where the client connects now; a story Service that changed now; any
 * story Service; anything else that changed now; the rest. Story rows come before merely changed ones: at
 * startup with 2,000 Services every entry changes at once, and the victim's count-0 row must still show.
 */
export const RANK = { subject: 6, victim: 5, storyHot: 4, story: 3, hot: 2, rest: 1 } as const;
const STORY = RANK.story;

/** Whether a Service (`namespace/name`) matches the stage's filter (case-insensitive, anywhere in the name). */
export const matchesFilter = (svc: string, filter: string) =>
  !filter || svc.toLowerCase().includes(filter.trim().toLowerCase());

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What the stage shows at one step of a run. Pure: the same inputs give the same model. */
export function stageModel(
  trace: Trace,
  index: number,
  where: { node: string; lease: string | null },
  limits: StageLimits,
  /** Only Services whose name contains this (and their slices, backends and rows); "" shows all. */
  filter = '',
): StageModel {
  return stageModels(trace, index, where, filter)(limits);
}

/**
 * The stage's models at one step for any limits: `stageModels(…)(limits)` is `stageModel(…, limits, …)`, but the
 * rows are gathered and ranked once for all the limits asked (the stage asks twice: all rows, to lay out, then
 * the rows that fit). The models share their rows, which nothing changes.
 */
export function stageModels(
  trace: Trace,
  index: number,
  where: { node: string; lease: string | null },
  filter = '',
): (limits: StageLimits) => StageModel {
  const step = trace.steps[Math.max(0, Math.min(index, trace.steps.length - 1))]!;
  const s = step.state;
  const a = analyzeTrace(trace);
  const focus = stepFocus(step);
  // What this step touched, as sets: at startup a step touches every one of 2,000 Services.
  const hot = {
    services: new Set(focus.services),
    slices: new Set(focus.slices),
    backends: new Set(focus.backends),
    frontends: new Set(focus.frontends),
    bpf: new Set(focus.bpf),
  };
  const isVictim = (svc: string) => isLost(a, svc, step.index);
  // Services the story is about: every name in a release, plus where clients connect.
  const story = new Set<ServiceName>();
  for (const st of trace.steps) {
    for (const r of st.releases) [r.service, ...r.collateral, ...r.spared].forEach((x) => story.add(x));
    if (st.kind === 'connect' && st.connect.service) story.add(st.connect.service);
  }
  // What a release at this step took (or spared) is what the moment is about, above what merely changed.
  const subjects = new Set(step.releases.flatMap((r) => [...r.collateral, ...r.spared]));
  const target = step.kind === 'connect' ? step.connect.service : undefined;
  const rank = (svc: string, hot: boolean) =>
    subjects.has(svc)
      ? RANK.subject
      : isVictim(svc) || svc === target
        ? RANK.victim
        : story.has(svc)
          ? hot
            ? RANK.storyHot
            : RANK.story
          : hot
            ? RANK.hot
            : RANK.rest;
  const keep = (svc: string) => matchesFilter(svc, filter);

  const services = Object.values(s.k8s.services).map((svc): ServiceCard => ({
    key: `${svc.namespace}/${svc.name}`,
    type: svc.type,
    clusterIP: svc.clusterIP,
    lbIPs: svc.loadBalancerIPs,
    hot: hot.services.has(`${svc.namespace}/${svc.name}`),
    victim: isVictim(`${svc.namespace}/${svc.name}`),
  }));
  const slices = Object.values(s.k8s.slices).map((sl): SliceCard => ({
    key: `${sl.namespace}/${sl.name}`,
    owner: `${sl.namespace}/${sl.service}`,
    endpoints: sl.endpoints,
    hot: hot.slices.has(`${sl.namespace}/${sl.name}`),
    victim: isVictim(`${sl.namespace}/${sl.service}`),
  }));

  // Backends: the current rows, plus the rows this step's releases deleted (their removed instances kept
  // visible, struck through, so the prefix match can be seen).
  const cards = new Map<L3n4Addr, BackendCard>();
  for (const be of backendRows(s.agent.tables.backends)) {
    cards.set(be.address, {
      address: be.address,
      chips: be.instances.map((e) => ({ service: e.key.serviceName, state: 'present', prefixBytes: 0 })),
      rowDeleted: false,
      released: false,
      hot: hot.backends.has(be.address),
    });
  }
  for (const r of step.releases) {
    const card = cards.get(r.backend) ?? {
      address: r.backend,
      chips: [],
      rowDeleted: r.rowDeleted,
      released: true,
      hot: true,
    };
    card.released = true;
    const prefix = serviceNameKey(r.service).length / 2;
    for (const x of r.removed) {
      if (card.chips.some((c) => c.service === x.service)) continue;
      const collateral = r.collateral.includes(x.service);
      card.chips.push({
        service: x.service,
        state: collateral ? 'collateral' : 'removed',
        prefixBytes: collateral ? prefix : 0,
      });
    }
    for (const sp of r.spared) {
      const chip = card.chips.find((c) => c.service === sp);
      if (chip) Object.assign(chip, { state: 'spared', prefixBytes: prefix });
    }
    cards.set(r.backend, card);
  }
  // Instances a release took earlier and nothing shows yet: drawn as ghosts on their backend (its row may be gone).
  for (const lost of ghostsAt(trace, step.index)) {
    const card = cards.get(lost.backend) ?? {
      address: lost.backend,
      chips: [],
      rowDeleted: true,
      released: false,
      hot: false,
    };
    if (card.chips.some((c) => c.service === lost.service)) continue;
    card.chips.push({
      service: lost.service,
      state: 'ghost',
      prefixBytes: serviceNameKey(lost.releasedBy).length / 2,
      releasedAt: lost.at,
    });
    cards.set(lost.backend, card);
  }
  const backendRank = (c: BackendCard) =>
    c.released
      ? RANK.subject
      : c.chips.some((x) => x.state === 'ghost')
        ? RANK.victim
        : c.chips.some((x) => story.has(x.service))
          ? c.hot
            ? RANK.storyHot
            : RANK.story
          : c.hot
            ? RANK.hot
            : RANK.rest;

  // Frontends and BPF entries side by side, one row per address.
  const rows = new Map<L3n4Addr, AddressRow>();
  for (const fe of pmValues(s.agent.tables.frontends)) {
    rows.set(fe.address, {
      address: fe.address,
      service: fe.serviceName,
      type: fe.type,
      frontend: fe.backends.length,
      status: fe.status,
      bpf: null,
      revNat: null,
      atNode: [],
      hot: hot.frontends.has(fe.address) || hot.bpf.has(fe.address),
      victim: isVictim(fe.serviceName),
    });
  }
  const bpfRow = (address: L3n4Addr, e: BpfService): AddressRow =>
    rows.get(address) ?? {
      address,
      service: e.service,
      type: e.type,
      frontend: null,
      status: null,
      bpf: null,
      revNat: null,
      atNode: [],
      hot: hot.bpf.has(address),
      victim: isVictim(e.service),
    };
  const atNode: BpfService[] = [];
  for (const e of pmValues(s.bpf.services)) {
    if (e.owner !== undefined) atNode.push(e);
    else rows.set(e.frontend, { ...bpfRow(e.frontend, e), bpf: e.backends.length, revNat: e.revNat });
  }
  // A node-address entry joins its surrogate's row (a row of its own only if the surrogate has none).
  for (const e of atNode) {
    const owned = rows.get(e.owner!);
    if (!owned) rows.set(e.frontend, { ...bpfRow(e.frontend, e), bpf: e.backends.length, revNat: e.revNat });
    else
      rows.set(e.owner!, {
        ...owned,
        atNode: [...owned.atNode, e.frontend].sort(compareAddr),
        hot: owned.hot || hot.bpf.has(e.frontend),
      });
  }

  const connects = emittedUpTo(trace, step.index).connects;
  // The node's latest connect, whoever made it: once the agent's own reconnects fail, they are the news (a
  // client's older success would read as the current state).
  const lastConnect = connects.at(-1) ?? null;
  const leaseKeys = Object.keys(s.apiserver.leases);
  const pickServices = picker(
    services.filter((c) => keep(c.key)),
    (c) => rank(c.key, c.hot),
    (x) => x.key,
  );
  const pickSlices = picker(
    slices.filter((c) => keep(c.owner)),
    (c) => rank(c.owner, c.hot),
    (x) => x.key,
  );
  const pickBackends = picker(
    [...cards.values()].filter((c) => !filter || c.chips.some((x) => keep(x.service))),
    backendRank,
    // Addresses in numeric order (`addrSortKey` orders exactly as `compareAddr`).
    (x) => addrSortKey(x.address),
  );
  const pickTable = picker(
    [...rows.values()].filter((r) => keep(r.service)),
    (r) => rank(r.service, r.hot),
    // Addresses in numeric order (`addrSortKey` orders exactly as `compareAddr`).
    (x) => addrSortKey(x.address),
  );
  const rest = {
    node: where.node,
    replicas: s.apiserver.replicas.map((r) => ({
      name: r.name,
      up: r.phase === 'running',
      hot: focus.replicas.includes(r.name),
    })),
    lease: where.lease
      ? {
          key: where.lease,
          present: leaseKeys.some((k) => s.apiserver.leases[k]! > s.time),
          hot: focus.lease,
        }
      : null,
    serviceController: s.apiserver.replicas.length
      ? { connected: s.serviceController.watch.connected, hot: focus.serviceController }
      : null,
    cloudLb: Object.values(s.k8s.services).flatMap((x) =>
      x.type === 'LoadBalancer' ? x.loadBalancerIPs : [],
    ),
    agent: {
      phase: s.agent.phase,
      restarts: s.agent.restarts,
      watch: s.agent.watch.connected,
      buffer: s.agent.buffer.map((b) => b.key),
      hot: focus.agent,
    },
    client: {
      connect: lastConnect,
      hot: focus.client || (step.kind === 'connect' && step.by === 'client'),
      now: connectOf(step) !== undefined && lastConnect !== null && lastConnect.at === step.at,
    },
    nodes: nodeCards(trace, step.index),
  };
  return (limits) => ({
    node: rest.node,
    replicas: rest.replicas,
    lease: rest.lease,
    serviceController: rest.serviceController,
    cloudLb: rest.cloudLb,
    services: pickServices(limits.services),
    slices: pickSlices(limits.slices),
    agent: rest.agent,
    backends: pickBackends(limits.backends),
    table: pickTable(limits.table),
    client: rest.client,
    nodes: rest.nodes,
  });
}
