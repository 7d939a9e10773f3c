import type { ControlPlanePhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c, secs } from '../format';
import { codes, list, plural } from './words';

const at = (x: { node: string; phase: number }) => `${c(x.node)} (ticks at …${x.phase} ms)`;

export const controlPlaneEn: Wording<ControlPlanePhrases> = {
  specChangeReplaces: (x) =>
    `A cluster spec change replaces the ${x.replicas} kube-apiserver replicas one by one.`,
  replicaRestarted: (x) => `${c(`kube-apiserver-${x.replica}`)} is restarted.`,
  stopRunsStop: () =>
    `Each replica that stops runs ${c('Stop()')} of its kubernetes-service controller, and every watch it serves — the agent's, the service-controller's — drops with it.`,
  replicaStops: (x) =>
    `${c(x.replica)} stops. ${c('Stop()')} calls ${c('RemoveEndpoints')}, which deletes the lease ${c(x.lease)} from etcd.`,
  sharedLease: (x) =>
    `Every replica advertises the same address, so all of them share this one lease key: with it gone, etcd looks as if no apiserver were left, although ${plural(x.others, 'other replica', 'other replicas')} still run.`,
  noLeaseLeft: () => `With the lease gone, no apiserver address is left in etcd.`,
  replicaServing: (x) => `${c(x.replica)} is serving again.`,
  startingRefusesEmpty: () =>
    `A starting replica recreates the lease, but it refuses to write an empty endpoint list.`,
  sliceClearedLastTime: (x) =>
    `${c(x.replica)} reconciles ${c(x.slice)} one last time: no lease is left, so it writes the slice with ${c('endpoints: null')}.`,
  stoppingMayWriteEmpty: () => `A running replica refuses to write an empty list; a stopping one may.`,
  missingFromAudit: () =>
    `This last write of a stopping apiserver is missing from the audit log — which is why the investigation could not find it there and had to write its own watch program.`,
  sliceRestored: (x) =>
    `${c(x.replica)}'s periodic reconcile recreates the lease and restores ${c(x.slice)} to ${c(`[${x.ips.join(', ')}]`)}${x.emptyForMs !== null ? `, ${secs(x.emptyForMs)} s after it was cleared` : ''}.`,
  restoreNeverReached: (x) =>
    `The agent's watch dropped with the stopping replica, so this restore never reaches it: it is left with the empty slice, processed on its own${x.damage ? ' — and the prefix-matched release did the damage' : ''}.`,
  restoreSameWindow: () =>
    `The clear and this restore reach the agent within the same 500 ms buffer window, so it only processes the final state: harmless this time.`,
  restoreTooLateDamage: () =>
    `Too late: the agent had already processed the empty slice on its own, and the prefix-matched release did the damage.`,
  restoreTooLate: () =>
    `Too late to cancel out: the agent had already processed the empty slice on its own and released its backend; its frontends get it back with the next flush.`,
  restoreUpTo10s: () =>
    `Running replicas re-run this reconcile every 10 s, so an empty slice can last up to about 10 s.`,
  nodesSafe: (x) =>
    `On ${list(x.nodes.map(at))} no tick fell between the clear and this restore: ${x.nodes.length === 1 ? 'that agent' : 'those agents'} only processed the final state, nothing was released.`,
  nodesTicked: (x) =>
    `On ${list(x.nodes.map(at))} a tick fell in between, so the empty slice was flushed on its own${x.damage ? ' and the prefix-matched release took the other instance' : ''}.`,
  nodesDropped: (x) =>
    `On ${codes(x.nodes)} the agent's watch dropped with the stopping replica, so this restore never reaches it and it is left with the empty slice${x.damage ? ' — damage there too' : ''}.`,
  nodesDecide: (x) =>
    x.watchesToo
      ? "Same cluster, same writes: each node's ticker phase, and which replica served its watch, decide."
      : "Same cluster, same writes: each node's own ticker phase decides.",
  scWatchDropped: (x) => `The service-controller's watch through ${c(x.replica)} drops.`,
  scRunsOutside: () =>
    `The service-controller runs outside the node. After reconnecting it re-reconciles every LoadBalancer Service.`,
  scReconnected: (x) =>
    `The service-controller reconnects and re-reconciles ${plural(x.loadBalancers, 'LoadBalancer Service')}.`,
  syncTimesAllHear: () =>
    `Each reconcile ends by recording its sync times in the Service's annotations: a Service update that every watcher, the agent included, receives.`,
  syncTimesAgentDeaf: () =>
    `Each reconcile ends by recording its sync times in the Service's annotations: a Service update that every watcher receives, except the agent, whose watch is down.`,
  lbReconcile: (x) =>
    `The service-controller re-reconciles LoadBalancer ${c(x.service)} (EnsuringLoadBalancer).`,
  routineAfterReconnect: () => `Routine after a reconnect. What matters is what it writes next.`,
  syncTimesRecorded: (x) => `The service-controller records its sync times in ${c(x.service)}'s annotations.`,
  patchAgentDeaf: () =>
    `A Service update, but the agent's watch is down: it never hears of it, and nothing on this node changes.`,
  patchStillEmpty: (x) =>
    `A Service update: the agent refreshes ${c(x.service)}'s frontends again from the backends table, where its instance is still missing. They stay empty, as they have been since ${secs(x.sinceMs)} s.`,
  patchIsTrigger: (x) =>
    `A Service update: the agent will refresh ${c(x.service)}'s frontends from the backends table, where its instance has been missing since ${secs(x.lostAtMs)} s. This routine patch is the trigger.`,
  patchSpared: () =>
    `A Service update: the agent refreshes its frontends; with the fixed key its instance is still in the backends table, so they keep their backend.`,
  patchRefreshes: () =>
    `A Service update: the agent refreshes that Service's frontends from the backends table.`,
};
