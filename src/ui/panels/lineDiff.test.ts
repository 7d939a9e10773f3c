import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineDiff, newLines } from './lineDiff';

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
});
