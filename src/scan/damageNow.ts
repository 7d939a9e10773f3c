import type { NodeEvidence, SourceRef } from './dump';
import type { ExposedPair } from './exposure';
import { canonicalAddr } from '../model/ipAddr';
import type { ServiceIndex } from './serviceIndex';

/** A frontend with no backends on a node although its Service's slices list ready endpoints. */
export interface DamagedFrontend {
  node: string;
  frontend: string;
  service: string;
  flags: string;
  readyEndpoints: number;
  output: string;
  source: SourceRef;
  /** Exposed pairs in which this Service is the victim: what explains the damage. */
  pairs: string[];
}

/** Agent log lines with `operation not permitted` towards a Service VIP that has ready endpoints. */
export interface LogDamage {
  node: string;
  vip: string;
  service: string;
  lines: number;
  first: { text: string; source: SourceRef };
  pairs: string[];
}

export interface Damage {
  /** `no-data` when the input has no node outputs (bpf lb list, service list, agent logs) to look at. */
  status: 'damaged' | 'none' | 'no-data';
  frontends: DamagedFrontend[];
  logs: LogDamage[];
  nodes: { node: string; outputs: string[] }[];
  /** Count-0 frontends that no Service in the dump owns (so they cannot be judged). */
  unmatched: number;
}

/** `ip:port/PROTO` keys to try for an address as an output prints it (older outputs omit the protocol). */
function candidates(addr: string): string[] {
  const a = canonicalAddr(addr.replace(/\/i$/, ''));
  return /\/[A-Z]+$/.test(a) ? [a] : [`${a}/TCP`, `${a}/UDP`, `${a}/SCTP`];
}

function owner(idx: ServiceIndex, addr: string, named?: string): string | undefined {
  if (named) return named;
  for (const c of candidates(addr)) {
    const s = idx.vips.get(c);
    if (s) return s;
  }
  return undefined;
}

/**
 * The damage-now verdict: BPF master entries / frontends with count 0 whose Service has ready endpoints, and
 * agent logs where connects to a Service VIP failed with `operation not permitted`.
 */
export function findDamage(
  idx: ServiceIndex,
  nodes: readonly NodeEvidence[],
  pairs: readonly ExposedPair[],
): Damage {
  const victimOf = new Map<string, string[]>();
  for (const p of pairs) victimOf.set(p.victim.key, [...(victimOf.get(p.victim.key) ?? []), p.id]);
  const frontends: DamagedFrontend[] = [];
  const logs = new Map<string, LogDamage>();
  let unmatched = 0;
  for (const n of nodes) {
    const seen = new Set<string>();
    for (const fe of n.frontends) {
      if (!fe.master || fe.backends > 0 || seen.has(canonicalAddr(fe.frontend))) continue;
      seen.add(canonicalAddr(fe.frontend)); // one row per frontend even when both bpf lb list and service list show it
      const service = owner(idx, fe.frontend, fe.service);
      if (!service) {
        unmatched++;
        continue;
      }
      const ready = idx.ready(service);
      if (ready === 0) continue; // no endpoints: an empty entry is correct
      frontends.push({
        node: n.node,
        frontend: fe.frontend,
        service,
        flags: fe.flags,
        readyEndpoints: ready,
        output: fe.output,
        source: fe.source,
        pairs: victimOf.get(service) ?? [],
      });
    }
    for (const h of n.logHits) {
      for (const addr of h.addresses) {
        const service = owner(idx, addr);
        if (!service || !idx.ready(service)) continue;
        const k = `${n.node} ${addr}`;
        const cur = logs.get(k);
        if (cur) cur.lines++;
        else
          logs.set(k, {
            node: n.node,
            vip: addr,
            service,
            lines: 1,
            first: { text: h.text, source: h.source },
            pairs: victimOf.get(service) ?? [],
          });
        break;
      }
    }
  }
  const damaged = frontends.length > 0 || logs.size > 0;
  return {
    status: damaged ? 'damaged' : nodes.length ? 'none' : 'no-data',
    frontends,
    logs: [...logs.values()],
    nodes: nodes.map((n) => ({ node: n.node, outputs: n.outputs })),
    unmatched,
  };
}
