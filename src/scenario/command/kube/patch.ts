import { parse as parseYaml } from 'yaml';
import { findYamlTooDeep, MAX_YAML_CHARS, MAX_YAML_DEPTH } from './yamlBudget';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

export const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** A patch or YAML document as kubectl reads `-p`: JSON, or YAML (JSON is YAML). */
export function parsePatchText(text: string): { ok: true; value: Json } | { ok: false; error: string } {
  const shown = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  if (text.length > MAX_YAML_CHARS)
    return {
      ok: false,
      error: `error: unable to parse "${shown}": the patch is over ${MAX_YAML_CHARS} characters`,
    };
  const deep = findYamlTooDeep(text);
  if (deep)
    return {
      ok: false,
      error: `error: unable to parse "${shown}": nested deeper than ${MAX_YAML_DEPTH} levels`,
    };
  try {
    return { ok: true, value: parseYaml(text) as Json };
  } catch (e) {
    const why = e instanceof Error ? e.message.split('\n')[0]! : String(e);
    return { ok: false, error: `error: unable to parse "${text}": yaml: ${why}` };
  }
}

/** RFC 7386 JSON merge patch: objects merge key by key, `null` deletes, anything else replaces. */
export function mergePatch(target: Json | undefined, patch: Json): Json {
  if (!isObj(patch)) return patch;
  const out: Obj = isObj(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

const decodePointer = (p: string) =>
  p
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/**
 * RFC 6902 JSON patch (`--type json`): `add`, `replace`, `remove` and `test` on a copy of `doc`. A path that
 * does not exist fails as the apiserver would have it; `move` and `copy` are not taken.
 */
export function jsonPatch(doc: Json, ops: Json): { ok: true; value: Json } | { ok: false; error: string } {
  if (!Array.isArray(ops))
    return { ok: false, error: 'error: unable to parse the patch: a JSON patch is a list of operations' };
  let root: Json = structuredClone(doc);
  for (const op of ops) {
    if (!isObj(op) || typeof op.op !== 'string' || typeof op.path !== 'string')
      return { ok: false, error: 'error: unable to parse the patch: each operation needs "op" and "path"' };
    if (!['add', 'replace', 'remove', 'test'].includes(op.op))
      return { ok: false, error: `error: unable to apply the patch: operation "${op.op}" is not modelled` };
    const keys = decodePointer(op.path);
    if (!keys.length) {
      if (op.op === 'remove') return missing(op.path);
      if (op.op === 'test') continue;
      root = op.value ?? null;
      continue;
    }
    let parent: Json = root;
    for (const k of keys.slice(0, -1)) {
      const next: Json | undefined = Array.isArray(parent)
        ? parent[Number(k)]
        : isObj(parent)
          ? parent[k]
          : undefined;
      if (next === undefined || next === null || typeof next !== 'object') return missing(op.path);
      parent = next;
    }
    const last = keys.at(-1)!;
    if (Array.isArray(parent)) {
      const i = last === '-' ? parent.length : Number(last);
      if (!Number.isInteger(i) || i < 0 || i > parent.length || (op.op !== 'add' && i >= parent.length))
        return missing(op.path);
      if (op.op === 'add') parent.splice(i, 0, op.value ?? null);
      else if (op.op === 'replace') parent[i] = op.value ?? null;
      else if (op.op === 'remove') parent.splice(i, 1);
      else if (JSON.stringify(parent[i]) !== JSON.stringify(op.value)) return testFailed(op.path);
    } else if (isObj(parent)) {
      const has = Object.hasOwn(parent, last);
      if (op.op !== 'add' && !has) return missing(op.path);
      if (op.op === 'remove') delete parent[last];
      else if (op.op === 'test') {
        if (JSON.stringify(parent[last]) !== JSON.stringify(op.value)) return testFailed(op.path);
      } else parent[last] = op.value ?? null;
    } else return missing(op.path);
  }
  return { ok: true, value: root };
}

const missing = (path: string) => ({
  ok: false as const,
  error: `The request is invalid: the server rejected our request due to an error in our request (doc is missing path: "${path}")`,
});
const testFailed = (path: string) => ({
  ok: false as const,
  error: `The request is invalid: the server rejected our request due to an error in our request (testing value ${path} failed)`,
});

/** The first place two JSON values differ, as a field path (`spec.selector`, `spec.ports[0]`); undefined when equal. */
export function firstDifference(a: Json | undefined, b: Json | undefined, path = ''): string | undefined {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  // A list names its first differing item (a merge patch replaces a list whole: its fields say little).
  if (Array.isArray(a) && Array.isArray(b)) {
    const i = [...Array(Math.max(a.length, b.length)).keys()].find(
      (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
    );
    return `${path}[${i ?? 0}]`;
  }
  if (isObj(a) && isObj(b)) {
    for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])]) {
      const d = firstDifference(a[k], b[k], path ? `${path}.${k}` : k);
      if (d) return d;
    }
  }
  return path || '.';
}
