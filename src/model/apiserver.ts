import type { Sim } from './engine';
import type { EndpointSlice, Service } from './kube';
import { objectKey, sameService, sameSlice } from './kube';
import { leaseKey } from './leaseKey';
import { recordWith, recordWithout } from './record';
import type { AuditEntry } from './trace';

/** Rolling restarts finish within this window (scenario format v1: "finished within 60 s"). */
export const ROLLING_RESTART_WINDOW_MS = 52_000;
/**
 * How long a replica is down before its replacement serves: a pod replacement takes 6–10 s (seeded). The
 * spread matters: a replacement's 10 s reconcile loop starts when it does, so its phase relative to the next
 * replica's stop — how soon that clear is restored — varies from one spec change to the next.
 */
export const REPLICA_DOWNTIME_MS = 6_000;
export const REPLICA_DOWNTIME_SPREAD_MS = 4_000;
/** `EndpointInterval`: how often every replica re-runs the endpoint reconcile. */
export const ENDPOINT_INTERVAL_MS = 10_000;
/** Master lease TTL in etcd. */
export const LEASE_TTL_MS = 15_000;
/** A watch event reaches the agent this long after the write. */
export const WATCH_LATENCY_MS = 2;

type Writer = Pick<AuditEntry, 'user' | 'verb'> & { missing?: boolean };

export const USERS = {
  kubectl: 'kubernetes-admin',
  apiserver: 'system:apiserver',
  serviceController: 'system:serviceaccount:kube-system:service-controller',
} as const;

function audit(sim: Sim, resource: AuditEntry['resource'], ns: string, name: string, w: Writer) {
  sim.emit('audit', { at: sim.now, resource, namespace: ns, name, code: 200, ...w });
}

/** Delivers a change to every agent whose watch is connected. */
function notifyAgent(sim: Sim, kind: 'svc' | 'eps', key: string, obj: Service | EndpointSlice | null) {
  for (let node = 0; node < sim.nodeCount; node++) {
    if (sim.agentOf(node).watch.connected) {
      sim.schedule(sim.now + WATCH_LATENCY_MS, { t: 'deliver', kind, key, obj, node });
    }
  }
}

/**
 * Stores a Service in the apiserver (create or update) and notifies watchers. A write that leaves the
 * object as it was is answered (and audited) but not stored: no new resourceVersion, no watch event.
 * Returns whether the object changed.
 */
export function writeService(sim: Sim, svc: Omit<Service, 'resourceVersion'>, w: Writer): boolean {
  const k8s = sim.state.k8s;
  const key = objectKey(svc.namespace, svc.name);
  const old = k8s.services[key];
  audit(sim, 'services', svc.namespace, svc.name, w);
  if (old && sameService(old, svc)) return false;
  const rv = k8s.rv + 1;
  const stored: Service = { ...svc, resourceVersion: rv };
  sim.set('k8s', { ...k8s, rv, services: recordWith(k8s.services, key, stored) });
  notifyAgent(sim, 'svc', key, stored);
  return true;
}

export function deleteService(sim: Sim, key: string, w: Writer) {
  const k8s = sim.state.k8s;
  const old = k8s.services[key];
  if (!old) return;
  sim.set('k8s', { ...k8s, rv: k8s.rv + 1, services: recordWithout(k8s.services, key) });
  audit(sim, 'services', old.namespace, old.name, { ...w, verb: 'delete' });
  notifyAgent(sim, 'svc', key, null);
}

/** Stores an EndpointSlice and notifies watchers; like `writeService`, an unchanged object is not written. */
export function writeSlice(sim: Sim, slice: Omit<EndpointSlice, 'resourceVersion'>, w: Writer): boolean {
  const k8s = sim.state.k8s;
  const key = objectKey(slice.namespace, slice.name);
  const old = k8s.slices[key];
  audit(sim, 'endpointslices', slice.namespace, slice.name, w);
  if (old && sameSlice(old, slice)) return false;
  const rv = k8s.rv + 1;
  const stored: EndpointSlice = { ...slice, resourceVersion: rv };
  sim.set('k8s', { ...k8s, rv, slices: recordWith(k8s.slices, key, stored) });
  notifyAgent(sim, 'eps', key, stored);
  return true;
}

export function deleteSlice(sim: Sim, key: string, w: Writer) {
  const k8s = sim.state.k8s;
  const old = k8s.slices[key];
  if (!old) return;
  sim.set('k8s', { ...k8s, rv: k8s.rv + 1, slices: recordWithout(k8s.slices, key) });
  audit(sim, 'endpointslices', old.namespace, old.name, { ...w, verb: 'delete' });
  notifyAgent(sim, 'eps', key, null);
}

export { leaseKey };

export function anyReplicaRunning(sim: Sim): boolean {
  return sim.state.apiserver.replicas.some((r) => r.phase === 'running');
}

/** The replica a (re)connecting client lands on: a seeded pick among the running ones, or null. */
export function pickReplica(sim: Sim): number | null {
  const running = sim.state.apiserver.replicas.filter((r) => r.phase === 'running');
  return running.length ? running[Math.floor(sim.random() * running.length)]!.id : null;
}

function setReplica(sim: Sim, id: number, phase: 'running' | 'stopped' | 'starting') {
  const a = sim.state.apiserver;
  sim.set('apiserver', { ...a, replicas: a.replicas.map((r) => (r.id === id ? { ...r, phase } : r)) });
}

function setLease(sim: Sim, key: string, expiresAt: number | undefined) {
  const a = sim.state.apiserver;
  const leases = { ...a.leases };
  if (expiresAt === undefined) delete leases[key];
  else leases[key] = expiresAt;
  sim.set('apiserver', { ...a, leases });
}

/** `ListLeases`: the advertise addresses whose lease has not expired. */
function masterIPs(sim: Sim): string[] {
  return Object.entries(sim.state.apiserver.leases)
    .filter(([, exp]) => exp > sim.now)
    .map(([k]) => k.slice('/masterleases/'.length))
    .sort();
}

/**
 * `doReconcile` of the lease endpoint reconciler: make the default/kubernetes endpoints equal the lease
 * list. A stopping replica writes even an empty list; a running one refuses to erase the last address.
 */
function reconcileKubernetesEndpoints(sim: Sim, replica: number, stopping: boolean) {
  const api = sim.input.apiserver!;
  const ips = masterIPs(sim);
  const slice = sim.state.k8s.slices['default/kubernetes'];
  const current = slice?.endpoints ?? [];
  if (current.length === ips.length && current.every((ip, i) => ip === ips[i])) return;
  if (ips.length === 0 && !stopping) return;
  const name = sim.state.apiserver.replicas[replica]?.name ?? `kube-apiserver-${replica}`;
  writeSlice(
    sim,
    {
      namespace: 'default',
      name: 'kubernetes',
      service: 'kubernetes',
      endpoints: ips.length ? ips : null,
      ports: ips.length ? [{ name: 'https', port: api.port, protocol: 'TCP' }] : null,
      manager: 'kube-apiserver',
    },
    { user: USERS.apiserver, verb: 'update', missing: stopping },
  );
  if (stopping) {
    sim.record('apiserver', { kind: 'sliceCleared', replica: name, slice: 'default/kubernetes' });
  } else {
    sim.record('apiserver', { kind: 'sliceRestored', replica: name, slice: 'default/kubernetes', ips });
  }
}

/** `Stop()` of the kubernetes-service controller, then the replica goes away. */
export function replicaStop(sim: Sim, id: number) {
  const r = sim.state.apiserver.replicas[id];
  const api = sim.input.apiserver;
  if (!r || r.phase !== 'running' || !api) return;
  setReplica(sim, id, 'stopped');
  setLease(sim, leaseKey(api.advertiseAddress), undefined);
  sim.record('apiserver', { kind: 'replicaStop', replica: r.name, lease: leaseKey(api.advertiseAddress) });
  reconcileKubernetesEndpoints(sim, id, true);
  // Every watch served by this replica ends with it.
  for (let node = 0; node < sim.nodeCount; node++) {
    sim.schedule(sim.now + 50, { t: 'watchDrop', client: 'agent', replica: id, node });
  }
  sim.schedule(sim.now + 50, { t: 'watchDrop', client: 'sc', replica: id });
  const downtime = REPLICA_DOWNTIME_MS + Math.floor(sim.random() * REPLICA_DOWNTIME_SPREAD_MS);
  sim.schedule(sim.now + downtime, { t: 'replicaStart', replica: id });
}

export function replicaStart(sim: Sim, id: number) {
  const r = sim.state.apiserver.replicas[id];
  if (!r || r.phase === 'running') return;
  setReplica(sim, id, 'running');
  sim.record('apiserver', { kind: 'replicaStarted', replica: r.name });
  leaseReconcile(sim, id);
  // A client that found no apiserver keeps retrying; make sure the service-controller comes back.
  if (!sim.state.serviceController.watch.connected) {
    sim.scheduleOnce('reconnect:sc', sim.now + 1000, { t: 'watchReconnect', client: 'sc', attempt: 0 });
  }
}

/** The periodic `UpdateLease` + `doReconcile` every running replica does. */
export function leaseReconcile(sim: Sim, id: number) {
  const r = sim.state.apiserver.replicas[id];
  const api = sim.input.apiserver;
  if (!r || r.phase !== 'running' || !api) return;
  setLease(sim, leaseKey(api.advertiseAddress), sim.now + LEASE_TTL_MS);
  reconcileKubernetesEndpoints(sim, id, false);
  sim.schedule(sim.now + ENDPOINT_INTERVAL_MS, { t: 'leaseReconcile', replica: id });
}

/** Schedules a restart of one replica, or a rolling restart of all of them within ROLLING_RESTART_WINDOW_MS. */
export function restartApiserver(sim: Sim, replica: number | undefined) {
  const n = sim.state.apiserver.replicas.length;
  if (replica !== undefined) {
    sim.schedule(sim.now, { t: 'replicaStop', replica });
    return;
  }
  const spacing = Math.min(20_000, Math.floor(ROLLING_RESTART_WINDOW_MS / Math.max(1, n)));
  for (let i = 0; i < n; i++) sim.schedule(sim.now + i * spacing, { t: 'replicaStop', replica: i });
}
