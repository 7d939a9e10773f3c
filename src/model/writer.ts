import { backendRelease, instanceIn, k8sInstance, type Backend } from './backend';
import type { KeyVariant } from './backendInstanceKey';
import { frontendRow, type Frontend, type FrontendParams } from './frontend';
import { BackendSelection } from './backendSelection';
import { instancesSet, type BackendParams, type InstanceEntry, type InstanceMap } from './instanceMap';
import { addrProtocol, compareAddr, hasProtocol, type L3n4Addr } from './l3n4Addr';
import { serviceNameKey, type ServiceName } from './serviceName';
import { IdMapEditor } from './idMap';
import type { ServiceRow, Tables } from './tables';
import { perTable, TABLE_NAMES, type Row, type TableName, type TablesLog } from './tablesLog';
import type { TableChange, ReleaseRecord } from './trace';

export type { TablesLog } from './tablesLog';

/** What the reflector hands the writer for each endpoint address:port of a service. */
export interface BackendParamsIn {
  address: L3n4Addr;
  portNames: string[];
}

/**
 * The same as two lists, as the reflector builds them: each address:port once, and by index the port names it
 * is known by (equal lists as one array). Neither list is changed once handed over: the writer may keep them.
 */
export interface BackendLists {
  addrs: readonly L3n4Addr[];
  names: readonly string[][];
  /** By index, the endpoint's node (`NodeName`); absent when no endpoint names one. */
  nodes?: readonly (string | undefined)[];
}

/** Changes listed per transaction in the trace. */
export const MAX_CHANGES = 200;

type Editors = { [K in TableName]: IdMapEditor<Row<K>> };

/**
 * Editors of all the tables. Several write transactions can run on one in turn (the flushes of one large
 * drain) with a log of each one's writes taken between them, and one `commit()` at the end: the rows are
 * copied once, not once per transaction.
 */
export class TablesEditor {
  readonly e: Editors;

  constructor(base: Tables) {
    this.e = perTable<Editors>((t) => new IdMapEditor<unknown>(base[t]));
  }

  /** Starts logging writes (see `takeLog`). */
  logWrites() {
    for (const t of TABLE_NAMES) this.e[t].logWrites();
  }

  /** The net writes since logging started or the last log: `applyTablesLogs` replays them. */
  takeLog(): TablesLog {
    return perTable<TablesLog>((t) => this.e[t].takeLog());
  }

  commit(): Tables {
    return perTable<Tables>((t) => this.e[t].commit());
  }
}

/**
 * One statedb write transaction over the agent's tables (pkg/loadbalancer/writer). `commit()` returns the
 * new immutable Tables. Every change is recorded for the trace.
 */
export class WriteTxn {
  private readonly editor: TablesEditor;
  private readonly e: Editors;
  readonly changes: TableChange[] = [];
  readonly releases: ReleaseRecord[] = [];
  /** Changes made but not listed (see MAX_CHANGES). */
  moreChanges = 0;
  /** Frontends deleted in this transaction: the BPF reconciler must remove their entries. */
  frontendsDeleted = 0;
  /** Addresses of the frontends this transaction wrote as Pending (the BPF reconciler's work). */
  readonly pendingAddrs: L3n4Addr[] = [];
  /**
   * What the transaction read, for the complexity tests (issue #9): frontends whose backends were selected,
   * and backend rows read to select them. Both grow with what changed, never with services × events.
   */
  readonly work = { frontendsSelected: 0, backendsRead: 0 };
  /** Index arrays created in this transaction: not yet shared with any committed Tables, so mutable. */
  private readonly ownedIndex = new Set<L3n4Addr[]>();
  /**
   * Services whose frontends this transaction already refreshed and whose selection has not changed since:
   * refreshing them again writes the same rows, so only the trace's change list and count see it.
   */
  private readonly fresh = new Set<ServiceName>();

  constructor(
    /** The tables, or editors a previous transaction left uncommitted (see `TablesEditor`). */
    base: Tables | TablesEditor,
    readonly variant: KeyVariant,
    readonly now: number,
    /** Re-select on every refresh, as upstream does (the reference the property tests compare against). */
    private readonly memo = true,
  ) {
    this.editor = base instanceof TablesEditor ? base : new TablesEditor(base);
    this.e = this.editor.e;
  }

  /** The index array for `name`, copied once per transaction so that later edits happen in place. */
  private ownIndex(
    index: 'frontendsByService' | 'backendsByService',
    name: ServiceName,
    cur = this.e[index].get(name),
  ): L3n4Addr[] | undefined {
    if (!cur) return undefined;
    if (this.ownedIndex.has(cur as L3n4Addr[])) return cur as L3n4Addr[];
    const copy = cur.slice();
    this.ownedIndex.add(copy);
    this.e[index].set(name, copy);
    return copy;
  }

  private indexAdd(index: 'frontendsByService' | 'backendsByService', name: ServiceName, addr: L3n4Addr) {
    const cur = this.e[index].get(name);
    if (!cur) {
      const fresh = [addr];
      this.ownedIndex.add(fresh);
      return this.e[index].set(name, fresh);
    }
    // Most inserts come in address order: append without searching.
    if (compareAddr(cur[cur.length - 1]!, addr) < 0) return void this.ownIndex(index, name, cur)!.push(addr);
    // Sorted insert by binary search: the index stays in address order without re-sorting. An address
    // already there (a refreshed frontend) changes nothing, so the index and its path are not copied.
    const at = lowerBoundAddr(cur, addr);
    if (cur[at] !== addr) this.ownIndex(index, name, cur)!.splice(at, 0, addr);
  }

  /**
   * `indexAdd` of several addresses at once, as one exact-size array: a first sync indexes each Service's
   * backends together, one lookup and one write instead of one per row (and no array grown by `push`, which
   * would keep room for a dozen more addresses in every Service's entry).
   */
  private indexAddAll(
    index: 'frontendsByService' | 'backendsByService',
    name: ServiceName,
    addrs: readonly L3n4Addr[],
    /** `addrs` is an exact-size array nothing changes later: in address order, it can be the entry itself. */
    shareable = false,
  ) {
    if (addrs.length <= 1) {
      if (addrs.length) this.indexAdd(index, name, addrs[0]!);
      return;
    }
    const cur = this.e[index].get(name) ?? [];
    const add = isSortedByAddr(addrs) ? (shareable ? addrs : addrs.slice()) : addrs.slice().sort(compareAddr);
    const out = cur.length ? mergeAddrs(cur, add) : add;
    // Not marked as this transaction's to edit in place: the service's frontends, refreshed next, can share
    // it as their backends (a later edit in this transaction copies it once).
    this.e[index].set(name, out);
  }

  private indexRemove(index: 'frontendsByService' | 'backendsByService', name: ServiceName, addr: L3n4Addr) {
    const cur = this.e[index].get(name);
    if (!cur) return;
    let at = lowerBoundAddr(cur, addr);
    if (cur[at] !== addr) {
      at = cur.indexOf(addr); // an index not in address order (never written by this writer)
      if (at < 0) return;
    }
    if (cur.length === 1) return this.e[index].delete(name);
    this.ownIndex(index, name, cur)!.splice(at, 1);
  }

  /**
   * Writes (or, with `be` undefined, deletes) the backend row at `addr`, given by its instances; `old` is the
   * row's instances now. A row that gains `later`'s service is indexed by the caller (`indexAddAll`), with
   * the service's other new rows.
   */
  private putBackend(
    addr: L3n4Addr,
    be: InstanceMap | undefined,
    old: InstanceMap | undefined,
    later?: { name: ServiceName; addrs: L3n4Addr[] },
  ) {
    // A new row of one instance (a first sync's every row) changes just that instance: no list to build.
    if (!old && be?.length === 1) this.instanceChanged(addr, be[0]!.key.serviceName, old, be, later);
    else {
      for (const n of changedInstances(old ?? [], be ?? [])) this.instanceChanged(addr, n, old, be, later);
    }
    if (be) this.e.backends.set(addr, be);
    else this.e.backends.delete(addr);
    if (this.listing()) {
      this.changes.push({
        table: 'backends',
        key: addr,
        op: !be ? 'delete' : old ? 'update' : 'insert',
        instances: (be ?? old)?.map((e) => e.key.serviceName) ?? [],
      });
    }
  }

  /** Service `n`'s instance on the row at `addr` changed from `old` to `be`: the index follows. */
  private instanceChanged(
    addr: L3n4Addr,
    n: ServiceName,
    old: InstanceMap | undefined,
    be: InstanceMap | undefined,
    later: { name: ServiceName; addrs: L3n4Addr[] } | undefined,
  ) {
    // A service whose instance on this row changed selects differently: its next refresh must re-read.
    this.fresh.delete(n);
    const had = !!old && !!instanceIn(old, n);
    const has = !!be && !!instanceIn(be, n);
    if (had && !has) this.indexRemove('backendsByService', n, addr);
    if (has && !had) {
      if (later?.name === n) later.addrs.push(addr);
      else this.indexAdd('backendsByService', n, addr);
    }
  }

  /**
   * Whether the next change is listed for the trace; past MAX_CHANGES it is only counted (a 500-event flush
   * is not narrated row by row). Callers build the change only when it is listed.
   */
  private listing(): boolean {
    if (this.changes.length < MAX_CHANGES) return true;
    this.moreChanges++;
    return false;
  }

  /**
   * Writes a frontend row; `indexed`: it is already in its service's `frontendsByService` entry (a refresh
   * of a row found through that entry), so the index is not looked up again.
   */
  private putFrontend(fe: Frontend, op: TableChange['op'], indexed = false) {
    this.e.frontends.set(fe.address, fe);
    // Every write leaves the frontend Pending (`refreshed`): the BPF reconciler has work for each.
    this.pendingAddrs.push(fe.address);
    if (!indexed) this.indexAdd('frontendsByService', fe.serviceName, fe.address);
    if (this.listing()) this.changes.push(frontendChange(fe, op));
  }

  /**
   * `BackendsForService` + `SelectBackends`: the backends a frontend gets when it is refreshed. Reads every
   * backend of the service: `refreshFrontends` groups them once per service instead (BackendSelection).
   */
  selectBackends(fe: FrontendParams): L3n4Addr[] {
    const proto = addrProtocol(fe.address);
    const list = this.e.backendsByService.get(fe.serviceName) ?? NO_ADDRS;
    // Made at the first backend left out: when every backend is selected (most frontends), the frontend
    // keeps an exact copy of the index entry instead of an array grown by `push` (room for a dozen more).
    let out: L3n4Addr[] | undefined;
    this.work.frontendsSelected++;
    for (let i = 0; i < list.length; i++) {
      const addr = list[i]!;
      const be = this.e.backends.get(addr);
      this.work.backendsRead++;
      const inst = be && instanceIn(be, fe.serviceName);
      const names = inst?.params.portNames;
      if (
        !inst ||
        !hasProtocol(addr, proto) ||
        (fe.portName !== '' && names!.length > 0 && !names!.includes(fe.portName))
      ) {
        out ??= list.slice(0, i);
        continue;
      }
      out?.push(addr);
    }
    if (out) return out;
    // Every backend selected: the frontend shares the index entry, unless this transaction may still edit
    // that array in place.
    return this.ownedIndex.has(list as L3n4Addr[]) ? list.slice() : (list as L3n4Addr[]);
  }

  private refreshed(fe: FrontendParams, id: number, backends = this.selectBackends(fe)): Frontend {
    return frontendRow(fe, id, backends, 'Pending', this.now);
  }

  /** `RefreshFrontends(name)`: re-read every frontend of the service from the backends table. */
  refreshFrontends(name: ServiceName) {
    const addrs = this.e.frontendsByService.get(name) ?? [];
    if (this.memo && this.fresh.has(name)) return this.rewriteSame(name, addrs);
    if (!this.memo) {
      for (const addr of addrs) {
        const fe = this.e.frontends.get(addr);
        if (fe) this.putFrontend(this.refreshed(fe, fe.id), 'update');
      }
      return;
    }
    const only = addrs.length === 1 ? this.e.frontends.get(addrs[0]!) : undefined;
    if (only && only.serviceName === name) {
      // One frontend (most services): selecting for it reads each backend once, as the grouping would.
      this.putFrontend(this.refreshed(only, only.id), 'update', true);
      this.fresh.add(name);
      return;
    }
    const backends = this.e.backendsByService.get(name) ?? [];
    this.work.backendsRead += backends.length;
    const sel = new BackendSelection(name, backends, (a) => this.e.backends.get(a));
    for (const addr of addrs.slice()) {
      const fe = this.e.frontends.get(addr);
      if (!fe) continue;
      this.work.frontendsSelected++;
      this.putFrontend(
        this.refreshed(fe, fe.id, sel.select(addrProtocol(fe.address), fe.portName)),
        'update',
      );
    }
    this.fresh.add(name);
  }

  /**
   * A refresh of frontends this transaction already refreshed, with nothing they select changed since: the
   * rows it would write are the ones there. The trace still lists (or counts) each write, as upstream makes
   * them — counting costs nothing once the list is full, so shared backends stay linear.
   */
  private rewriteSame(name: ServiceName, addrs: readonly L3n4Addr[]) {
    let i = 0;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: stopping at the full list only saves time; `listing` counts past it alike.
    for (; i < addrs.length && this.changes.length < MAX_CHANGES; i++) {
      const fe = this.e.frontends.get(addrs[i]!);
      if (fe && this.listing()) this.changes.push(frontendChange(fe, 'update'));
    }
    this.moreChanges += addrs.length - i;
  }

  /** `UpsertServiceAndFrontends`: always refreshes the given frontends and deletes the service's others. */
  upsertServiceAndFrontends(
    svc: ServiceRow,
    fes: FrontendParams[],
    /**
     * The frontends' addresses, in the same order, as one exact-size array that nothing changes later (the
     * reflector's, which its log line keeps): a new service's index entry is this array when the addresses
     * are in address order, each once, and every frontend is written — instead of an entry built row by row.
     */
    addrs?: readonly L3n4Addr[],
  ) {
    const existed = !!this.e.services.get(svc.name);
    this.fresh.delete(svc.name);
    this.e.services.set(svc.name, svc);
    if (this.listing())
      this.changes.push({ table: 'services', key: svc.name, op: existed ? 'update' : 'insert' });
    // Only frontends the service had before can be left out now (a new service has none to delete).
    const before = this.e.frontendsByService.get(svc.name);
    const keep = before && new Set<L3n4Addr>();
    const whole =
      !before && !!addrs && addrs.length > 0 && addrs.length === fes.length && isAscendingByAddr(addrs);
    let skipped = false;
    for (const params of fes) {
      const old = this.e.frontends.get(params.address);
      if (old && old.serviceName !== svc.name) {
        skipped = true;
        continue; // owned by another service (validateFrontends)
      }
      keep?.add(params.address);
      this.putFrontend(this.refreshed(params, old?.id ?? 0), old ? 'update' : 'insert', whole);
    }
    if (whole) {
      if (!skipped) this.e.frontendsByService.set(svc.name, addrs);
      else
        for (const params of fes)
          if (this.e.frontends.get(params.address)?.serviceName === svc.name)
            this.indexAdd('frontendsByService', svc.name, params.address);
    }
    // A copy: deleting edits the entry, in place once this transaction owns it.
    if (before) for (const addr of before.slice()) if (!keep!.has(addr)) this.deleteFrontend(addr);
  }

  private deleteFrontend(addr: L3n4Addr) {
    const fe = this.e.frontends.get(addr);
    if (!fe) return;
    this.e.frontends.delete(addr);
    this.fresh.delete(fe.serviceName);
    this.frontendsDeleted++;
    this.indexRemove('frontendsByService', fe.serviceName, addr);
    if (this.listing())
      this.changes.push({ table: 'frontends', key: addr, op: 'delete', service: fe.serviceName });
  }

  /** `DeleteServiceAndFrontends`. */
  deleteServiceAndFrontends(name: ServiceName) {
    if (!this.e.services.get(name)) return;
    for (const addr of (this.e.frontendsByService.get(name) ?? []).slice()) this.deleteFrontend(addr);
    this.e.services.delete(name);
    if (this.listing()) this.changes.push({ table: 'services', key: name, op: 'delete' });
  }

  /**
   * `UpsertAndReleaseBackends`: release the orphans first (through `backendRelease`, whose prefix query is
   * the bug), upsert the new backends, then refresh the services the upserted rows reference plus `name`.
   * Services that lost an instance to the prefix match are not refreshed: their frontends keep the old
   * snapshot.
   */
  upsertAndReleaseBackends(name: ServiceName, backends: BackendParamsIn[], orphans: L3n4Addr[]) {
    this.upsertBackendRows(
      name,
      backends.map((b) => b.address),
      backends.map((b) => b.portNames),
      orphans,
      false,
    );
  }

  /** `upsertAndReleaseBackends` of the reflector's lists, which nothing changes later (see `BackendLists`). */
  upsertAndReleaseBackendLists(name: ServiceName, backends: BackendLists, orphans: L3n4Addr[]) {
    this.upsertBackendRows(name, backends.addrs, backends.names, orphans, true, backends.nodes);
  }

  private upsertBackendRows(
    name: ServiceName,
    addrs: readonly L3n4Addr[],
    names: readonly string[][],
    orphans: L3n4Addr[],
    /**
     * `addrs` is an exact-size array that nothing changes later: when every row is new to the service and in
     * address order, the service's index entry is this array rather than a copy of it.
     */
    shareable: boolean,
    nodes?: readonly (string | undefined)[],
  ) {
    for (const addr of orphans) {
      const instances = this.e.backends.get(addr);
      if (!instances) continue;
      const be: Backend = { address: addr, instances };
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
      // `r.backend` is undefined when the row lost its last instance: the row is deleted.
      if (r.removed.length) this.putBackend(addr, r.backend?.instances, instances);
    }
    // The services the upserted rows reference, in first-seen order: only `name` while every row holds just
    // its instance (a first sync's every row), so the set is made at the first row that holds another.
    let refs: Set<ServiceName> | undefined;
    let refsName = false;
    // One instance entry per distinct port-name list (the reflector hands equal lists as one array), and one
    // instance map per entry for rows that had none: a service's backends share them instead of each
    // carrying copies. The rows are distinct addresses, so no row sees an entry twice.
    const entries = new Map<string[], { entry: InstanceEntry; alone?: InstanceMap }>();
    // Rows whose endpoint names its node: one entry per (port names, node) instead.
    let onNode: Map<string, Map<string[], { entry: InstanceEntry; alone?: InstanceMap }>> | undefined;
    const added = { name, addrs: [] as L3n4Addr[] };
    for (let i = 0; i < addrs.length; i++) {
      const address = addrs[i]!;
      const portNames = names[i]!;
      const node = nodes?.[i];
      let byNames = entries;
      if (node !== undefined) {
        onNode ??= new Map();
        byNames = onNode.get(node) ?? new Map();
        onNode.set(node, byNames);
      }
      let shared = byNames.get(portNames);
      if (!shared) {
        const params = activeParams(portNames);
        const entry = k8sInstance(
          name,
          node === undefined ? params : { ...params, nodeName: node },
          this.variant,
        );
        byNames.set(portNames, (shared = { entry }));
      }
      const old = this.e.backends.get(address);
      const be = old ? instancesSet(old, shared.entry) : (shared.alone ??= [shared.entry]);
      this.putBackend(address, be, old, added);
      // preferredInstances' services, in the same order, without building the filtered list per upsert.
      if (!refs && be.length === 1 && be[0]!.key.serviceName === name) refsName = true;
      else {
        refs ??= new Set(refsName ? [name] : []);
        for (let j = 0; j < be.length; j++) refs.add(be[j]!.key.serviceName);
      }
    }
    const all = shareable && added.addrs.length === addrs.length;
    this.indexAddAll('backendsByService', name, all ? addrs : added.addrs, all);
    if (refs) {
      if (orphans.length) refs.add(name);
      for (const svc of refs) this.refreshFrontends(svc);
    } else if (refsName || orphans.length) this.refreshFrontends(name);
  }

  /** The addresses of the Service's backends now (the exact-name `service` index). */
  backendsOfService(name: ServiceName): readonly L3n4Addr[] {
    return this.e.backendsByService.get(name) ?? NO_ADDRS;
  }

  commit(): Tables {
    return this.editor.commit();
  }
}

function frontendChange(fe: Frontend, op: TableChange['op']): TableChange {
  return {
    table: 'frontends',
    key: fe.address,
    op,
    service: fe.serviceName,
    status: fe.status,
    backends: fe.backends.length,
  };
}

/**
 * The params of an active instance with these port names, one object per list: the reflector hands equal
 * lists as one array (see `portNameList` in reflector.ts), so the services whose backends are known by one
 * port name share one params object, as they share the list. Params are never changed once made.
 */
function activeParams(portNames: string[]): BackendParams {
  let p = paramsByNames.get(portNames);
  if (!p) paramsByNames.set(portNames, (p = { portNames, state: 'active' }));
  return p;
}
const paramsByNames = new WeakMap<string[], BackendParams>();

/** No addresses (an index entry that is not there), shared: never written. */
const NO_ADDRS: readonly L3n4Addr[] = Object.freeze([]);

/** An address-ordered list with more addresses, in address order (each once). */
function mergeAddrs(list: readonly L3n4Addr[], more: readonly L3n4Addr[]): L3n4Addr[] {
  const set = new Set(list);
  return [...list, ...more.filter((a) => !set.has(a))].sort(compareAddr);
}

/** In address order with no address twice. */
function isAscendingByAddr(list: readonly L3n4Addr[]): boolean {
  for (let i = 1; i < list.length; i++) if (compareAddr(list[i - 1]!, list[i]!) >= 0) return false;
  return true;
}

function isSortedByAddr(list: readonly L3n4Addr[]): boolean {
  for (let i = 1; i < list.length; i++) if (compareAddr(list[i - 1]!, list[i]!) > 0) return false;
  return true;
}

function lowerBoundAddr(list: readonly L3n4Addr[], addr: L3n4Addr): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareAddr(list[mid]!, addr) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The services whose instance differs between two versions of a backend row (added, removed or replaced),
 * by one merge walk over both key-ordered maps.
 */
function changedInstances(a: InstanceMap, b: InstanceMap): ServiceName[] {
  // An array, not a Set: a row has a handful of instances, and a large first sync writes 50,000 rows.
  const out: ServiceName[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x && y && x.keyHex === y.keyHex) {
      if (x !== y) addOnce(out, x.key.serviceName);
      i++;
      j++;
    } else if (x && (!y || x.keyHex < y.keyHex)) {
      addOnce(out, x.key.serviceName);
      i++;
    } else {
      addOnce(out, y!.key.serviceName);
      j++;
    }
  }
  return out;
}

/**
 * Appends `n` unless it is there. A function of the module rather than a closure per call: under a
 * keep-names transform (tsx, esbuild) each named closure is also given its name at run time.
 */
function addOnce(out: ServiceName[], n: ServiceName) {
  if (!out.includes(n)) out.push(n);
}
