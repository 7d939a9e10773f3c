import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NODE_LENGTH,
  PMapEditor,
  emptyPMap,
  pmApplyLogs,
  pmEntries,
  pmFrom,
  pmGet,
  pmKeys,
  pmValues,
  type PMap,
  type PMapLog,
} from './pmap';
import { hashString } from './prng';

/** One write to an editor and to the Map it is checked against: a set, or a delete. */
function write(e: PMapEditor<number>, ref: Map<string, number>, isSet: boolean, k: string, v: number) {
  if (isSet) {
    e.set(k, v);
    ref.set(k, v);
  } else {
    e.delete(k);
    ref.delete(k);
  }
}

describe('PMap', () => {
  it('behaves like a Map under random sets and deletes, and never changes an earlier version', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.stringMatching(/^[a-z]{1,3}$/), fc.integer()), { maxLength: 400 }),
        (ops) => {
          const ref = new Map<string, number>();
          let m: PMap<number> = emptyPMap();
          const versions: [PMap<number>, string][] = [];
          let e = new PMapEditor(m);
          ops.forEach(([isSet, k, v], i) => {
            write(e, ref, isSet, k, v);
            if (i % 7 === 0) {
              m = e.commit();
              versions.push([m, JSON.stringify([...ref].sort())]);
              e = new PMapEditor(m);
            }
          });
          m = e.commit();
          expect(m.size).toBe(ref.size);
          expect([...pmEntries(m)].sort()).toEqual([...ref].sort());
          for (const [k, v] of ref) expect(pmGet(m, k)).toBe(v);
          for (const [old, snap] of versions) expect(JSON.stringify([...pmEntries(old)].sort())).toBe(snap);
        },
      ),
      { numRuns: 200 },
    );
  });

  // A fast-check property over deep tries: ~0.9 s alone, 8.3 s seen at load 12 (issue 37).
  it(
    'an editor that goes on after a commit never changes what it committed (deep tries included)',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(
          // Hundreds of writes (a trie some levels deep) with a commit every twenty or so.
          fc.array(fc.tuple(fc.boolean(), fc.nat(3000), fc.integer(), fc.nat(20)), {
            minLength: 200,
            maxLength: 1500,
          }),
          (ops) => {
            const ref = new Map<string, number>();
            const e = new PMapEditor(emptyPMap<number>());
            e.logWrites();
            const logs: PMapLog<number>[] = [];
            const versions: [PMap<number>, string][] = [];
            for (const [isSet, n, v, cut] of ops) {
              write(e, ref, isSet, `k${n}`, v);
              // The same editor commits and keeps writing: what it made before the commit is shared now.
              if (cut === 0) {
                const v = e.commit();
                logs.push(e.takeLog());
                // The same trie as one session's writes make (no editor's marks are left in it).
                expect(v).toEqual(pmApplyLogs(emptyPMap(), logs));
                versions.push([v, JSON.stringify([...ref].sort())]);
              }
            }
            const m = e.commit();
            expect([...pmEntries(m)].sort()).toEqual([...ref].sort());
            for (const [old, snap] of versions) expect(JSON.stringify([...pmEntries(old)].sort())).toBe(snap);
          },
        ),
        { numRuns: 100 },
      );
    },
  );

  it('keeps "__proto__" as an ordinary key', () => {
    const m = pmFrom([['__proto__', 1]]);
    expect(pmGet(m, '__proto__')).toBe(1);
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });

  it('a one-key write copies a path, not the whole map', () => {
    const m = pmFrom(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i] as [string, number]));
    const e = new PMapEditor(m);
    e.set('k1', -1);
    const m2 = e.commit();
    // The root node's 32 children: all but the one on the written key's path are shared.
    const children = (root: readonly unknown[]) => root.slice(0, 32);
    const shared = children(m.root).filter((c, i) => c === m2.root[i]).length;
    expect(shared).toBe(31);
  });
});

describe('PMap edge cases', () => {
  it("a node's length is never a leaf's (a leaf holds hash, key, value triples)", () => {
    expect(NODE_LENGTH % 3).not.toBe(0);
    // A leaf at the bottom grows past 16 keys; none has a node's length.
    const e = new PMapEditor(emptyPMap<number>());
    for (let i = 0; i < 40; i++) e.set(`k${i}`, i);
    const m = e.commit();
    expect(m.root.length).toBe(NODE_LENGTH);
    const all = pmKeys(m);
    expect(all.length).toBe(40);
  });

  it('keys whose hashes collide deep down still live side by side (leaves stop splitting at the bottom)', () => {
    const keys = Array.from({ length: 3000 }, (_, i) => `key-${i}`);
    const e = new PMapEditor(emptyPMap<number>());
    keys.forEach((k, i) => e.set(k, i));
    const m = e.commit();
    expect(m.size).toBe(3000);
    keys.forEach((k, i) => expect(pmGet(m, k)).toBe(i));
    const d = new PMapEditor(m);
    keys.slice(0, 2990).forEach((k) => d.delete(k));
    d.delete('missing');
    const small = d.commit();
    expect(small.size).toBe(10);
    expect(pmKeys(small).sort()).toEqual(keys.slice(2990).sort());
    expect(pmValues(small).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => 2990 + i));
    expect(pmGet(m, 'key-0')).toBe(0); // the earlier version is untouched
  });

  it('setting an existing key replaces its value without growing the map', () => {
    const e = new PMapEditor(pmFrom([['a', 1]]));
    e.set('a', 2);
    const m = e.commit();
    expect(m.size).toBe(1);
    expect(pmGet(m, 'a')).toBe(2);
    expect(new PMapEditor(m).get('a')).toBe(2);
  });
});

describe('PMap keys with equal hashes', () => {
  // Leaves keep each key's hash (the trie's 30 bits of FNV-1a) and compare it before the key: keys whose
  // hashes are equal must still be told apart by the key. Pairs of such keys, found by search.
  const trieHash = (k: string) => hashString(k) & ((1 << 30) - 1);
  const pairs: [string, string][] = [];
  const seen = new Map<number, string>();
  for (let i = 0; pairs.length < 12; i++) {
    const k = `c${i}`;
    const h = trieHash(k);
    const other = seen.get(h);
    if (other === undefined) seen.set(h, k);
    else pairs.push([other, k]);
  }
  const pool = pairs.flat();

  it('behave like a Map under random sets and deletes', () => {
    expect(pairs.every(([a, b]) => a !== b && trieHash(a) === trieHash(b))).toBe(true);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.nat(pool.length - 1), fc.integer(), fc.nat(9)), {
          maxLength: 300,
        }),
        (ops) => {
          const ref = new Map<string, number>();
          let e = new PMapEditor(emptyPMap<number>());
          for (const [isSet, n, v, cut] of ops) {
            write(e, ref, isSet, pool[n]!, v);
            if (cut === 0) e = new PMapEditor(e.commit());
            for (const key of pool) expect(e.get(key)).toBe(ref.get(key));
          }
          const m = e.commit();
          expect(m.size).toBe(ref.size);
          expect([...pmEntries(m)].sort()).toEqual([...ref].sort());
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('pmValues / pmKeys', () => {
  it('list the entries in pmEntries order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.integer()), { maxLength: 600 }),
        (entries) => {
          const m = pmFrom(entries);
          const listed = [...pmEntries(m)];
          expect(pmKeys(m)).toEqual(listed.map(([k]) => k));
          expect(pmValues(m)).toEqual(listed.map(([, v]) => v));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('PMap write logs', () => {
  it('replaying the logs an editor took rebuilds each snapshot it replaces, trie shape and order included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ maxLength: 3 }), fc.integer()), { maxLength: 200 }),
        fc.array(fc.tuple(fc.boolean(), fc.stringMatching(/^[a-z]{1,2}$/), fc.integer(), fc.nat(20)), {
          maxLength: 600,
        }),
        (initial, ops) => {
          const base = pmFrom(initial);
          // One editor runs on without committing and logs; a reference commits at every log.
          const logged = new PMapEditor(base);
          logged.logWrites();
          let ref = new PMapEditor(base);
          const logs: PMapLog<number>[] = [];
          const snapshots: PMap<number>[] = [];
          for (const [isSet, k, v, cut] of ops) {
            if (isSet) {
              logged.set(k, v);
              ref.set(k, v);
            } else {
              logged.delete(k);
              ref.delete(k);
            }
            if (cut === 0) {
              logs.push(logged.takeLog());
              const snap = ref.commit();
              snapshots.push(snap);
              ref = new PMapEditor(snap);
            }
          }
          logs.push(logged.takeLog());
          snapshots.push(ref.commit());
          snapshots.forEach((snap, i) => {
            // From the base through every log so far, and from the snapshot before through one log.
            expect(pmApplyLogs(base, logs.slice(0, i + 1))).toEqual(snap);
            expect(pmApplyLogs(i ? snapshots[i - 1]! : base, [logs[i]!])).toEqual(snap);
          });
          expect(logged.commit()).toEqual(snapshots.at(-1));
          expect(JSON.stringify([...pmEntries(base)])).toBe(JSON.stringify([...pmEntries(pmFrom(initial))]));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('an editor that does not log takes empty logs', () => {
    const e = new PMapEditor(emptyPMap<number>());
    e.set('a', 1);
    expect(e.takeLog()).toEqual([]);
    e.logWrites();
    e.set('b', 2);
    e.delete('a');
    e.delete('missing');
    expect(e.takeLog()).toEqual(['b', 2, 'a', undefined]);
    expect(e.takeLog()).toEqual([]);
  });
});
