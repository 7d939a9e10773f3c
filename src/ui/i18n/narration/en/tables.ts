import type { TablePhrases, Wording } from '../../../../scenario/story/segments/phrases';
import { code as c } from '../format';
import { codes, plural } from './words';

const release = (backend: string, released: string) => c(`backendRelease(${backend}, ${released})`);

export const tablesEn: Wording<TablePhrases> = {
  releaseDamage: (x) =>
    `${release(x.backend, x.released)} deletes every instance whose key starts with the bytes of ${c(x.released)} — and ${codes(x.collateral)} starts with them too, so both instances are removed${x.rowDeleted ? ' and the backend row is deleted' : ''}.`,
  frozenSnapshot: (x) =>
    `${c(x.service)}'s ${plural(x.frontends, 'frontend')} still show ${plural(x.backends, 'backend')}: a frontend's backend list is a frozen snapshot from its last refresh, and nothing refreshes them now.`,
  onlyBackendsShows: () =>
    `BPF and ${c('cilium service list')} look healthy; only ${c('db/show backends')} shows the loss.`,
  nextRefreshReadsZero: (x) => `The next time anything refreshes ${c(x.service)}, it reads zero backends.`,
  releaseSpared: (x) =>
    `${release(x.backend, x.released)} looks up the key prefix ${c(`${x.released}␣`)}: only ${c(x.released)}'s instance matches; ${codes(x.spared)} keeps its instance.`,
  fixedKeyEndsInSpace: (x) =>
    `With the fixed key every instance key ends in a space, and ${c(`${x.released}␣`)} is not a prefix of ${c(`${x.spared}␣`)}: the release stays with the Service it was meant for.`,
  victimRefreshedEmpty: (x) =>
    `The flush processes ${c(x.service)}'s Service update and refreshes its ${plural(x.frontends, 'frontend')} from the backends table: they now have 0 backends.`,
  removedByPrefixMatch: (x) =>
    `Its instance was removed by the prefix match, although its EndpointSlice still lists ${codes(x.endpoints)}.`,
  nextBpfWritesZero: () => `Next, the BPF reconciler writes these entries with count 0.`,
  flushInitialList: (x) =>
    `The reflector flushes the initial list: ${plural(x.keys, 'key')} in one write transaction.`,
  initialListBecomesFrontends: () =>
    `Each Service becomes frontends (its ClusterIP, NodePort and LoadBalancer addresses); each EndpointSlice address becomes a backend holding one instance per Service. Every frontend is marked Pending for the BPF reconciler.`,
  releaseExact: (x) =>
    `${release(x.backend, x.released)} drops ${c(x.released)}'s instance${x.rowDeleted ? ': it was the last one, so the backend row is deleted' : ''}.`,
  sliceMemoryMixup: (x) =>
    `The reflector compares ${c(x.service)}'s EndpointSlice ${c(x.slice)} with the addresses it remembers under that name — but they are what ${c(x.heldBy)}'s slice of the same name held. ${x.released.length ? `It releases ${codes(x.released)} in ${c(x.service)}'s name (not its backends: nothing of it is removed)` : 'It finds nothing to release'} and keeps ${codes(x.stale)}, which ${c(x.service)}'s slices no longer list: a stale backend stays in its frontends and BPF entries.`,
  sliceMemoryByName: (x) =>
    `${x.release ? c(`v${x.release.replace(/^v/, '')}`) : "The incident's v1.18.6"} remembers each EndpointSlice's addresses under its bare name, without the namespace (${c('cilium/cilium#43999')}, fixed in v1.18.8): two slices of one name in different namespaces share one memory.`,
  sliceMemoryKeptApart: (x) =>
    `${x.release ? c(`v${x.release.replace(/^v/, '')}`) : 'This release'} remembers EndpointSlices by namespace and name (the fix of ${c('cilium/cilium#43999')}), so the slices named ${c(x.slice)} of ${codes(x.services)} are kept apart; before v1.18.8 they would compute each other's orphans.`,
  releaseTouchesNoOther: (x) =>
    `Addresses a slice no longer holds are released. Here the key lookup matches only ${c(x.released)}, so no other Service is touched.`,
  countChanged: (x) =>
    `${x.by === 'flush' ? 'The flush refreshes' : 'The BPF reconciler rewrites'} ${c(x.service)}'s ${x.by === 'flush' ? plural(x.count, 'frontend') : plural(x.count, 'entry', 'entries')}: ${x.after === 0 ? 'no backends' : plural(x.after ?? 0, 'backend')} now.`,
  sliceLists: (x) => `Its EndpointSlice lists ${codes(x.endpoints)}.`,
  sliceEmptySoCorrect: () =>
    `Its EndpointSlice lists no endpoints right now, so this is correct: connects to it are rejected until endpoints return.`,
  flushRestored: (x) =>
    `The flush restores ${c(x.service)}'s ${plural(x.frontends, 'frontend')} to ${plural(x.backends, 'backend')}.`,
  sliceListsAgain: (x) => `Its EndpointSlice lists ${codes(x.endpoints)} again.`,
  rowRecreatedWithout: (x) =>
    `The backend row is recreated with only the instances of Services whose slices changed: ${codes(x.stillLost)} does not get its instance back.`,
  flushKeys: (x) => `The reflector flushes ${plural(x.keys, 'key')} in one write transaction.`,
  refreshesFrontendsOf: (x) => `It refreshes ${codes(x.services)}'s frontends.`,
  stillMissing: (x) =>
    `Nothing a client would notice changes now — but ${codes(x.services)} is still missing its instance in the backends table.`,
  sameBackendsAgain: () => `Nothing a client would notice changes: the same backends are written again.`,
  bpfEmptied: (x) =>
    `The BPF reconciler rewrites ${c(x.service)}'s ${plural(x.addresses.length, 'entry', 'entries')} with count 0 and deletes their backend slots: ${codes(x.addresses)}.`,
  rejectedAlthoughSlice: (x) =>
    `Every connect to these addresses from this node is now rejected on the spot, although the Service's EndpointSlice lists ${codes(x.endpoints)}.`,
  bpfListShowsEmpty: () =>
    `${c('cilium bpf lb list')} now shows only their master rows (slot ${c('(0)')}, backend ${c('0.0.0.0:0')}) with no slot rows after them: count 0, no backend to pick. That is the broken state the write-up found; the flags in brackets are the same as when these entries worked.`,
  bpfRegained: (x) =>
    `The BPF reconciler gives ${c(x.service)}'s ${plural(x.entries, 'entry', 'entries')} their backend slots back (count ${x.count}).`,
  connectsWorkAgain: (x) => `Connects to ${codes(x.addresses)} work again.`,
  bpfProgrammed: (x) =>
    `The BPF reconciler writes ${plural(x.created, 'entry', 'entries')} into the LB map${x.atNode ? ` (${x.atNode} of them a NodePort's entry at the node's own address, beside its ${c('0.0.0.0')} surrogate)` : ''}: each a master entry (slot 0, holding the backend count) and one slot per backend.`,
  socketLbRewrites: () =>
    `From now on a connect to any of these addresses from this node is rewritten to a backend by the socket-LB, before any packet is sent.`,
  nonRoutableFlag: () =>
    `In ${c('cilium bpf lb list')} ClusterIP entries and ${c('0.0.0.0')} NodePort stand-ins are flagged ${c('non-routable')}: the flag only marks those two kinds of entry, and healthy ones carry it too.`,
  bpfDeleted: (x) => `The BPF reconciler removes the entries of ${plural(x.count, 'deleted frontend')}.`,
  entriesGoWith: () => `Their master entries, backend slots and rev-NAT entries go away with them.`,
  bpfReprogrammed: (x) =>
    `The BPF reconciler reprograms ${plural(x.programmed, 'frontend')}; no count changes.`,
  refreshedAlwaysReprogrammed: () =>
    `A refreshed frontend is always reprogrammed, even when its backends stay the same.`,
};
