/**
 * Every pair (a, b) of distinct keys where a is a proper byte-prefix of b — what the buggy
 * `GetInstancesOfService(a)` also returns for b.
 *
 * Not quadratic: after sorting, the keys that start with `a` follow `a` contiguously, so a walk that keeps the
 * chain of prefixes of the current key on a stack finds every pair in O(n log n + pairs). (Kubernetes names are
 * ASCII, so JavaScript's UTF-16 order is the byte order.)
 */
export function findPrefixPairs(keys: Iterable<string>): [shorter: string, longer: string][] {
  const sorted = [...new Set(keys)].sort();
  const chain: string[] = [];
  const out: [string, string][] = [];
  for (const k of sorted) {
    while (chain.length && !k.startsWith(chain[chain.length - 1]!)) chain.pop();
    for (const p of chain) out.push([p, k]);
    chain.push(k);
  }
  return out;
}
