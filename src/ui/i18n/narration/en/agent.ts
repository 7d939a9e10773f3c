import type { AgentPhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c, secs } from '../format';
import { codes, errno, plural } from './words';

export const agentEn: Wording<AgentPhrases> = {
  agentStarts: (x) => `cilium-agent ${c(x.pod)} starts on the node.`,
  tablesStartEmpty: () =>
    `Its statedb tables (services, frontends, backends) live in memory and start empty, and nothing is in the BPF maps yet: traffic to Service addresses is not intercepted on this node.`,
  agentRestarts: (x) => `cilium-agent ${c(x.pod)} restarts in the same pod (restart ${x.restarts}).`,
  agentReplaced: (x) =>
    `${
      x.cause === 'helmUpgrade'
        ? `A ${c('helm upgrade')} changes Cilium's configuration, and the DaemonSet rolls out`
        : x.cause === 'rolloutRestart'
          ? `${c('kubectl -n kube-system rollout restart ds/cilium')} rolls the DaemonSet out`
          : 'The DaemonSet rolls out'
    }: pod ${c(x.replaces)} is deleted and a new pod, ${c(x.pod)}, starts in its place (restarts 0).`,
  bpfMapsSurvive: (x) =>
    `Its in-memory tables start empty again, but the BPF maps live in the kernel and keep the ${plural(x.kept, 'entry', 'entries')} it wrote before${x.blockedApi ? ` — including the empty entry for ${c(x.blockedApi)}, its own way to the apiserver` : ''}.`,
  mustReachApiserver: () => `To rebuild anything it must first reach the apiserver.`,
  agentListed: (x) =>
    `The agent reaches the apiserver at ${c(x.to)} and lists ${plural(x.services, 'Service')} and ${plural(x.slices, 'EndpointSlice')}.`,
  howItStartedFirstTime: () =>
    `That is how the agent could start the first time, although this same address will later go through its own BPF map.`,
  configRetry: (x) => `The agent's config step tries ${c(x.to)} again: ${errno(x.result)}.`,
  retriesEvery5s: () => `It retries every 5 s for a minute.`,
  crashLoop: (x) =>
    `After a minute the config step gives up (${errno(x.result)} from ${c(x.to)}): the pod goes into CrashLoopBackOff and Kubernetes restarts it in ${secs(x.backoffMs)} s.`,
  circularDependency: (x) =>
    `A circular dependency: the agent needs the apiserver to refresh ${c(x.service)}'s entries, and that empty entry is what blocks its way to the apiserver. Restarting cannot help, because the entry survives in the kernel. The write-up's way out: point the agent at an address no Service VIP covers, such as the apiserver's endpoint address.`,
  triesAfterBackoff: () => `It tries again after the back-off.`,
  agentWatchDropped: (x) => `The agent's watch through ${c(x.replica)} drops.`,
  reconnectsViaService: (x) =>
    `It reconnects through ${c(x.address)} — a Service address, so whether that works from this node is decided by the agent's own BPF map.`,
  reconnectsViaApiserver: () => `It reconnects through its apiserver address.`,
  relisted: (x) =>
    `The agent's watch is back through ${c(x.to)}; its resourceVersion is too old (${c('410 Gone')}), so it lists everything again: ${plural(x.missed, 'object')} re-delivered.`,
  relistRedelivers: (x) =>
    `A relist re-delivers every EndpointSlice, including the ones that did not change: the next flush upserts their backends again${x.stillLost.length ? `, so ${codes(x.stillLost)} gets its lost instance back` : ''}.`,
  resumed: (x) =>
    `The agent's watch is back through ${c(x.to)}; it resumes from its last resourceVersion and receives the ${plural(x.missed, 'change')} it missed.`,
  noRelistNoRedeliver: (x) =>
    `No full re-list happens, so nothing re-delivers ${codes(x.stillLost)}'s EndpointSlice: the lost instance is not recreated.`,
  resumeOnlyChanges: () => `Resuming delivers only what changed while the watch was down.`,
  watchReconnectFailed: (x) =>
    `The agent cannot re-establish its watch: connecting to ${c(x.to)} fails with ${errno(x.result)}. It keeps running, deaf: its log fills with ${c('k8sError … failed to list')} and ${c('/healthz returning unhealthy')}.`,
  cutOffFromApiserver: () => `The agent is now cut off from the apiserver that could repair that entry.`,
};
