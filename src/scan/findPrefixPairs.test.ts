import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPrefixPairs } from './findPrefixPairs';
import { namePlaceholders } from './redact';

const quadratic = (keys: string[]) => {
  const u = [...new Set(keys)];
  return u.flatMap((a) => u.filter((b) => a !== b && b.startsWith(a)).map((b) => [a, b] as [string, string]));
};
const sortPairs = (ps: [string, string][]) => ps.map((p) => p.join('|')).sort();
// Short names over a tiny alphabet, so prefixes are common.
const names = fc.array(fc.stringMatching(/^[ab-]{1,4}$/), { maxLength: 40 });

describe('findPrefixPairs', () => {
  it('finds api/apiv2 (no dash needed) and chains', () => {
    expect(sortPairs(findPrefixPairs(['ns/apiv2', 'ns/api', 'ns/ap', 'ns/b']))).toEqual(
      sortPairs([
        ['ns/ap', 'ns/api'],
        ['ns/ap', 'ns/apiv2'],
        ['ns/api', 'ns/apiv2'],
      ]),
    );
  });

  it('never pairs different namespaces, even when one namespace prefixes another', () => {
    expect(findPrefixPairs(['kube/x', 'kube-system/x', 'kube/x-y'])).toEqual([['kube/x', 'kube/x-y']]);
  });

  it('agrees with the quadratic definition', () => {
    fc.assert(
      fc.property(names, (ks) => {
        expect(sortPairs(findPrefixPairs(ks))).toEqual(sortPairs(quadratic(ks)));
      }),
    );
  });
});

describe('redaction placeholders', () => {
  it('keep exactly the prefix relation', () => {
    fc.assert(
      fc.property(names, (ks) => {
        const m = namePlaceholders(ks);
        const real = sortPairs(quadratic(ks));
        const placeholders = sortPairs(quadratic([...new Set(ks)].map((k) => m.get(k)!)));
        const back = new Map([...m].map(([k, v]) => [v, k]));
        expect(
          placeholders
            .map((p) =>
              p
                .split('|')
                .map((x) => back.get(x))
                .join('|'),
            )
            .sort(),
        ).toEqual(real);
      }),
    );
  });

  it('look like names', () => {
    const m = namePlaceholders(['kubernetes', 'kubernetes-intranet', 'other']);
    expect([...m.values()]).toEqual(['svc-01', 'svc-01-01', 'svc-02']);
  });
});
