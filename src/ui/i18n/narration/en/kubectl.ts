import type { KubectlPhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c } from '../format';
import { codes, list } from './words';

export const kubectlEn: Wording<KubectlPhrases> = {
  kubectlUnchanged: (x) =>
    `${c(x.command)}: kube-apiserver answers, but ${x.resource} ${c(x.object)} already is that way (no change).`,
  unchangedNotStored: () =>
    `A write that leaves the object as it was is not stored: no new resourceVersion, so no watcher — the agent included — hears of it. Such a write can neither trigger the damage nor heal it.`,
  sliceDeleted: (x) => `kubectl deletes EndpointSlice ${c(x.object)}.`,
  deletedSliceOrphans: () =>
    `The agent treats a deleted slice as one with no endpoints: every address it held becomes an orphan for ${c('backendRelease')}.`,
  sliceCreated: (x) => `kubectl creates EndpointSlice ${c(x.object)}.`,
  sliceAddsBackends: () =>
    `The agent adds its addresses as backends and refreshes the owning Service's frontends.`,
  slicePatched: (x) =>
    `kubectl patches EndpointSlice ${c(x.object)} to ${x.endpoints === null ? 'its ports' : x.endpoints.length === 0 ? 'have no endpoints' : `list ${codes(x.endpoints)}`}.`,
  sliceUpdateOrphans: () =>
    `Every watcher gets the update. When the agent processes it, each address the slice no longer holds becomes an orphan that ${c('backendRelease')} must release.`,
  serviceDeleted: (x) => `kubectl deletes Service ${c(x.object)}.`,
  serviceDeleteRemoves: () => `The agent deletes its frontends, and the BPF reconciler their entries.`,
  serviceCreated: (x) => `kubectl creates Service ${c(x.object)}.`,
  serviceCreateProgrammed: () => `The agent converts it into frontends and programs them.`,
  serviceAnnotated: (x) =>
    `kubectl annotates Service ${c(x.object)}${x.annotation ? ` (${c(`${x.annotation.key}=${x.annotation.value}`)})` : ''}.`,
  updateIsTrigger: () =>
    `Any Service update makes the agent refresh that Service's frontends from the backends table — where its instance has been missing since the prefix-matched release. This harmless-looking write is the trigger.`,
  updateSpared: () =>
    `Any Service update makes the agent refresh its frontends from the backends table; with the fixed key its instance is still there, so nothing breaks.`,
  updateRefreshes: () =>
    `Any Service update, even of an annotation, makes the agent refresh that Service's frontends from the backends table.`,
  watchEventsInitial: (x) =>
    `${x.count} watch events (the initial list) move into the agent's reflector buffer.`,
  watchEventFor: (x) =>
    `A watch event for ${list(x.objects.map((o) => `${o.resource} ${c(o.name)}`))} moves into the agent's reflector buffer.`,
  bufferWaits: () =>
    `It waits there for the next 500 ms tick; the flush processes the object as it is by then.`,
  bufferExplained: () =>
    `The buffer is flushed on a fixed 500 ms tick, in one write transaction. If a slice is cleared and restored within one window, only the final state is processed; across two windows, the clear is processed on its own.`,
};
