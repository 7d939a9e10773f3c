import { compareAddr, parseL3n4Addr } from '../../model/l3n4Addr';
import { pmValues } from '../../model/pmap';
import type { ClusterState } from '../../model/trace';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A token that must not be part of a longer name or address (so `kubernetes` ≠ `kubernetes-intranet`). */
const word = (s: string) => new RegExp(`(?<![\\w./-])${esc(s)}(?![\\w-]|\\.\\d)`);

/**
 * What an output line must contain to belong to the selection. An address matches its `ip:port` and its
 * Service's row; a Service matches its name, its addresses and its EndpointSlices' rows.
 */
export function selectionMatchers(selection: string | null, state: ClusterState): RegExp[] {
  if (!selection) return [];
  const services = Object.values(state.k8s.services);
  const addr = parseL3n4Addr(selection);
  const owner = addr
    ? (pmValues(state.agent.tables.frontends).find((f) => f.address === selection)?.serviceName ??
      pmValues(state.bpf.services).find((e) => e.frontend === selection)?.service)
    : selection;
  const out: RegExp[] = [];
  if (addr) out.push(word(`${addr.ip}:${addr.port}`));
  if (owner) {
    const [ns = '', name = ''] = owner.split('/');
    out.push(word(owner));
    const svc = services.find((s) => s.namespace === ns && s.name === name);
    if (svc && !addr) {
      for (const ip of [svc.clusterIP, ...svc.loadBalancerIPs]) out.push(word(ip));
      for (const sl of Object.values(state.k8s.slices))
        if (sl.namespace === ns && sl.service === name)
          out.push(new RegExp(`^${esc(ns)}\\s+${esc(sl.name)}\\s`));
    }
    // `kubectl get svc -A` rows: namespace and name in their own columns.
    out.push(new RegExp(`^${esc(ns)}\\s+${esc(name)}\\s`));
  }
  return out;
}

/**
 * The most specific thing a line is about: the first address or Service name it mentions. Of two addresses at
 * the same place (a frontend's TCP and UDP twins print the same `ip:port`), a BPF entry's comes first, then the
 * frontends' in address order (the table has no order of its own).
 */
export function entityIn(line: string, state: ClusterState): string | null {
  const candidates = [
    ...pmValues(state.bpf.services).map((e) => e.frontend),
    ...pmValues(state.agent.tables.frontends)
      .map((f) => f.address)
      .sort(compareAddr),
    ...Object.values(state.k8s.services).map((s) => `${s.namespace}/${s.name}`),
  ];
  let best: { at: number; token: string } | null = null;
  for (const c of new Set(candidates)) {
    const p = parseL3n4Addr(c);
    const m = word(p ? `${p.ip}:${p.port}` : c).exec(line);
    if (m && (!best || m.index < best.at)) best = { at: m.index, token: c };
  }
  // `kubectl get svc -A` rows name a Service in two columns.
  for (const s of Object.values(state.k8s.services)) {
    if (new RegExp(`^${esc(s.namespace)}\\s+${esc(s.name)}\\s`).test(line)) return `${s.namespace}/${s.name}`;
  }
  return best?.token ?? null;
}
