import { USERS, anyReplicaRunning, pickReplica, writeService } from './apiserver';
import type { Sim } from './engine';
import type { Service } from './kube';
import { tkeTime } from './wallClock';

const SYNC_BEGIN = 'service.cloud.tencent.com/sync-begin-time';
const SYNC_END = 'service.cloud.tencent.com/sync-end-time';

/** The service-controller's watch ends because its apiserver replica went away. */
export function scWatchDrop(sim: Sim, replica: number) {
  const name = sim.state.apiserver.replicas[replica]?.name ?? String(replica);
  const s = sim.state.serviceController;
  if (!s.watch.connected || s.watch.replica !== replica) return;
  sim.set('serviceController', { watch: { connected: false, replica: null } });
  sim.record('service-controller', { kind: 'watchDropped', client: 'service-controller', replica: name });
  sim.scheduleOnce('reconnect:sc', sim.now + 1000, { t: 'watchReconnect', client: 'sc', attempt: 0 });
}

// A pure function's memo per services record (records are never changed, writes replace them): every
// reconnect of an unchanged cluster would otherwise scan all Services again.
const lbKeys = new WeakMap<Record<string, Service>, string[]>();

/** The keys of the LoadBalancer Services, sorted. */
function loadBalancerKeys(services: Record<string, Service>): string[] {
  let keys = lbKeys.get(services);
  if (!keys) {
    keys = Object.keys(services)
      .filter((k) => services[k]!.type === 'LoadBalancer')
      .sort();
    lbKeys.set(services, keys);
  }
  return keys.slice();
}

/** The cloud service-controller reconnects (it runs off the node), re-lists and re-reconciles LB Services. */
export function scReconnect(sim: Sim, attempt: number) {
  if (sim.state.serviceController.watch.connected) return;
  if (!anyReplicaRunning(sim)) {
    sim.scheduleOnce('reconnect:sc', sim.now + 1000, {
      t: 'watchReconnect',
      client: 'sc',
      attempt: attempt + 1,
    });
    return;
  }
  sim.set('serviceController', { watch: { connected: true, replica: pickReplica(sim) } });
  const lbs = loadBalancerKeys(sim.state.k8s.services);
  sim.record('service-controller', {
    kind: 'watchReconnected',
    client: 'service-controller',
    loadBalancers: lbs.length,
  });
  if (lbs.length) sim.schedule(sim.now + 500, { t: 'lbReconcile', services: lbs });
}

export function lbReconcile(sim: Sim, services: string[]) {
  const [first, ...rest] = services;
  const svc = first ? sim.state.k8s.services[first] : undefined;
  if (!first || !svc) {
    if (rest.length) sim.schedule(sim.now, { t: 'lbReconcile', services: rest });
    return;
  }
  sim.emit('events', {
    at: sim.now,
    namespace: svc.namespace,
    type: 'Normal',
    reason: 'EnsuringLoadBalancer',
    object: `service/${svc.name}`,
    source: 'service-controller',
    message: 'Ensuring load balancer',
  });
  sim.record('service-controller', { kind: 'lbReconcile', service: first });
  sim.schedule(sim.now + 400 + Math.floor(sim.random() * 600), {
    t: 'lbPatch',
    service: first,
    begin: sim.now,
    rest,
  });
}

/** Records the reconcile's timestamps in annotations: a Service update every watcher sees. */
export function lbPatch(sim: Sim, service: string, begin: number, rest: string[]) {
  const svc = sim.state.k8s.services[service];
  if (svc) {
    const t0 = sim.input.startTime;
    writeService(
      sim,
      {
        ...svc,
        annotations: {
          ...svc.annotations,
          [SYNC_BEGIN]: tkeTime(t0, begin),
          [SYNC_END]: tkeTime(t0, sim.now),
        },
      },
      { user: USERS.serviceController, verb: 'patch' },
    );
    sim.emit('events', {
      at: sim.now,
      namespace: svc.namespace,
      type: 'Normal',
      reason: 'EnsuredLoadBalancer',
      object: `service/${svc.name}`,
      source: 'service-controller',
      message: 'Ensured load balancer',
    });
    sim.record('service-controller', {
      kind: 'annotationPatch',
      service,
      annotations: [SYNC_BEGIN, SYNC_END],
    });
  }
  if (rest.length) sim.schedule(sim.now + 100, { t: 'lbReconcile', services: rest });
}
