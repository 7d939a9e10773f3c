import { findPrefixPairs } from './findPrefixPairs';
import type { ServiceIndex } from './serviceIndex';

/**
 * Services in different namespaces whose names alone look like a collision (equal, or one a prefix of the
 * other) and that share a backend. They are safe: the key is `namespace/name`, and since a namespace cannot
 * contain `/`, no `ns1/` is ever a byte-prefix of `ns2/…`. Listed so the scanner can say so when asked.
 */
export interface CrossNamespace {
  /** `sameName`: equal names; otherwise one name is a byte-prefix of the other. */
  examples: { a: string; b: string; shared: string; sameName: boolean }[];
  /** More were possible than the budget allowed to check. */
  truncated: boolean;
}

const MAX_EXAMPLES = 20;
const BUDGET = 50_000;

export function findCrossNamespace(idx: ServiceIndex): CrossNamespace {
  const byName = new Map<string, string[]>();
  for (const key of idx.slices.keys()) {
    const slash = key.indexOf('/');
    const name = key.slice(slash + 1);
    const list = byName.get(name);
    if (list) list.push(key.slice(0, slash));
    else byName.set(name, [key.slice(0, slash)]);
  }
  const namePairs: [string, string][] = [...byName.keys()].map((n) => [n, n]);
  namePairs.push(...findPrefixPairs(byName.keys()));
  const examples: CrossNamespace['examples'] = [];
  let checked = 0;
  for (const [n1, n2] of namePairs) {
    for (const ns1 of byName.get(n1)!) {
      for (const ns2 of byName.get(n2)!) {
        if (ns1 === ns2 || (n1 === n2 && ns1 > ns2)) continue;
        if (++checked > BUDGET || examples.length >= MAX_EXAMPLES)
          return { examples, truncated: checked > BUDGET };
        const a = `${ns1}/${n1}`;
        const b = `${ns2}/${n2}`;
        const bb = idx.backends(b);
        for (const x of idx.backends(a)) {
          if (bb.has(x)) {
            examples.push({ a, b, shared: x, sameName: n1 === n2 });
            break;
          }
        }
      }
    }
  }
  return { examples, truncated: false };
}
