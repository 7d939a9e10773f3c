import { diffArrays } from 'diff';

export type DiffLine = { text: string; kind: 'same' | 'add' | 'del' };

/**
 * Line diff (Myers, via the `diff` package: O((n+m)·d), so long outputs with few changes stay cheap).
 * Within a changed run, removed lines come before the lines that replace them.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before ? before.split('\n') : [];
  const b = after ? after.split('\n') : [];
  return diffArrays(a, b).flatMap((c) => {
    const kind = c.added ? 'add' : c.removed ? 'del' : 'same';
    return c.value.map((text) => ({ text, kind }));
  });
}

/** Which lines of `after` are new compared with `before` (multiset difference, order-insensitive). */
export function newLines(before: string, after: string): boolean[] {
  const counts = new Map<string, number>();
  for (const l of before.split('\n')) counts.set(l, (counts.get(l) ?? 0) + 1);
  return after.split('\n').map((l) => {
    const c = counts.get(l) ?? 0;
    if (c > 0) {
      counts.set(l, c - 1);
      return false;
    }
    return true;
  });
}
