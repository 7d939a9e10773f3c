import { instanceIn } from './backend';
import type { InstanceMap } from './instanceMap';
import { addrProtocol, type L3n4Addr } from './l3n4Addr';
import type { ServiceName } from './serviceName';

/** One protocol's backends of a service, grouped by the port names their instance gives them. */
interface ProtoGroup {
  /** Every backend of this protocol, in index (address) order: what an unnamed frontend port selects. */
  all: L3n4Addr[];
  /** Positions in `all` of the backends whose instance lists this port name. */
  named: Map<string, number[]>;
  /** Positions in `all` of the backends whose instance lists no port names (they match every port). */
  wild: number[];
}

/**
 * The backends of one service grouped in a single pass, so that refreshing all of its frontends costs the
 * service's backends once plus what each frontend selects — not backends × frontends (issue #9: one Service
 * with 100 ports × 1,000 endpoints would otherwise read 100,000 backends 100 times).
 */
export class BackendSelection {
  private readonly groups = new Map<string, ProtoGroup>();

  constructor(
    name: ServiceName,
    addrs: readonly L3n4Addr[],
    get: (addr: L3n4Addr) => InstanceMap | undefined,
  ) {
    for (const addr of addrs) {
      const be = get(addr);
      const inst = be && instanceIn(be, name);
      if (!inst) continue;
      const proto = addrProtocol(addr);
      let g = this.groups.get(proto);
      if (!g) this.groups.set(proto, (g = { all: [], named: new Map(), wild: [] }));
      const at = g.all.push(addr) - 1;
      const names = inst.params.portNames;
      if (names.length === 0) g.wild.push(at);
      for (const n of new Set(names)) {
        const list = g.named.get(n);
        if (list) list.push(at);
        else g.named.set(n, [at]);
      }
    }
  }

  /** What `SelectBackends` gives a frontend of this protocol and port name (see WriteTxn.selectBackends). */
  select(proto: string, portName: string): L3n4Addr[] {
    const g = this.groups.get(proto);
    if (!g) return [];
    if (portName === '') return g.all.slice();
    const named = g.named.get(portName) ?? [];
    const out: L3n4Addr[] = [];
    // Merge the two ascending position lists: the result keeps the index's address order.
    let i = 0;
    let j = 0;
    while (i < named.length || j < g.wild.length) {
      const a = named[i] ?? Infinity;
      const b = g.wild[j] ?? Infinity;
      if (a <= b) i++;
      if (b <= a) j++;
      out.push(g.all[Math.min(a, b)]!);
    }
    return out;
  }
}
