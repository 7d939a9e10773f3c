import type { ServiceName } from '../../model/serviceName';
import type { Step, Trace } from '../../model/trace';
import { analyzeTrace, type TraceAnalysis } from './analysis';

/**
 * The named stages of the story. A run has the ones that happen in it: a run where no prefix match removed
 * anything never has the damage chapters (`prefixRelease`, `victimRefreshed`, `bpfEmptied`, `connectFails`,
 * `noRecovery`); it has `exactRelease`, `refreshedIntact` and `connectWorks` instead.
 */
export type ChapterId =
  | 'steady'
  | 'apiserverRestart'
  | 'sliceCleared'
  | 'prefixRelease'
  | 'exactRelease'
  | 'sliceRestored'
  | 'victimRefreshed'
  | 'refreshedIntact'
  | 'bpfEmptied'
  | 'connectFails'
  | 'connectWorks'
  | 'noRecovery';

export const DAMAGE_CHAPTERS: readonly ChapterId[] = [
  'prefixRelease',
  'victimRefreshed',
  'bpfEmptied',
  'connectFails',
  'noRecovery',
];

export interface Chapter {
  id: ChapterId;
  step: number;
  at: number;
}

/** A write that removes endpoints from a slice: the apiserver's clear, or a kubectl patch/delete. */
export const clearsSlice = (s: Step) =>
  s.kind === 'sliceCleared' ||
  (s.kind === 'kubectlWrite' &&
    s.write.resource === 'EndpointSlice' &&
    (s.write.verb === 'delete' || (s.write.verb === 'patch' && s.write.patch?.endpoints !== undefined)));

/** A Service update that makes the agent refresh that Service's frontends. */
export function serviceUpdated(s: Step): ServiceName | undefined {
  if (s.kind === 'annotationPatch') return s.service;
  if (s.kind === 'kubectlWrite' && s.write.resource === 'Service' && s.write.verb !== 'delete')
    return `${s.write.namespace}/${s.write.name}`;
  return undefined;
}

/** The connect a step made, for the steps that make one. */
export const connectOf = (s: Step) =>
  s.kind === 'connect' ||
  s.kind === 'agentCrashLoop' ||
  s.kind === 'watchReconnectFailed' ||
  s.kind === 'agentListed'
    ? s.connect
    : undefined;

/** The release the story turns on: the first one with collateral damage, else one the fixed key protected. */
export function pivotRelease(trace: Trace, a: TraceAnalysis): Step | undefined {
  const withRelease = trace.steps.filter((s) => s.releases.length > 0);
  return (
    withRelease.find((s) => s.releases.some((r) => r.collateral.length > 0)) ??
    withRelease.find((s) => s.releases.some((r) => r.spared.length > 0)) ??
    (a.victims.size ? undefined : withRelease[0])
  );
}

/** Finds the chapters of one run from its typed steps, in the order they happen. */
export function findChapters(trace: Trace): Chapter[] {
  // Stages can overlap (a restore may come after the victim was already refreshed): list them in time.
  return collectChapters(trace).sort((a, b) => a.step - b.step);
}

function collectChapters(trace: Trace): Chapter[] {
  const a = analyzeTrace(trace);
  const steps = trace.steps;
  const out: Chapter[] = [];
  const add = (id: ChapterId, s: Step | undefined) => {
    if (s) out.push({ id, step: s.index, at: s.at });
    return s;
  };
  const after = (i: number, pred: (s: Step) => boolean) => steps.find((s) => s.index > i && pred(s));

  const steady = add(
    'steady',
    steps.find((s) => s.kind === 'bpfReconcile'),
  );
  const restart = add(
    'apiserverRestart',
    after(steady?.index ?? -1, (s) => s.kind === 'apiserverRestart'),
  );
  const pivot = pivotRelease(trace, a);
  const from = restart?.index ?? steady?.index ?? -1;
  // The first clear: a harmless one (cleared and restored within one buffer window) starts the chapter too, so
  // that the chapter's name is true from where it begins; its beats tell why that clear did no harm.
  add('sliceCleared', after(from, clearsSlice));
  if (!pivot) return out;
  const damaging = pivot.releases.some((r) => r.collateral.length > 0);
  add(damaging ? 'prefixRelease' : 'exactRelease', pivot);
  add(
    'sliceRestored',
    after(pivot.index, (s) => s.kind === 'sliceRestored'),
  );
  const watched = damaging ? a.victims : a.spared;
  const refresh = after(pivot.index, (s) => watched.has(serviceUpdated(s) ?? ''));
  add(damaging ? 'victimRefreshed' : 'refreshedIntact', refresh);
  if (!damaging) {
    const ok = after(refresh?.index ?? pivot.index, (s) => s.kind === 'connect' && s.connect.result === 'ok');
    add('connectWorks', ok);
    return out;
  }
  const emptied = add(
    'bpfEmptied',
    after(pivot.index, (s) => a.bpfDeltas[s.index]!.some((d) => d.after === 0 && a.victims.has(d.service))),
  );
  const victimFails = (s: Step) => {
    const c = connectOf(s);
    return !!c && c.result !== 'ok' && a.victims.has(c.service ?? '');
  };
  // The first connect to a victim that fails, whoever makes it: in the incident the running agent's own
  // reconnect (it goes deaf) comes long before any client's curl.
  const fails = add('connectFails', after(emptied?.index ?? pivot.index, victimFails));
  // A restarted agent that cannot get past its own empty entry: the crash loop. (A running agent's repeated
  // failed reconnects are the same failure again, not a new stage.)
  add(
    'noRecovery',
    after(
      fails?.index ?? emptied?.index ?? pivot.index,
      (s) => s.kind === 'agentCrashLoop' && victimFails(s),
    ),
  );
  return out;
}

/** The chapter a step belongs to (the last one starting at or before it). */
export function chapterAt(chapters: readonly Chapter[], step: number): Chapter | undefined {
  return chapters.findLast((c) => c.step <= step);
}
