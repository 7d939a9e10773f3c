import { describe, expect, it } from 'vitest';
import { sameData, shareUnchanged } from '../stageRecords';

describe('sameData', () => {
  it('compares plain data by content', () => {
    expect(sameData({ a: [1, 'x', null], b: { c: true } }, { a: [1, 'x', null], b: { c: true } })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [1, 3] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});

describe('shareUnchanged (the per-step diff)', () => {
  const row = (address: string, bpf: number) => ({ address, bpf, atNode: [] as string[] });
  it('gives back the earlier object for every part whose content is the same', () => {
    const prev = { rows: [row('a', 1), row('b', 1)], box: { x: 0, y: 0, w: 10, h: 2 } };
    const next = { rows: [row('a', 1), row('b', 0)], box: { x: 0, y: 0, w: 10, h: 2 } };
    const counts = { same: 0, changed: 0 };
    const out = shareUnchanged(prev, next, counts);
    expect(out.rows[0]).toBe(prev.rows[0]);
    expect(out.box).toBe(prev.box);
    // The changed row is the new one (only its changed count is new), and so is the list holding it.
    expect(out.rows[1]).not.toBe(prev.rows[1]);
    expect(out.rows[1]).toEqual(row('b', 0));
    expect(out.rows[1]!.atNode).toBe(prev.rows[1]!.atNode);
    expect(out).not.toBe(prev);
    expect(counts).toEqual({ same: 4, changed: 1 });
  });

  it('matches a list’s records by key, address or name, not by position', () => {
    const prev = [{ key: 'default/a' }, { key: 'default/b' }];
    const next = [{ key: 'default/b' }, { key: 'default/c' }];
    const out = shareUnchanged(prev, next);
    expect(out[0]).toBe(prev[1]);
    expect(out[1]).toBe(next[1]);
  });

  it('gives back the earlier whole when nothing changed', () => {
    const prev = { a: [{ name: 'n' }] };
    expect(shareUnchanged(prev, { a: [{ name: 'n' }] })).toBe(prev);
  });
});
