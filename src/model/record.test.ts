import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordWith, recordWithout } from './record';

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
