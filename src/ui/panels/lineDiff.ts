export type DiffLine = { text: string; kind: 'same' | 'add' | 'del' };

/** Line diff by longest common subsequence (inputs here are at most a few hundred lines). */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before ? before.split('\n') : [];
  const b = after ? after.split('\n') : [];
  if (a.length * b.length > 250_000) return b.map((text) => ({ text, kind: 'add' }));
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ text: a[i]!, kind: 'same' });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) out.push({ text: a[i++]!, kind: 'del' });
    else out.push({ text: b[j++]!, kind: 'add' });
  }
  while (i < a.length) out.push({ text: a[i++]!, kind: 'del' });
  while (j < b.length) out.push({ text: b[j++]!, kind: 'add' });
  return out;
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
