import { list, slice, svc } from '../src/scan/fixtures';

const ip = (a: number, n: number) => `${a}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const WORDS = ['api', 'web', 'cache', 'db', 'queue', 'auth', 'search', 'billing', 'media', 'mail'];

/**
 * A generated `kubectl get svc,endpointslices -A -o json`: `services` Services in 200 namespaces, one
 * EndpointSlice of `perSlice` endpoints each, plus `pairs` deliberate exposed pairs (`x` and `x-internal`
 * sharing a backend). Names are zero-padded so that only the deliberate pairs are byte-prefixes.
 */
export function scanClusterJson(services: number, perSlice: number, pairs: number): string {
  const items: unknown[] = [];
  for (let i = 0; i < services; i++) {
    const ns = `team-${String(i % 200).padStart(3, '0')}`;
    const deliberate = i < pairs * 2;
    const base = `${WORDS[Math.floor(i / 2) % WORDS.length]}-${String(Math.floor(i / 2)).padStart(5, '0')}`;
    const name = deliberate
      ? i % 2
        ? `${base}-internal`
        : base
      : `${WORDS[i % WORDS.length]}-${String(i).padStart(5, '0')}x`;
    const nsOf = deliberate ? 'pairs' : ns;
    items.push(svc(nsOf, name, ip(10, i + 1), [[80, 8080, 'TCP', 'http']]));
    const eps = Array.from({ length: perSlice }, (_, k) =>
      ip(11, (deliberate ? Math.floor(i / 2) : i) * perSlice + k),
    );
    items.push(slice(nsOf, `${name}-abcde`, name, eps, [[8080, 'TCP', 'http']]));
  }
  return JSON.stringify(list(items));
}
