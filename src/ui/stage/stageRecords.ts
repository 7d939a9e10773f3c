/**
 * Structural equality of plain data (objects, arrays, strings, numbers, booleans, null): the stage's model
 * records and boxes hold nothing else.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const k of keys) if (!(k in y) || !sameData(x[k], y[k])) return false;
  return true;
}

/** What names a record in a list across steps: a Service's or slice's key, an address, a node's name. */
const idOf = (x: unknown): unknown => {
  const r = x as { key?: unknown; address?: unknown; name?: unknown } | null;
  return typeof r === 'object' && r !== null ? (r.key ?? r.address ?? r.name) : undefined;
};

/**
 * `next`, sharing every part whose content equals the matching part of `prev` (a list's records matched by
 * their key, address or name, anything else by position): the stage at one step, drawn with the objects of
 * the step drawn before wherever nothing changed. Memoized parts given the same objects skip their render,
 * so a step redraws only what it changed (the per-step diff is which objects are new). `counts` hears how
 * many parts were kept and how many were new.
 */
export function shareUnchanged<T>(prev: T, next: T, counts?: { same: number; changed: number }): T {
  if (sameData(prev, next)) {
    if (counts) counts.same++;
    return prev;
  }
  if (typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null) {
    if (counts) counts.changed++;
    return next;
  }
  if (Array.isArray(next)) {
    const old = prev as unknown[];
    const byId = new Map(old.map((p) => [idOf(p), p]));
    return next.map((n, i) => {
      const id = idOf(n);
      return shareUnchanged(id === undefined ? old[i] : byId.get(id), n, counts);
    }) as T;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next))
    out[k] = shareUnchanged((prev as Record<string, unknown>)[k], v, counts);
  return out as T;
}
