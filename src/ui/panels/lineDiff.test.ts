import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coarseDiff, lineDiff, newLines } from './lineDiff';

const side = (d: ReturnType<typeof lineDiff>, drop: 'add' | 'del') =>
  d.filter((l) => l.kind !== drop).map((l) => l.text);

describe('lineDiff', () => {
  it('marks a changed line as removed then added, the rest as the same', () => {
    expect(lineDiff('a\nb\nc', 'a\nB\nc')).toEqual([
      { text: 'a', kind: 'same' },
      { text: 'b', kind: 'del' },
      { text: 'B', kind: 'add' },
      { text: 'c', kind: 'same' },
    ]);
  });

  it('treats empty text as no lines', () => {
    expect(lineDiff('', 'x\ny')).toEqual([
      { text: 'x', kind: 'add' },
      { text: 'y', kind: 'add' },
    ]);
    expect(lineDiff('x', '')).toEqual([{ text: 'x', kind: 'del' }]);
    expect(lineDiff('', '')).toEqual([]);
  });

  it('finds the one change in two long outputs (the old LCS gave up above 250,000 cells)', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `row ${i}`);
    const after = [...before];
    after[1500] = 'row changed';
    const d = lineDiff(before.join('\n'), after.join('\n'));
    expect(d.filter((l) => l.kind !== 'same')).toEqual([
      { text: 'row 1500', kind: 'del' },
      { text: 'row changed', kind: 'add' },
    ]);
  });

  it('(fast-check) rebuilds both texts and keeps every common subsequence line as "same"', () => {
    const lines = fc.array(fc.constantFrom('a', 'b', 'c', 'd', ''), { maxLength: 30 });
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        const d = lineDiff(a.join('\n'), b.join('\n'));
        expect(side(d, 'add').join('\n')).toBe(a.join('\n'));
        expect(side(d, 'del').join('\n')).toBe(b.join('\n'));
        if (a.join('\n') === b.join('\n')) expect(d.every((l) => l.kind === 'same')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('newLines', () => {
  it('marks exactly the lines that are new, as a multiset', () => {
    expect(newLines('a\nb\nb', 'b\na\nb\nc\nb')).toEqual([false, false, false, true, true]);
  });

  it('answers with the linear diff instead of an edit script past maxEdits', () => {
    const before = Array.from({ length: 40 }, (_, i) => `row ${i}`);
    const moved = [...before.slice(1), before[0]!];
    // Moving one line is two edits: within the limit Myers reports it; past it the coarse diff sees the same lines.
    expect(lineDiff(before.join('\n'), moved.join('\n'), 2).filter((l) => l.kind !== 'same')).toEqual([
      { text: 'row 0', kind: 'del' },
      { text: 'row 0', kind: 'add' },
    ]);
    expect(lineDiff(before.join('\n'), moved.join('\n'), 1).every((l) => l.kind === 'same')).toBe(true);
    const after = before.map((l, i) => (i % 2 ? `${l} changed` : l));
    const coarse = lineDiff(before.join('\n'), after.join('\n'), 39);
    expect(coarse).toEqual(coarseDiff(before, after));
    expect(coarse.filter((l) => l.kind === 'add').map((l) => l.text)).toEqual(after.filter((_, i) => i % 2));
    expect(coarse.filter((l) => l.kind === 'del').map((l) => l.text)).toEqual(before.filter((_, i) => i % 2));
    // A removed line sits where it was: just before the line that replaced it.
    expect(coarse.slice(1, 3)).toEqual([
      { text: 'row 1', kind: 'del' },
      { text: 'row 1 changed', kind: 'add' },
    ]);
  });

  it('(fast-check) the coarse diff keeps the new text in order and removes exactly the multiset difference', () => {
    const lines = fc.array(fc.constantFrom('a', 'b', 'c', 'd', ''), { maxLength: 30 });
    const sorted = (xs: string[]) => [...xs].sort();
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        const d = coarseDiff(a, b);
        expect(side(d, 'del')).toEqual(b);
        expect(sorted(side(d, 'add'))).toEqual(sorted(a));
        // Nothing is both kept and re-added: an unchanged text has no changes at all.
        if (JSON.stringify(a) === JSON.stringify(b)) expect(d.every((l) => l.kind === 'same')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
