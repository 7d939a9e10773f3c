/**
 * Copies of the large string-keyed records in the state (the apiserver's objects, the watch layer's store),
 * each with one key set or removed. A loop over `Object.keys` instead of an object spread: engines copy a
 * record of thousands of keys (a dictionary-mode object) several times faster this way, and a write to one
 * object of a 10,000-Service cluster copies the whole record. The key order is the spread's: existing keys
 * in place, a new key last.
 */
export function recordWith<T>(rec: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  const out = copyExcept(rec, undefined);
  put(out, key, value);
  lineage.set(out, { from: new WeakRef(rec), key });
  return out;
}

/** A copy of `rec` without `key`. */
export function recordWithout<T>(rec: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const out = copyExcept(rec, key);
  lineage.set(out, { from: new WeakRef(rec), key });
  return out;
}

/**
 * `base` with `key` set to `value` (or, with `value` null, removed) when `rec` is exactly that: a
 * `recordWith` / `recordWithout` copy of `base` that changed only `key`, to this value. Then `rec` can stand
 * for the copy (same entries, same key order) without copying 10,000 keys again. Undefined otherwise.
 */
export function sameAsWrite<T>(
  rec: Readonly<Record<string, T>>,
  base: Readonly<Record<string, T>>,
  key: string,
  value: T | null,
): Readonly<Record<string, T>> | undefined {
  const l = lineage.get(rec);
  if (!l || l.key !== key || l.from.deref() !== base) return undefined;
  const has = Object.hasOwn(rec, key);
  return (value === null ? !has : has && rec[key] === value) ? rec : undefined;
}

/**
 * What each record `recordWith` / `recordWithout` made was copied from, and the one key it changed. Weakly
 * held both ways: it keeps no record alive, and a record already collected only ends a search early.
 */
const lineage = new WeakMap<object, { from: WeakRef<object>; key: string }>();

/**
 * The keys whose values can differ between records `a` and `b`: the keys changed on the way from their
 * nearest common ancestor (in `recordWith` / `recordWithout` copies, at most `limit` away from each) to each.
 * Every other key holds the same value in both. Undefined when no common ancestor is found: compare them all.
 */
export function keysChangedBetween(a: object, b: object, limit = 32): string[] | undefined {
  const fromA = new Map<object, string[]>();
  let keys: string[] = [];
  let x: object | undefined = a;
  for (let i = 0; x && i <= limit; i++) {
    fromA.set(x, keys);
    const l = lineage.get(x);
    if (!l) break;
    keys = [...keys, l.key];
    x = l.from.deref();
  }
  keys = [];
  x = b;
  for (let i = 0; x && i <= limit; i++) {
    const fromAncestor = fromA.get(x);
    if (fromAncestor) return [...new Set([...fromAncestor, ...keys])];
    const l = lineage.get(x);
    if (!l) return undefined;
    keys.push(l.key);
    x = l.from.deref();
  }
  return undefined;
}

function copyExcept<T>(rec: Readonly<Record<string, T>>, skip: string | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  const keys = Object.keys(rec);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (k !== skip) put(out, k, rec[k]!);
  }
  return out;
}

/** An own property even for "__proto__" (which a plain assignment would take as the prototype). */
function put<T>(out: Record<string, T>, key: string, value: T) {
  if (key === '__proto__')
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

/**
 * A shallow copy of a plain data object, for the caller to set a few fields on: `{ ...obj }` without the
 * spread, which V8 runs an order of magnitude slower than `Object.assign` when the copy then gets more
 * fields (a 10,000-Service cluster makes such a copy per object). Same own fields in the same order; an own
 * "__proto__" field (which `Object.assign` would take as the prototype) falls back to the spread.
 */
export function cloned<T extends object>(obj: T): T {
  return Object.hasOwn(obj, '__proto__') ? { ...obj } : Object.assign({}, obj);
}
