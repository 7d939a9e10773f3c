import {
  K8S_SOURCE_PRIORITY,
  instanceKeyHex,
  serviceLookupPrefix,
  type KeyVariant,
} from './backendInstanceKey';
import {
  instancesDelete,
  instancesPrefix,
  instancesSet,
  type BackendParams,
  type InstanceEntry,
  type InstanceMap,
} from './instanceMap';
import type { L3n4Addr } from './l3n4Addr';
import { imGet, imMapEntries, type IdMap } from './idMap';
import type { ServiceName } from './serviceName';

/** A row of the backends table: one per `L3n4Addr`, shared by every service that points at it. */
export interface Backend {
  address: L3n4Addr;
  instances: InstanceMap;
}

/** The row at `address` of a backends table (see `Tables.backends`), or undefined. */
export function backendAt(backends: IdMap<InstanceMap>, address: L3n4Addr): Backend | undefined {
  const instances = imGet(backends, address);
  return instances && { address, instances };
}

/** Every row of a backends table, in the order its run first wrote the addresses (a lister sorts them). */
export function backendRows(backends: IdMap<InstanceMap>): Backend[] {
  return imMapEntries(backends, backendRow);
}

/** A row from its key and value (a function of the module: see `addOnce` in writer.ts). */
function backendRow(address: L3n4Addr, instances: InstanceMap): Backend {
  return { address, instances };
}

/** `GetInstancesOfService(name)`: a byte-prefix query with the priority-0 key of `name`. */
export function getInstancesOfService(be: Backend, name: ServiceName, variant: KeyVariant): InstanceEntry[] {
  return instancesPrefix(be.instances, serviceLookupPrefix(name, variant));
}

/** The instance of exactly this service, found the way the `service` index finds it (exact match). */
export function instanceOf(be: Backend, name: ServiceName): InstanceEntry | undefined {
  return instanceIn(be.instances, name);
}

/** `instanceOf` on a row's instances. */
export function instanceIn(list: InstanceMap, name: ServiceName): InstanceEntry | undefined {
  // A loop, not `find` with a closure: a first sync asks this of every row twice.
  for (let i = 0; i < list.length; i++) if (list[i]!.key.serviceName === name) return list[i];
  return undefined;
}

/** Adds or overwrites this service's (Kubernetes-sourced) instance. */
export function backendUpsertInstance(
  be: Backend | undefined,
  address: L3n4Addr,
  name: ServiceName,
  params: BackendParams,
  variant: KeyVariant,
): Backend {
  return backendUpsertEntry(be, address, k8sInstance(name, params, variant));
}

/** The (Kubernetes-sourced) instance entry of `name` with these params. */
export function k8sInstance(name: ServiceName, params: BackendParams, variant: KeyVariant): InstanceEntry {
  const key = { serviceName: name, sourcePriority: K8S_SOURCE_PRIORITY };
  return { keyHex: instanceKeyHex(key, variant), key, params };
}

/**
 * Adds or overwrites an instance entry. Entries are immutable, so one entry may be shared by several rows (a
 * service's backends all carry the same key and, usually, the same params).
 */
export function backendUpsertEntry(
  be: Backend | undefined,
  address: L3n4Addr,
  entry: InstanceEntry,
): Backend {
  return { address, instances: instancesSet(be?.instances ?? [], entry) };
}

/** What `backendRelease` did, for the trace: the instances it removed and those it kept. */
export interface ReleaseResult {
  backend: Backend | undefined;
  deleted: boolean;
  /** True when the `Len()==1` exact-name shortcut decided. */
  shortcut: boolean;
  prefixHex: string;
  removed: InstanceEntry[];
}

/**
 * `backendRelease(be, name)` (pkg/loadbalancer/writer): drops `name`'s instance from a backend.
 * Shortcut: a single instance whose ServiceName equals `name` exactly → delete the whole row.
 * Otherwise it deletes **every** key `GetInstancesOfService(name)` returns, which with the buggy key
 * includes the instances of every service whose name starts with `name`.
 */
export function backendRelease(be: Backend, name: ServiceName, variant: KeyVariant): ReleaseResult {
  const prefixHex = serviceLookupPrefix(name, variant);
  if (be.instances.length === 1 && be.instances[0]!.key.serviceName === name) {
    return { backend: undefined, deleted: true, shortcut: true, prefixHex, removed: [...be.instances] };
  }
  const removed = getInstancesOfService(be, name, variant);
  let instances = be.instances;
  for (const e of removed) instances = instancesDelete(instances, e.keyHex);
  const deleted = instances.length === 0;
  return {
    backend: deleted ? undefined : { ...be, instances },
    deleted,
    shortcut: false,
    prefixHex,
    removed,
  };
}

/** `PreferredInstances()`: per service, its highest-priority instance (the first in key order). */
export function preferredInstances(be: Backend): InstanceEntry[] {
  const seen = new Set<ServiceName>();
  return be.instances.filter((e) => !seen.has(e.key.serviceName) && seen.add(e.key.serviceName));
}
