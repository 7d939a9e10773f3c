import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyMatch } from './keyMatch';

describe('keyMatch', () => {
  const verdict = (a: string, b: string) => [keyMatch(a, b, 'buggy').taken, keyMatch(a, b, 'fixed').taken];

  it('a name that is a byte-prefix of another: the buggy release takes the longer one, the fixed one keeps it', () => {
    expect(verdict('payments/api', 'payments/api-internal')).toEqual([true, false]);
    expect(verdict('payments/api', 'payments/apis')).toEqual([true, false]);
    expect(verdict('default/kubernetes', 'default/kubernetes-intranet')).toEqual([true, false]);
  });

  it('the longer name released never takes the shorter one; other namespaces never collide', () => {
    expect(verdict('payments/api-internal', 'payments/api')).toEqual([false, false]);
    expect(verdict('payments/api', 'billing/api-internal')).toEqual([false, false]);
    expect(verdict('payments/api', 'payments/web')).toEqual([false, false]);
  });

  it('names the first differing byte: the fixed prefix’s space against the victim’s dash', () => {
    const fixed = keyMatch('payments/api', 'payments/api-internal', 'fixed');
    expect(fixed).toMatchObject({ shared: 12, firstDiff: 12 });
    expect(fixed.prefixHex.slice(24, 26)).toBe('20');
    expect(fixed.storedHex.slice(24, 26)).toBe('2d');
    // With the buggy key the prefix ends before any byte differs.
    expect(keyMatch('payments/api', 'payments/api-internal', 'buggy')).toMatchObject({
      shared: 12,
      firstDiff: null,
    });
  });

  it('a Service against itself is always taken (that is its own instance)', () => {
    expect(verdict('payments/api', 'payments/api')).toEqual([true, true]);
  });

  it('taken exactly when the lookup prefix is a byte-prefix of the stored key (property)', () => {
    const name = fc.stringMatching(/^[a-z]{1,3}\/[a-z-]{1,6}$/);
    fc.assert(
      fc.property(name, name, fc.constantFrom('buggy' as const, 'fixed' as const), (a, b, v) => {
        const m = keyMatch(a, b, v);
        expect(m.taken).toBe(m.storedHex.startsWith(m.prefixHex));
        expect(m.taken).toBe(m.firstDiff === null && m.shared * 2 === m.prefixHex.length);
        // The fixed key takes only the Service itself.
        if (v === 'fixed') expect(m.taken).toBe(a === b);
        else expect(m.taken).toBe(b.startsWith(a));
      }),
    );
  });
});
