import { isSurrogate, type Frontend } from './frontend';
import type { ServiceType } from './kube';
import type { L3n4Addr } from './l3n4Addr';
import { emptyPMap, type PMap } from './pmap';
import type { ServiceName } from './serviceName';

/** One service in the BPF LB map: the master entry (slot 0) and its backend slots 1..count. */
export interface BpfService {
  /** The entry's own address (the map key). */
  frontend: L3n4Addr;
  /**
   * The NodePort frontend (`0.0.0.0:<nodePort>`) this entry was written for, when it is one of that frontend's
   * per-node-address entries (`<nodeIP>:<nodePort>`, flagged `[NodePort]`); absent: the entry is its frontend's.
   */
  owner?: L3n4Addr;
  type: ServiceType;
  /** The owning Service: bookkeeping the agent keeps in userspace (the kernel map only has the rev-NAT ID). */
  service: ServiceName;
  revNat: number;
  /** Slot n (1-based) holds backends[n-1]; `count` is backends.length. */
  backends: L3n4Addr[];
  nonRoutable: boolean;
}

export interface BpfState {
  services: PMap<BpfService>;
  /** Next service/rev-NAT ID to hand out. */
  nextId: number;
}

export const emptyBpf: BpfState = { services: emptyPMap(), nextId: 1 };

/** The frontend an entry was written for: its owner, or the entry itself. */
export function entryFrontend(e: Pick<BpfService, 'frontend' | 'owner'>): L3n4Addr {
  return e.owner ?? e.frontend;
}

/** "non-routable" = surrogate NodePort (0.0.0.0) or ClusterIP without external access. */
export function isNonRoutable(fe: Pick<Frontend, 'address' | 'type'>): boolean {
  return isSurrogate(fe) || fe.type === 'ClusterIP';
}

/** The master entry's flags as `cilium bpf lb list` prints them, e.g. `[ClusterIP, non-routable]`. */
export function bpfFlags(s: Pick<BpfService, 'type' | 'nonRoutable'>): string {
  return s.nonRoutable ? `[${s.type}, non-routable]` : `[${s.type}]`;
}

/** Flat rows of the map, one per slot (the CLI's `bpf` JSON and the terminal renderer use these). */
export interface BpfRow {
  frontend: L3n4Addr;
  /** Set on a per-node-address NodePort entry's rows: the surrogate frontend it copies. */
  owner?: L3n4Addr;
  slot: number;
  backend: string;
  revNat: number;
  count: number;
  flags: string;
}

export function bpfRows(s: BpfService): BpfRow[] {
  const count = s.backends.length;
  const owner = s.owner === undefined ? {} : { owner: s.owner };
  const rows: BpfRow[] = s.backends.map((backend, i) => ({
    frontend: s.frontend,
    ...owner,
    slot: i + 1,
    backend,
    revNat: s.revNat,
    count,
    flags: '',
  }));
  rows.push({
    frontend: s.frontend,
    ...owner,
    slot: 0,
    backend: '0.0.0.0:0',
    revNat: s.revNat,
    count,
    flags: bpfFlags(s),
  });
  return rows;
}
