import type { Step, Trace } from '../model/trace';

/** The named beats of the story, in order. A trace has the ones that happen in it. */
export type ChapterId =
  | 'steady'
  | 'apiserverRestart'
  | 'sliceCleared'
  | 'prefixRelease'
  | 'sliceRestored'
  | 'reReconciled'
  | 'bpfEmptied'
  | 'connectFails'
  | 'noRecovery';

export interface Chapter {
  id: ChapterId;
  step: number;
  at: number;
}

type Finder = (s: Step, ctx: { victims: Set<string>; after: number }) => boolean;

const firstRelease: Finder = (s) => s.kind === 'bufferFlush' && s.releases.length > 0;

const FINDERS: [ChapterId, Finder][] = [
  ['steady', (s) => s.kind === 'bpfReconcile'],
  ['apiserverRestart', (s) => s.kind === 'apiserverRestart'],
  [
    'sliceCleared',
    (s) => s.kind === 'sliceCleared' || (s.kind === 'kubectlWrite' && s.params.verb !== 'annotate'),
  ],
  ['prefixRelease', (s) => s.kind === 'bufferFlush' && s.releases.some((r) => r.collateral.length > 0)],
  ['sliceRestored', (s) => s.kind === 'sliceRestored'],
  [
    'reReconciled',
    (s, c) =>
      (s.kind === 'annotationPatch' || (s.kind === 'kubectlWrite' && s.params.verb === 'annotate')) &&
      [...c.victims].some((v) => String(s.params.service ?? s.params.object).endsWith(v.split('/')[1]!)),
  ],
  [
    'bpfEmptied',
    (s) =>
      s.kind === 'bpfReconcile' &&
      s.changes.some((ch) => ch.table === 'bpf' && ch.detail?.startsWith('count 0')),
  ],
  ['connectFails', (s) => s.kind === 'connect' && s.params.result !== undefined && s.params.result !== 'ok'],
  ['noRecovery', (s) => s.kind === 'agentCrashLoop' || s.kind === 'watchReconnectFailed'],
];

/**
 * Finds the chapters of a trace: each is the first matching step after the previous chapter. With the fixed
 * key the release chapter points at the release that did no collateral damage, and later beats are absent.
 */
export function findChapters(trace: Trace): Chapter[] {
  const victims = new Set(trace.steps.flatMap((s) => s.releases.flatMap((r) => r.collateral)));
  const out: Chapter[] = [];
  let after = -1;
  for (const [id, find] of FINDERS) {
    let match = (s: Step) => find(s, { victims, after });
    if (id === 'prefixRelease' && victims.size === 0) match = (s) => firstRelease(s, { victims, after });
    const step = trace.steps.find((s) => s.index > after && match(s));
    if (!step) continue;
    out.push({ id, step: step.index, at: step.at });
    after = step.index;
  }
  return out;
}

/** The first step index at which two runs of the same scenario differ in what they did. */
export function firstDivergence(a: Trace, b: Trace): number | undefined {
  const n = Math.min(a.steps.length, b.steps.length);
  for (let i = 0; i < n; i++) {
    const x = a.steps[i]!;
    const y = b.steps[i]!;
    const sig = (s: Step) =>
      `${s.at}|${s.kind}|${s.summary}|${s.releases.map((r) => r.removed.map((e) => e.service).join()).join(';')}`;
    if (sig(x) !== sig(y)) return i;
  }
  return a.steps.length === b.steps.length ? undefined : n;
}
