import type { ConnectOutcome } from '../../../model/trace';
import type {
  ConnectStory,
  CountGroup,
  Narrative,
  NarrativeOf,
  NodeRestore,
} from '../../../scenario/story/narrative';
import { secs, type NarrationCatalog, type NarrationText } from './types';

const c = (s: string) => `\`${s}\``;
const list = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
const codes = (xs: string[]) => list(xs.map(c));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function errno(r: ConnectOutcome): string {
  switch (r) {
    case 'EPERM':
      return 'EPERM (“operation not permitted”)';
    case 'EHOSTUNREACH':
      return 'EHOSTUNREACH (“no route to host”)';
    case 'ECONNREFUSED':
      return 'ECONNREFUSED (“connection refused”)';
    case 'ETIMEDOUT':
      return 'a timeout';
    case 'ok':
      return 'success';
  }
}

/** Why a connect ended as it did, in one sentence. */
function cause(s: ConnectStory): string {
  const k = s.connect;
  const entry = `${c(k.service ?? '?')}'s ${s.frontendType ?? 'service'} entry`;
  switch (k.cause) {
    case 'noBackends':
      return `The socket-LB finds ${entry} with count 0 and rejects the connect inside the kernel: the packet never leaves the node.`;
    case 'backendDown':
      return `Nothing is serving at ${c(k.backend ?? k.to)} right now: no apiserver replica is running.`;
    case 'notRouted':
      return `Nothing routes a ClusterIP that has no BPF entry on this node: the connect times out.`;
    case 'cloudLbNoEndpoints':
      return `The cloud LB has no endpoint to forward to: the connect times out.`;
    case 'viaCloudLb':
      return `No BPF entry exists for ${c(k.to)} yet, so the packet leaves the node and the cloud load balancer forwards it to ${c(k.backend ?? '?')}.`;
    case 'routed':
      return s.staleButWorking
        ? `It still works although ${c(k.service ?? '?')} lost its instance: the BPF entry was written from the frozen snapshot before the release, and nothing has refreshed it since.`
        : `The socket-LB rewrites the connect to ${c(k.backend ?? '?')} on the node (${entry}).`;
    case 'direct':
      return `${c(k.to)} is not a Service address, so it does not depend on the agent's BPF maps: it is routed normally.`;
  }
}

function flush(n: NarrativeOf<'bufferFlush'>): NarrationText {
  const damaging = n.releases.find((r) => r.collateral.length > 0);
  if (damaging) {
    const r = damaging;
    const frozen = r.frozen[0];
    return {
      what: `${c(`backendRelease(${r.backend}, ${r.released})`)} deletes every instance whose key starts with the bytes of ${c(r.released)} — and ${codes(r.collateral)} starts with them too, so both instances are removed${r.rowDeleted ? ' and the backend row is deleted' : ''}.`,
      why: `${c(frozen?.service ?? r.collateral[0]!)}'s ${plural(frozen?.addresses.length ?? 0, 'frontend')} still show ${plural(frozen?.backends ?? 0, 'backend')}: a frontend's backend list is a frozen snapshot from its last refresh, and nothing refreshes them now. BPF and ${c('cilium service list')} look healthy; only ${c('db/show backends')} shows the loss. The next time anything refreshes ${c(r.collateral[0]!)}, it reads zero backends.`,
    };
  }
  const spared = n.releases.find((r) => r.spared.length > 0);
  if (spared) {
    const r = spared;
    return {
      what: `${c(`backendRelease(${r.backend}, ${r.released})`)} looks up the key prefix ${c(`${r.released}␣`)}: only ${c(r.released)}'s instance matches; ${codes(r.spared)} keeps its instance.`,
      why: `With the fixed key every instance key ends in a space, and ${c(`${r.released}␣`)} is not a prefix of ${c(`${r.spared[0]}␣`)}: the release stays with the Service it was meant for.`,
    };
  }
  const victimLost = n.lost.find((g) => g.victim && g.after === 0);
  if (victimLost) {
    const g = victimLost;
    return {
      what: `The flush processes ${c(g.service)}'s Service update and refreshes its ${plural(g.addresses.length, 'frontend')} from the backends table: they now have 0 backends.`,
      why: `Its instance was removed by the prefix match, although its EndpointSlice still lists ${codes(g.sliceEndpoints)}. Next, the BPF reconciler writes these entries with count 0.`,
    };
  }
  if (n.firstSync)
    return {
      what: `The reflector flushes the initial list: ${plural(n.keys, 'key')} in one write transaction.`,
      why: `Each Service becomes frontends (its ClusterIP, NodePort and LoadBalancer addresses); each EndpointSlice address becomes a backend holding one instance per Service. Every frontend is marked Pending for the BPF reconciler.`,
    };
  const release = n.releases[0];
  if (release)
    return {
      what: `${c(`backendRelease(${release.backend}, ${release.released})`)} drops ${c(release.released)}'s instance${release.rowDeleted ? ': it was the last one, so the backend row is deleted' : ''}.`,
      why: `Addresses a slice no longer holds are released. Here the key lookup matches only ${c(release.released)}, so no other Service is touched.`,
    };
  const lost = n.lost[0];
  if (lost) return countChange('The flush refreshes', lost, ['frontend', 'frontends']);
  const regained = n.regained[0];
  if (regained) {
    const still = n.stillLost.length
      ? ` The backend row is recreated with only the instances of Services whose slices changed: ${codes(n.stillLost)} does not get its instance back.`
      : '';
    return {
      what: `The flush restores ${c(regained.service)}'s ${plural(regained.addresses.length, 'frontend')} to ${plural(regained.after ?? 0, 'backend')}.`,
      why: `Its EndpointSlice lists ${codes(regained.sliceEndpoints)} again.${still}`,
    };
  }
  const svc = n.services.length ? ` It refreshes ${codes(n.services)}'s frontends.` : '';
  return {
    what: `The reflector flushes ${plural(n.keys, 'key')} in one write transaction.${svc}`,
    why: n.stillLost.length
      ? `Nothing a client would notice changes now — but ${codes(n.stillLost)} is still missing its instance in the backends table.`
      : `Nothing a client would notice changes: the same backends are written again.`,
  };
}

function countChange(prefix: string, g: CountGroup, noun: [string, string]): NarrationText {
  return {
    what: `${prefix} ${c(g.service)}'s ${plural(g.addresses.length, ...noun)}: ${g.after === 0 ? 'no backends' : plural(g.after ?? 0, 'backend')} now.`,
    why: g.sliceEndpoints.length
      ? `Its EndpointSlice lists ${codes(g.sliceEndpoints)}.`
      : `Its EndpointSlice lists no endpoints right now, so this is correct: connects to it are rejected until endpoints return.`,
  };
}

function bpf(n: NarrativeOf<'bpfReconcile'>): NarrationText {
  const victim = n.lost.find((g) => g.victim && g.after === 0);
  if (victim)
    return {
      what: `The BPF reconciler rewrites ${c(victim.service)}'s ${plural(victim.addresses.length, 'entry', 'entries')} with count 0 and deletes their backend slots: ${codes(victim.addresses)}.`,
      why: `Every connect to these addresses from this node is now rejected on the spot, although the Service's EndpointSlice lists ${codes(victim.sliceEndpoints)}. ${c('cilium bpf lb list')} shows them as ${c('(0) 0.0.0.0:0 … [non-routable]')} with no slot rows: the broken state the write-up found.`,
    };
  const lost = n.lost[0];
  if (lost) return countChange('The BPF reconciler rewrites', lost, ['entry', 'entries']);
  const regained = n.regained[0];
  if (regained)
    return {
      what: `The BPF reconciler gives ${c(regained.service)}'s ${plural(regained.addresses.length, 'entry', 'entries')} their backend slots back (count ${regained.after}).`,
      why: `Connects to ${codes(regained.addresses)} work again.`,
    };
  if (n.created)
    return {
      what: `The BPF reconciler programs ${plural(n.created, 'frontend')} into the LB map: a master entry (slot 0, holding the backend count) and one slot per backend.`,
      why: `From now on a connect to any of these addresses from this node is rewritten to a backend by the socket-LB, before any packet is sent.`,
    };
  if (n.deleted.length)
    return {
      what: `The BPF reconciler removes the entries of ${plural(n.deleted.length, 'deleted frontend')}.`,
      why: `Their master entries, backend slots and rev-NAT entries go away with them.`,
    };
  return {
    what: `The BPF reconciler reprograms ${plural(n.programmed, 'frontend')}; no count changes.`,
    why: `A refreshed frontend is always reprogrammed, even when its backends stay the same.`,
  };
}

function kubectl(n: NarrativeOf<'kubectlWrite'>): NarrationText {
  const w = n.write;
  const obj = c(`${w.namespace}/${w.name}`);
  if (w.unchanged)
    return {
      what: `${c(n.command)}: kube-apiserver answers, but ${w.resource} ${obj} already is that way (no change).`,
      why: `A write that leaves the object as it was is not stored: no new resourceVersion, so no watcher — the agent included — hears of it. Such a write can neither trigger the damage nor heal it.`,
    };
  if (w.resource === 'EndpointSlice') {
    if (w.verb === 'delete')
      return {
        what: `kubectl deletes EndpointSlice ${obj}.`,
        why: `The agent treats a deleted slice as one with no endpoints: every address it held becomes an orphan for ${c('backendRelease')}.`,
      };
    if (w.verb === 'create')
      return {
        what: `kubectl creates EndpointSlice ${obj}.`,
        why: `The agent adds its addresses as backends and refreshes the owning Service's frontends.`,
      };
    const eps = w.patch?.endpoints;
    const to =
      eps === undefined
        ? 'its ports'
        : eps === null || eps.length === 0
          ? 'have no endpoints'
          : `list ${codes(eps)}`;
    return {
      what: `kubectl patches EndpointSlice ${obj} to ${to}.`,
      why: `Every watcher gets the update. When the agent processes it, each address the slice no longer holds becomes an orphan that ${c('backendRelease')} must release.`,
    };
  }
  if (w.verb === 'delete')
    return {
      what: `kubectl deletes Service ${obj}.`,
      why: `The agent deletes its frontends, and the BPF reconciler their entries.`,
    };
  if (w.verb === 'create')
    return {
      what: `kubectl creates Service ${obj}.`,
      why: `The agent converts it into frontends and programs them.`,
    };
  const a = w.annotation;
  return {
    what: `kubectl annotates Service ${obj}${a ? ` (${c(`${a.key}=${a.value}`)})` : ''}.`,
    why:
      n.role === 'victim'
        ? `Any Service update makes the agent refresh that Service's frontends from the backends table — where its instance has been missing since the prefix-matched release. This harmless-looking write is the trigger.`
        : n.role === 'spared'
          ? `Any Service update makes the agent refresh its frontends from the backends table; with the fixed key its instance is still there, so nothing breaks.`
          : `Any Service update, even of an annotation, makes the agent refresh that Service's frontends from the backends table.`,
  };
}

function restoredHere(processedAlone: boolean | null, damage: boolean, dropped: boolean): string {
  if (processedAlone && dropped)
    return `The agent's watch dropped with the stopping replica, so this restore never reaches it: it is left with the empty slice, processed on its own${damage ? ' — and the prefix-matched release did the damage' : ''}.`;
  return processedAlone === false
    ? `The clear and this restore reach the agent within the same 500 ms buffer window, so it only processes the final state: harmless this time.`
    : processedAlone === true
      ? damage
        ? `Too late: the agent had already processed the empty slice on its own, and the prefix-matched release did the damage.`
        : `Too late to cancel out: the agent had already processed the empty slice on its own and released its backend; its frontends get it back with the next flush.`
      : `Running replicas re-run this reconcile every 10 s, so an empty slice can last up to about 10 s.`;
}

/** Per node: which agents met the clear and the restore in one buffer window, and which did not. */
function restoredOnNodes(nodes: NodeRestore[]): string {
  const safe = nodes.filter((x) => x.processedAlone === false);
  const hit = nodes.filter((x) => x.processedAlone === true);
  const at = (x: NodeRestore) => `${c(x.node)} (ticks at …${x.tickerPhaseMs} ms)`;
  const out: string[] = [];
  if (safe.length)
    out.push(
      `On ${list(safe.map(at))} no tick fell between the clear and this restore: ${safe.length === 1 ? 'that agent' : 'those agents'} only processed the final state, nothing was released.`,
    );
  // A dropped watch explains a lone flush by itself; otherwise a tick fell between the clear and the restore.
  const ticked = hit.filter((x) => !x.watchDropped);
  const dropped = hit.filter((x) => x.watchDropped);
  if (ticked.length)
    out.push(
      `On ${list(ticked.map(at))} a tick fell in between, so the empty slice was flushed on its own${ticked.some((x) => x.damage) ? ' and the prefix-matched release took the other instance' : ''}.`,
    );
  if (dropped.length)
    out.push(
      `On ${codes(dropped.map((x) => x.node))} the agent's watch dropped with the stopping replica, so this restore never reaches it and it is left with the empty slice${dropped.some((x) => x.damage) ? ' — damage there too' : ''}.`,
    );
  out.push(
    dropped.length
      ? "Same cluster, same writes: each node's ticker phase, and which replica served its watch, decide."
      : "Same cluster, same writes: each node's own ticker phase decides.",
  );
  return out.join(' ');
}

function narrate(n: Narrative): NarrationText {
  switch (n.kind) {
    case 'agentStart':
      if (n.restarts === 0)
        return {
          what: `cilium-agent ${c(n.pod)} starts on the node.`,
          why: `Its statedb tables (services, frontends, backends) live in memory and start empty, and nothing is in the BPF maps yet: traffic to Service addresses is not intercepted on this node.`,
        };
      return {
        what:
          n.cause === 'helmUpgrade'
            ? `A ${c('helm upgrade')} changes Cilium's configuration and recreates the agent pod: ${c(n.pod)} starts again (restart ${n.restarts}).`
            : n.cause === 'rolloutRestart'
              ? `${c('kubectl -n kube-system rollout restart ds/cilium')} recreates the agent pod: ${c(n.pod)} starts again (restart ${n.restarts}).`
              : `cilium-agent ${c(n.pod)} restarts (restart ${n.restarts}).`,
        why: `Its in-memory tables start empty again, but the BPF maps live in the kernel and keep the ${plural(n.keptEntries, 'entry', 'entries')} it wrote before${n.blockedApi ? ` — including the empty entry for ${c(n.blockedApi)}, its own way to the apiserver` : ''}. To rebuild anything it must first reach the apiserver.`,
      };
    case 'agentListed': {
      const k = n.c.connect;
      return {
        what: `The agent reaches the apiserver at ${c(k.to)} and lists ${plural(n.services, 'Service')} and ${plural(n.slices, 'EndpointSlice')}.`,
        why:
          k.cause === 'viaCloudLb'
            ? `${cause(n.c)} That is how the agent could start the first time, although this same address will later go through its own BPF map.`
            : cause(n.c),
      };
    }
    case 'agentConfigRetry':
      return {
        what: `The agent's config step tries ${c(n.c.connect.to)} again: ${errno(n.c.connect.result)}.`,
        why: `${cause(n.c)} It retries every 5 s for a minute.`,
      };
    case 'agentCrashLoop':
      return {
        what: `After a minute the config step gives up (${errno(n.c.connect.result)} from ${c(n.c.connect.to)}): the pod goes into CrashLoopBackOff and Kubernetes restarts it in ${secs(n.backoffMs)} s.`,
        why: n.circular
          ? `A circular dependency: the agent needs the apiserver to refresh ${c(n.c.connect.service ?? '?')}'s entries, and that empty entry is what blocks its way to the apiserver. Restarting cannot help, because the entry survives in the kernel. The write-up's way out: point the agent at an address no Service VIP covers, such as the apiserver's endpoint address.`
          : `${cause(n.c)} It tries again after the back-off.`,
      };
    case 'kubectlWrite':
      return kubectl(n);
    case 'apiserverRestart':
      return {
        what:
          n.replica === undefined
            ? `A cluster spec change replaces the ${n.replicas} kube-apiserver replicas one by one.`
            : `${c(`kube-apiserver-${n.replica}`)} is restarted.`,
        why: `Each replica that stops runs ${c('Stop()')} of its kubernetes-service controller, and every watch it serves — the agent's, the service-controller's — drops with it.`,
      };
    case 'replicaStop':
      return {
        what: `${c(n.replica)} stops. ${c('Stop()')} calls ${c('RemoveEndpoints')}, which deletes the lease ${c(n.lease)} from etcd.`,
        why:
          n.replicas > 1
            ? `Every replica advertises the same address, so all of them share this one lease key: with it gone, etcd looks as if no apiserver were left, although ${plural(n.replicas - 1, 'other replica', 'other replicas')} still run.`
            : `With the lease gone, no apiserver address is left in etcd.`,
      };
    case 'replicaStarted':
      return {
        what: `${c(n.replica)} is serving again.`,
        why: `A starting replica recreates the lease, but it refuses to write an empty endpoint list.`,
      };
    case 'sliceCleared':
      return {
        what: `${c(n.replica)} reconciles ${c(n.slice)} one last time: no lease is left, so it writes the slice with ${c('endpoints: null')}.`,
        why: `A running replica refuses to write an empty list; a stopping one may. This last write of a dying apiserver never reaches the audit log — which is why the investigation could not find it there and had to write its own watch program.`,
      };
    case 'sliceRestored':
      return {
        what: `${c(n.replica)}'s periodic reconcile recreates the lease and restores ${c(n.slice)} to ${c(`[${n.ips.join(', ')}]`)}${n.emptyForMs !== null ? `, ${secs(n.emptyForMs)} s after it was cleared` : ''}.`,
        why: n.nodes ? restoredOnNodes(n.nodes) : restoredHere(n.processedAlone, n.damage, n.watchDropped),
      };
    case 'watchEvent': {
      const objs = [
        ...n.services.map((s) => `Service ${c(s)}`),
        ...n.slices.map((s) => `EndpointSlice ${c(s)}`),
      ];
      return {
        what:
          objs.length > 3
            ? `${objs.length} watch events (the initial list) move into the agent's reflector buffer.`
            : `A watch event for ${list(objs)} moves into the agent's reflector buffer.`,
        why: `The buffer is flushed on a fixed 500 ms tick, in one write transaction. If a slice is cleared and restored within one window, only the final state is processed; across two windows, the clear is processed on its own.`,
      };
    }
    case 'watchDropped':
      return n.client === 'agent'
        ? {
            what: `The agent's watch through ${c(n.replica)} drops.`,
            why: n.agentAddress
              ? `It reconnects through ${c(n.agentAddress)} — a Service address, so whether that works from this node is decided by the agent's own BPF map.`
              : `It reconnects through its apiserver address.`,
          }
        : {
            what: `The service-controller's watch through ${c(n.replica)} drops.`,
            why: `The service-controller runs outside the node. After reconnecting it re-reconciles every LoadBalancer Service.`,
          };
    case 'agentReconnected':
      if (n.relist)
        return {
          what: `The agent's watch is back through ${c(n.c.connect.to)}; its resourceVersion is too old (${c('410 Gone')}), so it lists everything again: ${plural(n.missed, 'object')} re-delivered.`,
          why: `A relist re-delivers every EndpointSlice, including the ones that did not change: the next flush upserts their backends again${n.stillLost.length ? `, so ${codes(n.stillLost)} gets its lost instance back` : ''}. ${cause(n.c)}`,
        };
      return {
        what: `The agent's watch is back through ${c(n.c.connect.to)}; it resumes from its last resourceVersion and receives the ${plural(n.missed, 'change')} it missed.`,
        why: n.stillLost.length
          ? `No full re-list happens, so nothing re-delivers ${codes(n.stillLost)}'s EndpointSlice: the lost instance is not recreated. ${cause(n.c)}`
          : `Resuming delivers only what changed while the watch was down. ${cause(n.c)}`,
      };
    case 'scReconnected':
      return {
        what: `The service-controller reconnects and re-reconciles ${plural(n.loadBalancers, 'LoadBalancer Service')}.`,
        why: n.agentWatching
          ? `Each reconcile ends by recording its sync times in the Service's annotations: a Service update that every watcher, the agent included, receives.`
          : `Each reconcile ends by recording its sync times in the Service's annotations: a Service update that every watcher receives, except the agent, whose watch is down.`,
      };
    case 'watchReconnectFailed':
      return {
        what: `The agent cannot re-establish its watch: connecting to ${c(n.c.connect.to)} fails with ${errno(n.c.connect.result)}. It keeps running, deaf: its log fills with ${c('k8sError … failed to list')} and ${c('/healthz returning unhealthy')}.`,
        why: n.circular
          ? `${cause(n.c)} The agent is now cut off from the apiserver that could repair that entry.`
          : cause(n.c),
      };
    case 'bufferFlush':
      return flush(n);
    case 'bpfReconcile':
      return bpf(n);
    case 'lbReconcile':
      return {
        what: `The service-controller re-reconciles LoadBalancer ${c(n.service)} (EnsuringLoadBalancer).`,
        why: `Routine after a reconnect. What matters is what it writes next.`,
      };
    case 'annotationPatch':
      return {
        what: `The service-controller records its sync times in ${c(n.service)}'s annotations.`,
        why: !n.agentWatching
          ? `A Service update, but the agent's watch is down: it never hears of it, and nothing on this node changes.`
          : n.role === 'victim' && n.emptiedAtMs !== null
            ? `A Service update: the agent refreshes ${c(n.service)}'s frontends again from the backends table, where its instance is still missing. They stay empty, as they have been since ${secs(n.emptiedAtMs)} s.`
            : n.role === 'victim'
              ? `A Service update: the agent will refresh ${c(n.service)}'s frontends from the backends table, where its instance has been missing since ${secs(n.lostAtMs ?? 0)} s. This routine patch is the trigger.`
              : n.role === 'spared'
                ? `A Service update: the agent refreshes its frontends; with the fixed key its instance is still in the backends table, so they keep their backend.`
                : `A Service update: the agent refreshes that Service's frontends from the backends table.`,
      };
    case 'connect': {
      const k = n.c.connect;
      return {
        what:
          k.result === 'ok'
            ? `${c(k.client)} connects to ${c(k.to)}: it works.`
            : `${c(k.client)} connects to ${c(k.to)}: it fails${k.cause === 'noBackends' ? ' at once' : ''} with ${errno(k.result)}.`,
        why:
          n.c.victim && k.cause === 'noBackends'
            ? `${cause(n.c)} Yet the Service's EndpointSlice lists its endpoints: this is the outage.`
            : cause(n.c),
      };
    }
  }
}

export const narrationEn: NarrationCatalog = {
  narrate,
  errno,
  inferred: {
    errnoByKernel:
      'EPERM vs EHOSTUNREACH depends on the kernel: without bpf_set_retval (before 5.18) the hook can only make connect() fail with EPERM.',
    relistAfterGone:
      "This scenario lets the agent relist after its watch returns, as client-go does when the apiserver answers 410 Gone (likely after a replica was replaced, depending on its watch cache). The write-up's debug log suggests the incident's agent resumed instead.",
    resumeNotRelist:
      "The model resumes the watch from the last resourceVersion, as the write-up's debug logs suggest. After an apiserver replacement client-go may instead get 410 Gone and re-list, which would re-deliver every slice and heal the victim.",
    sourcePriority:
      "The Kubernetes source's priority is modelled as 4 (it only changes a stored key's last byte); the lookup prefix is built with priority 0, so the bug fires either way.",
  },
  runNote: (count, from, to) =>
    `This beat stands for ${count} similar steps, from ${secs(from)} s to ${secs(to)} s.`,
};
