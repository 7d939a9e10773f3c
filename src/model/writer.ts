import {
  backendRelease,
  backendUpsertInstance,
  instanceOf,
  preferredInstances,
  type Backend,
} from './backend';
import type { KeyVariant } from './backendInstanceKey';
import type { Frontend } from './frontend';
import { addrProtocol, compareAddr, type L3n4Addr } from './l3n4Addr';
import { serviceNameKey, type ServiceName } from './serviceName';
import { PMapEditor, type PMap } from './pmap';
import type { ServiceRow, Tables } from './tables';
import type { TableChange, ReleaseRecord } from './trace';

/** What the reflector hands the writer for each frontend of a service. */
export type FrontendParams = Pick<Frontend, 'address' | 'type' | 'serviceName' | 'portName' | 'servicePort'>;

/** What the reflector hands the writer for each endpoint address:port of a service. */
export interface BackendParamsIn {
  address: L3n4Addr;
  portNames: string[];
}

/** Changes listed per transaction in the trace. */
export const MAX_CHANGES = 200;

type TableName = keyof Tables;
type Editors = { [K in TableName]: PMapEditor<Tables[K] extends PMap<infer V> ? V : never> };

/**
 * One statedb write transaction over the agent's tables (pkg/loadbalancer/writer). `commit()` returns the
 * new immutable Tables. Every change is recorded for the trace.
 */
export class WriteTxn {
  private readonly e: Editors;
  readonly changes: TableChange[] = [];
  readonly releases: ReleaseRecord[] = [];
  /** Changes made but not listed (see MAX_CHANGES). */
  moreChanges = 0;
  /** Frontends deleted in this transaction: the BPF reconciler must remove their entries. */
  frontendsDeleted = 0;

  constructor(
    base: Tables,
    readonly variant: KeyVariant,
    readonly now: number,
  ) {
    this.e = {
      services: new PMapEditor(base.services),
      frontends: new PMapEditor(base.frontends),
      backends: new PMapEditor(base.backends),
      frontendsByService: new PMapEditor(base.frontendsByService),
      backendsByService: new PMapEditor(base.backendsByService),
    };
  }

  private indexAdd(index: 'frontendsByService' | 'backendsByService', name: ServiceName, addr: L3n4Addr) {
    const cur = this.e[index].get(name);
    if (!cur) return this.e[index].set(name, [addr]);
    // Sorted insert by binary search: the index stays in address order without re-sorting.
    let lo = 0;
    let hi = cur.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareAddr(cur[mid]!, addr) < 0) lo = mid + 1;
      else hi = mid;
    }
    if (cur[lo] === addr) return;
    this.e[index].set(name, [...cur.slice(0, lo), addr, ...cur.slice(lo)]);
  }

  private indexRemove(index: 'frontendsByService' | 'backendsByService', name: ServiceName, addr: L3n4Addr) {
    const cur = this.e[index].get(name);
    if (!cur?.includes(addr)) return;
    const next = cur.filter((a) => a !== addr);
    if (next.length) this.e[index].set(name, next);
    else this.e[index].delete(name);
  }

  private putBackend(addr: L3n4Addr, be: Backend | undefined) {
    const old = this.e.backends.get(addr);
    const oldNames = old?.instances.map((e) => e.key.serviceName) ?? [];
    const newNames = be?.instances.map((e) => e.key.serviceName) ?? [];
    for (const n of oldNames) if (!newNames.includes(n)) this.indexRemove('backendsByService', n, addr);
    for (const n of newNames) if (!oldNames.includes(n)) this.indexAdd('backendsByService', n, addr);
    if (be) this.e.backends.set(addr, be);
    else this.e.backends.delete(addr);
    this.change(() => ({
      table: 'backends',
      key: addr,
      op: !be ? 'delete' : old ? 'update' : 'insert',
      instances: be ? newNames : oldNames,
    }));
  }

  /** Records a change for the trace; past MAX_CHANGES only counts it (a 500-event flush is not narrated row by row). */
  private change(make: () => TableChange) {
    if (this.changes.length < MAX_CHANGES) this.changes.push(make());
    else this.moreChanges++;
  }

  private putFrontend(fe: Frontend, op: TableChange['op']) {
    this.e.frontends.set(fe.address, fe);
    this.indexAdd('frontendsByService', fe.serviceName, fe.address);
    this.change(() => ({
      table: 'frontends',
      key: fe.address,
      op,
      service: fe.serviceName,
      status: fe.status,
      backends: fe.backends.length,
    }));
  }

  /** `BackendsForService` + `SelectBackends`: the backends a frontend gets when it is refreshed. */
  selectBackends(fe: FrontendParams): L3n4Addr[] {
    const proto = addrProtocol(fe.address);
    const out: L3n4Addr[] = [];
    for (const addr of this.e.backendsByService.get(fe.serviceName) ?? []) {
      const be = this.e.backends.get(addr);
      const inst = be && instanceOf(be, fe.serviceName);
      if (!be || !inst || addrProtocol(addr) !== proto) continue;
      const names = inst.params.portNames;
      if (fe.portName !== '' && names.length > 0 && !names.includes(fe.portName)) continue;
      out.push(addr);
    }
    return out;
  }

  private refreshed(fe: FrontendParams & { id: number }): Frontend {
    return { ...fe, backends: this.selectBackends(fe), status: 'Pending', since: this.now };
  }

  /** `RefreshFrontends(name)`: re-read every frontend of the service from the backends table. */
  refreshFrontends(name: ServiceName) {
    for (const addr of this.e.frontendsByService.get(name) ?? []) {
      const fe = this.e.frontends.get(addr);
      if (fe) this.putFrontend(this.refreshed(fe), 'update');
    }
  }

  /** `UpsertServiceAndFrontends`: always refreshes the given frontends and deletes the service's others. */
  upsertServiceAndFrontends(svc: ServiceRow, fes: FrontendParams[]) {
    const existed = !!this.e.services.get(svc.name);
    this.e.services.set(svc.name, svc);
    this.change(() => ({ table: 'services', key: svc.name, op: existed ? 'update' : 'insert' }));
    const keep = new Set<L3n4Addr>();
    for (const params of fes) {
      const old = this.e.frontends.get(params.address);
      if (old && old.serviceName !== svc.name) continue; // owned by another service (validateFrontends)
      keep.add(params.address);
      this.putFrontend(this.refreshed({ ...params, id: old?.id ?? 0 }), old ? 'update' : 'insert');
    }
    for (const addr of this.e.frontendsByService.get(svc.name) ?? []) {
      if (!keep.has(addr)) this.deleteFrontend(addr);
    }
  }

  private deleteFrontend(addr: L3n4Addr) {
    const fe = this.e.frontends.get(addr);
    if (!fe) return;
    this.e.frontends.delete(addr);
    this.frontendsDeleted++;
    this.indexRemove('frontendsByService', fe.serviceName, addr);
    this.change(() => ({ table: 'frontends', key: addr, op: 'delete', service: fe.serviceName }));
  }

  /** `DeleteServiceAndFrontends`. */
  deleteServiceAndFrontends(name: ServiceName) {
    if (!this.e.services.get(name)) return;
    for (const addr of this.e.frontendsByService.get(name) ?? []) this.deleteFrontend(addr);
    this.e.services.delete(name);
    this.change(() => ({ table: 'services', key: name, op: 'delete' }));
  }

  /**
   * `UpsertAndReleaseBackends`: release the orphans first (through `backendRelease`, whose prefix query is
   * the bug), upsert the new backends, then refresh the services the upserted rows reference plus `name`.
   * Services that lost an instance to the prefix match are not refreshed: their frontends keep the old
   * snapshot.
   */
  upsertAndReleaseBackends(name: ServiceName, backends: BackendParamsIn[], orphans: L3n4Addr[]) {
    for (const addr of orphans) {
      const be = this.e.backends.get(addr);
      if (!be) continue;
      const r = backendRelease(be, name, this.variant);
      const collateral = r.removed.filter((e) => e.key.serviceName !== name).map((e) => e.key.serviceName);
      // Names that start with the released name's bytes but whose keys the lookup did not match: what the
      // fixed key's 0x20 terminator protects.
      const nameHex = serviceNameKey(name);
      const spared = be.instances
        .filter((e) => e.key.serviceName !== name && !r.removed.includes(e))
        .filter((e) => serviceNameKey(e.key.serviceName).startsWith(nameHex))
        .map((e) => e.key.serviceName);
      this.releases.push({
        backend: addr,
        service: name,
        prefixHex: r.prefixHex,
        shortcut: r.shortcut,
        before: be.instances.map((e) => ({ service: e.key.serviceName, keyHex: e.keyHex })),
        removed: r.removed.map((e) => ({ service: e.key.serviceName, keyHex: e.keyHex })),
        collateral,
        spared,
        rowDeleted: r.deleted,
      });
      if (r.deleted) this.putBackend(addr, undefined);
      else if (r.removed.length) this.putBackend(addr, r.backend);
    }
    const refs = new Set<ServiceName>();
    for (const b of backends) {
      const be = backendUpsertInstance(
        this.e.backends.get(b.address),
        b.address,
        name,
        { portNames: b.portNames, state: 'active' },
        this.variant,
      );
      this.putBackend(b.address, be);
      for (const e of preferredInstances(be)) refs.add(e.key.serviceName);
    }
    if (orphans.length) refs.add(name);
    for (const svc of refs) this.refreshFrontends(svc);
  }

  commit(): Tables {
    return {
      services: this.e.services.commit(),
      frontends: this.e.frontends.commit(),
      backends: this.e.backends.commit(),
      frontendsByService: this.e.frontendsByService.commit(),
      backendsByService: this.e.backendsByService.commit(),
    };
  }
}
