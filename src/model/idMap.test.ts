import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IdMapEditor,
  emptyIdMap,
  imApplyLogs,
  imEntries,
  imFrom,
  imGet,
  imValues,
  type IdMap,
  type IdMapLog,
} from './idMap';
import { pmEntries, pmGet, pmKeys, pmMapEntries, pmValues } from './pmap';

/** Every key of `ref` and of `pool` read from `m`, as a Map (absent keys left out). */
function contents(m: IdMap<number>, pool: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const k of pool) {
    const v = imGet(m, k);
    if (v !== undefined) out.set(k, v);
  }
  return out;
}

const KEYS = fc.stringMatching(/^[a-z_]{1,3}$/);

describe('IdMap', () => {
  it('behaves like a Map under random sets, deletes and commits, and every committed version reads back as it was', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(9), KEYS, fc.integer()), { maxLength: 600 }), (ops) => {
        const pool = [...new Set(ops.map(([, k]) => k)), '__proto__', 'never'];
        const ref = new Map<string, number>();
        const versions: [IdMap<number>, Map<string, number>][] = [];
        let e = new IdMapEditor(emptyIdMap<number>());
        for (const [what, k, v] of ops) {
          if (what === 0) {
            const m = e.commit();
            versions.push([m, new Map(ref)]);
            e = new IdMapEditor(m);
          } else if (what <= 3) {
            e.delete(k);
            ref.delete(k);
          } else {
            e.set(k, v);
            ref.set(k, v);
          }
          expect(e.get(k)).toBe(ref.get(k));
        }
        const last = e.commit();
        versions.push([last, new Map(ref)]);
        for (const [m, want] of versions) {
          expect(contents(m, pool)).toEqual(want);
          expect(m.size).toBe(want.size);
          // The listers of an older version skip the keys numbered after it (the numbering is the run's).
          const listed = imEntries(m);
          expect(new Map(listed)).toEqual(want);
          expect(listed).toHaveLength(want.size);
          expect(imValues(m)).toEqual(listed.map(([, v]) => v));
        }
      }),
    );
  });

  it('lists its entries in the order the run first wrote each key, and reads the same through the PMap readers', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), KEYS, fc.integer()), { maxLength: 300 }), (ops) => {
        const firstWrite: string[] = [];
        const ref = new Map<string, number>();
        const e = new IdMapEditor(emptyIdMap<number>());
        for (const [isSet, k, v] of ops) {
          if (!isSet) {
            e.delete(k);
            ref.delete(k);
            continue;
          }
          if (!firstWrite.includes(k)) firstWrite.push(k);
          e.set(k, v);
          ref.set(k, v);
        }
        const m = e.commit();
        const want = firstWrite.filter((k) => ref.has(k)).map((k): [string, number] => [k, ref.get(k)!]);
        expect(imEntries(m)).toEqual(want);
        expect([...pmEntries(m)]).toEqual(want);
        expect(pmKeys(m)).toEqual(want.map(([k]) => k));
        expect(pmValues(m)).toEqual(want.map(([, v]) => v));
        expect(pmMapEntries(m, (k, v) => `${k}=${v}`)).toEqual(want.map(([k, v]) => `${k}=${v}`));
        for (const k of [...firstWrite, 'never']) expect(pmGet(m, k)).toBe(ref.get(k));
        expect(imEntries(imFrom(want))).toEqual(want);
      }),
    );
  });

  it('replays its logs to the same contents, from any committed version', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), KEYS, fc.integer(), fc.nat(7)), { maxLength: 300 }),
        (ops) => {
          const pool = [...new Set(ops.map(([, k]) => k))];
          const base = (() => {
            const e = new IdMapEditor(emptyIdMap<number>());
            for (const k of pool.slice(0, pool.length >> 1)) e.set(k, k.length);
            return e.commit();
          })();
          const e = new IdMapEditor(base);
          e.logWrites();
          const logs: IdMapLog<number>[] = [];
          for (const [isSet, k, v, cut] of ops) {
            if (isSet) e.set(k, v);
            else e.delete(k);
            if (cut === 0) logs.push(e.takeLog());
          }
          logs.push(e.takeLog());
          const direct = e.commit();
          const replayed = imApplyLogs(base, logs);
          expect(contents(replayed, pool)).toEqual(contents(direct, pool));
          expect(replayed.size).toBe(direct.size);
          // The base is untouched by both.
          expect(contents(base, pool)).toEqual(
            new Map(pool.slice(0, pool.length >> 1).map((k) => [k, k.length])),
          );
        },
      ),
    );
  });

  it('a checkpoint after appends copies only the chunks written since the one before', () => {
    const e = new IdMapEditor(emptyIdMap<number>());
    for (let i = 0; i < 1000; i++) e.set(`k${i}`, i);
    const first = e.commit();
    for (let i = 1000; i < 1010; i++) e.set(`k${i}`, i);
    const second = e.commit();
    const shared = first.chunks.filter((c, i) => second.chunks[i] === c).length;
    // 1,000 keys fill chunks 0–30 and part of 31; the ten new keys are written to chunk 31 only.
    expect(first.chunks.length).toBe(32);
    expect(shared).toBe(31);
    expect(second.chunks[31]).not.toBe(first.chunks[31]);
    expect(imGet(first, 'k1005')).toBeUndefined();
    expect(imGet(second, 'k1005')).toBe(1005);
  });

  it('numbers keys per map lineage, not per process', () => {
    const a = new IdMapEditor(emptyIdMap<string>());
    a.set('x', 'a');
    const b = new IdMapEditor(emptyIdMap<string>());
    b.set('y', 'b');
    expect(a.commit().ids.get('x')).toBe(0);
    expect(b.commit().ids.get('y')).toBe(0);
  });

  it('a version written on another branch does not see the keys that branch numbered', () => {
    const base = emptyIdMap<number>();
    const left = new IdMapEditor(base);
    left.set('l', 1);
    const right = new IdMapEditor(base);
    right.set('r', 2);
    const [l, r] = [left.commit(), right.commit()];
    expect([imGet(l, 'l'), imGet(l, 'r'), imGet(r, 'l'), imGet(r, 'r')]).toEqual([
      1,
      undefined,
      undefined,
      2,
    ]);
    expect([l.size, r.size, base.size]).toEqual([1, 1, 0]);
  });

  it('deleting an absent key changes nothing and logs nothing', () => {
    const e = new IdMapEditor(emptyIdMap<number>());
    e.logWrites();
    e.delete('nope');
    e.set('a', 1);
    e.delete('a');
    e.delete('a');
    expect(e.takeLog()).toEqual(['a', 1, 'a', undefined]);
    expect(e.commit().size).toBe(0);
  });
});
