import type { KubeObject } from './objects';

const GENERIC = ['metadata.name', 'metadata.namespace'];

/**
 * `--field-selector`: requirements joined by commas, each `field=value`, `field==value` or `field!=value`, on
 * metadata.name and metadata.namespace (and, for events, involvedObject.kind/name/namespace, reason, type).
 * A field the kind does not have gets the apiserver's error, naming it.
 */
export function fieldSelector(
  text: string,
  resource: string,
  extra: readonly string[],
): { ok: true; matches: (o: KubeObject) => boolean } | { ok: false; error: string } {
  const known = [...GENERIC, ...extra];
  const reqs: { field: string; value: string; not: boolean }[] = [];
  for (const part of text.split(',')) {
    const m = /^([\w.]+)(!=|==|=)(.*)$/.exec(part.trim());
    if (!m) return { ok: false, error: `error: invalid field selector: '${part}'` };
    const [, field = '', op, value = ''] = m;
    if (!known.includes(field))
      return {
        ok: false,
        error: `Error from server (BadRequest): Unable to find "/v1, Resource=${resource}" that match label selector "", field selector "${text}": "${field}" is not a known field selector: only ${known.map((k) => `"${k}"`).join(', ')}`,
      };
    reqs.push({ field, value, not: op === '!=' });
  }
  const valueOf = (o: KubeObject, f: string) =>
    f === 'metadata.name' ? o.name : f === 'metadata.namespace' ? o.namespace : (o.fields?.[f] ?? '');
  return { ok: true, matches: (o) => reqs.every((r) => (valueOf(o, r.field) === r.value) !== r.not) };
}
