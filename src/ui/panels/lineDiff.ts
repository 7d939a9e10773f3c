import { diffArrays } from 'diff/lib/diff/array.js';

export type DiffLine = { text: string; kind: 'same' | 'add' | 'del' };

/** Past this many inserted plus deleted lines, an edit script costs more than it tells: see `coarseDiff`. */
export const MAX_EDITS = 500;

/**
 * Line diff (Myers, via the `diff` package: O((n+m)·d), so long outputs with few changes stay cheap).
 * Within a changed run, removed lines come before the lines that replace them. When more than `maxEdits` lines
 * changed (a table of thousands of rows rewritten), the linear `coarseDiff` answers instead.
 */
export function lineDiff(before: string, after: string, maxEdits = MAX_EDITS): DiffLine[] {
  const a = before ? before.split('\n') : [];
  const b = after ? after.split('\n') : [];
  const d = diffArrays(a, b, { maxEditLength: maxEdits });
  if (!d) return coarseDiff(a, b);
  return d.flatMap((c) => {
    const kind = c.added ? 'add' : c.removed ? 'del' : 'same';
    return c.value.map((text) => ({ text, kind }));
  });
}

/**
 * A linear diff for outputs that changed wholesale: a line of `b` is added when `a` has fewer copies of it, a
 * line of `a` is removed when `b` has fewer copies; removed lines are placed where they were, proportionally.
 */
export function coarseDiff(a: string[], b: string[]): DiffLine[] {
  const isNew = surplus(a, b);
  const isGone = surplus(b, a);
  const out: DiffLine[] = [];
  let i = 0;
  for (let j = 0; j < b.length; j++) {
    for (; i < a.length && i * b.length <= j * a.length; i++)
      if (isGone[i]) out.push({ text: a[i]!, kind: 'del' });
    out.push({ text: b[j]!, kind: isNew[j] ? 'add' : 'same' });
  }
  for (; i < a.length; i++) if (isGone[i]) out.push({ text: a[i]!, kind: 'del' });
  return out;
}

/** For each line of `xs`, whether `base` has run out of copies of it (multiset difference, in order). */
function surplus(base: readonly string[], xs: readonly string[]): boolean[] {
  const counts = new Map<string, number>();
  for (const l of base) counts.set(l, (counts.get(l) ?? 0) + 1);
  return xs.map((l) => {
    const c = counts.get(l) ?? 0;
    if (c > 0) counts.set(l, c - 1);
    return c === 0;
  });
}

/** Which lines of `after` are new compared with `before` (multiset difference, order-insensitive). */
export const newLines = (before: string, after: string): boolean[] =>
  surplus(before.split('\n'), after.split('\n'));
