import type { KeyVariant } from '../../model/backendInstanceKey';
import { hashString } from '../../model/prng';
import { bpfTableRows } from '../../model/render/bpfLbList';
import { emittedUpTo } from '../../model/render/collect';
import type { Trace } from '../../model/trace';

/**
 * A short fingerprint of what a run ends with: the final BPF map and every connect result. A link carries
 * the fingerprint its author saw, so a later model that would show something else is detected.
 */
export function outcomeHash(traces: Partial<Record<KeyVariant, Trace>>): string {
  const ps = (['buggy', 'fixed'] as const).filter((v) => traces[v]).map((v) => part(v, traces[v]!));
  return hashString(ps.join('\n')).toString(16).padStart(8, '0');
}

// A trace never changes: its part of the fingerprint is computed once (links are made at every seek).
const parts = new WeakMap<Trace, string>();

function part(v: KeyVariant, t: Trace): string {
  let p = parts.get(t);
  if (p === undefined) {
    p = computePart(v, t);
    parts.set(t, p);
  }
  return p;
}

function computePart(v: KeyVariant, t: Trace): string {
  const last = t.steps[t.steps.length - 1]!;
  // A NodePort's per-node-address entries copy its surrogate's slots: they add nothing to the outcome, and links
  // made before the model wrote them keep their fingerprint.
  const rows = bpfTableRows(last.state)
    .filter((r) => r.owner === undefined)
    .map((r) => `${r.frontend}|${r.slot}|${r.backend}|${r.count}|${r.flags}`);
  const connects = emittedUpTo(t, t.steps.length).connects.map((c) => `${c.at}|${c.to}|${c.result}`);
  return `${v}:${rows.join(';')}#${connects.join(';')}`;
}
