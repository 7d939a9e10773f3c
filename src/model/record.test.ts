import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysChangedBetween, recordWith, recordWithout, sameAsWrite } from './record';

const keyArb = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.constantFrom('__proto__', '0', '7', 'ns/a', 'constructor'),
);

describe('recordWith / recordWithout', () => {
  it('equal an object spread (same entries, same key order) and leave the input unchanged', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(keyArb, fc.integer())), keyArb, fc.integer(), (entries, key, value) => {
        const rec: Record<string, number> = {};
        for (const [k, v] of entries)
          Object.defineProperty(rec, k, { value: v, enumerable: true, writable: true, configurable: true });
        const before = JSON.stringify(Object.entries(rec));
        const spreadWith = { ...rec, [key]: value };
        const spreadWithout = { ...rec };
        delete spreadWithout[key];
        const w = recordWith(rec, key, value);
        const wo = recordWithout(rec, key);
        expect(Object.entries(w)).toEqual(Object.entries(spreadWith));
        expect(Object.entries(wo)).toEqual(Object.entries(spreadWithout));
        expect(Object.getPrototypeOf(w)).toBe(Object.prototype);
        expect(Object.getPrototypeOf(wo)).toBe(Object.prototype);
        expect(JSON.stringify(Object.entries(rec))).toBe(before);
      }),
      { numRuns: 300 },
    );
  });
});

describe('keysChangedBetween', () => {
  const opArb = fc.tuple(fc.boolean(), keyArb, fc.integer({ min: 0, max: 3 }));
  const apply = (rec: Record<string, number>, [set, k, v]: [boolean, string, number]) =>
    set ? recordWith(rec, k, v) : recordWithout(rec, k);

  it('lists every key whose value differs between two records copied from a common one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(keyArb, fc.integer({ min: 0, max: 3 }))),
        fc.array(opArb, { maxLength: 8 }),
        fc.array(opArb, { maxLength: 8 }),
        fc.array(opArb, { maxLength: 8 }),
        (entries, shared, left, right) => {
          let base: Record<string, number> = {};
          for (const [k, v] of entries) base = recordWith(base, k, v);
          const common = shared.reduce(apply, base);
          const a = left.reduce(apply, common);
          const b = right.reduce(apply, common);
          const keys = keysChangedBetween(a, b);
          expect(keys).toBeDefined();
          const all = new Set([...Object.keys(a), ...Object.keys(b)]);
          for (const k of all) {
            const same =
              Object.hasOwn(a, k) === Object.hasOwn(b, k) && (!Object.hasOwn(a, k) || a[k] === b[k]);
            if (!same) expect(keys).toContain(k);
          }
          // Only keys the writes since the common record named.
          const named = new Set([...left, ...right].map(([, k]) => k));
          for (const k of keys!) expect(named.has(k)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is undefined for records with no common ancestor near enough, and empty for one record', () => {
    const a = recordWith({ x: 1 }, 'y', 2);
    const b = recordWith({ x: 1 }, 'y', 2);
    expect(keysChangedBetween(a, b)).toBeUndefined();
    expect(keysChangedBetween(a, a)).toEqual([]);
    let far = a;
    for (let i = 0; i < 40; i++) far = recordWith(far, 'z', i);
    expect(keysChangedBetween(a, far)).toBeUndefined();
    expect(keysChangedBetween(a, far, 64)).toEqual(['z']);
  });
});

describe('sameAsWrite', () => {
  const opArb = fc.tuple(fc.boolean(), keyArb, fc.integer({ min: 0, max: 3 }));

  it('answers a record only when it is exactly the write asked for on that base (so it can stand for the copy)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(keyArb, fc.integer({ min: 0, max: 3 }))),
        opArb,
        opArb,
        fc.boolean(),
        (entries, [set, key, value], [set2, key2, value2], another) => {
          let base: Record<string, number> = {};
          for (const [k, v] of entries) base = recordWith(base, k, v);
          // The apiserver writes once (or twice), then the agent is told of the first write.
          let api = set ? recordWith(base, key, value) : recordWithout(base, key);
          if (another) api = set2 ? recordWith(api, key2, value2) : recordWithout(api, key2);
          const copy = set ? recordWith(base, key, value) : recordWithout(base, key);
          const shared = sameAsWrite(api, base, key, set ? value : null);
          if (shared) {
            expect(shared).toBe(api);
            expect(Object.entries(shared)).toEqual(Object.entries(copy));
          }
          // A single write is always recognised, whatever it was.
          if (!another) expect(shared).toBe(api);
          // Another base, key or value is never taken for it.
          expect(sameAsWrite(api, copy, key, set ? value : null)).toBeUndefined();
          expect(sameAsWrite(api, base, `${key}!`, set ? value : null)).toBeUndefined();
          if (set && !another) expect(sameAsWrite(api, base, key, value + 1)).toBeUndefined();
          if (set && !another) expect(sameAsWrite<number>(api, base, key, null)).toBeUndefined();
          if (!set && !another) expect(sameAsWrite(api, base, key, 0)).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});
