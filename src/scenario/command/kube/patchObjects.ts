import { isIPv4 } from '../../../model/l3n4Addr';
import type { EndpointSlice, Service } from '../../../model/kube';
import { endpointSliceObject, serviceObject } from '../../../model/render/kubectl';
import type { ScenarioEventV1, ScenarioSlicePortV1 } from '../../types';
import type { Note } from '../types';
import { serviceLabels, sliceLabels } from './labels';
import { firstDifference, isObj, jsonPatch, mergePatch, type Json } from './patch';

export type PatchType = 'merge' | 'strategic' | 'json';

/** What a patch comes to: events (none when nothing changed), kubectl's own error, or what the model lacks. */
export type PatchOutcome =
  { ok: true; events: ScenarioEventV1[] } | { ok: false; stderr: string } | { ok: false; note: Note };

/**
 * Applies a patch to an object's JSON view. kubectl's default type is `strategic`; for the fields the model
 * keeps (annotations, an EndpointSlice's `endpoints` and `ports`, which have no merge key) a strategic merge
 * patch does what a JSON merge patch does, so both are applied as RFC 7386.
 */
function patched(view: Json, patch: Json, type: PatchType) {
  return type === 'json' ? jsonPatch(view, patch) : { ok: true as const, value: mergePatch(view, patch) };
}

const notModelled = (what: string, field: string): PatchOutcome => ({
  ok: false,
  note: { code: 'notModelledField', what, field },
});

/** The Service as a patch sees it: metadata and the spec fields the model keeps (as `-o yaml` prints them). */
function serviceView(s: Service): Json {
  const { metadata, spec } = serviceObject(s);
  return JSON.parse(
    JSON.stringify({ metadata: { ...metadata, labels: { ...serviceLabels(s) } }, spec }),
  ) as Json;
}

/**
 * `kubectl patch service`: an annotation set or changed becomes the `annotateService` event `kubectl annotate`
 * makes. The model replays no other change to a Service: removing an annotation or touching a label or the
 * spec is refused naming the field.
 */
export function patchService(s: Service, patch: Json, type: PatchType): PatchOutcome {
  const before = serviceView(s);
  const r = patched(before, patch, type);
  if (!r.ok) return { ok: false, stderr: r.error };
  const after = r.value;
  const what = `kubectl patch service/${s.name}`;
  const annotations = isObj(after) && isObj(after.metadata) ? after.metadata.annotations : undefined;
  if (annotations !== undefined && !isObj(annotations)) return notModelled(what, 'metadata.annotations');
  const events: ScenarioEventV1[] = [];
  for (const [key, value] of Object.entries(annotations ?? {})) {
    if (typeof value !== 'string')
      return {
        ok: false,
        stderr: `Error from server (BadRequest): Service in version "v1" cannot be handled as a Service: json: cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into Go struct field ObjectMeta.metadata.annotations of type string`,
      };
    if (s.annotations[key] !== value)
      events.push({ at: 0, type: 'annotateService', namespace: s.namespace, name: s.name, key, value });
  }
  const removed = Object.keys(s.annotations).find((k) => !Object.hasOwn(annotations ?? {}, k));
  if (removed !== undefined) return notModelled(what, `metadata.annotations.${removed} (removal)`);
  const rest = (v: Json) =>
    isObj(v) && isObj(v.metadata) ? { ...v, metadata: { ...v.metadata, annotations: null } } : v;
  const diff = firstDifference(rest(before), rest(after));
  if (diff) return notModelled(what, diff);
  return { ok: true, events };
}

/** The EndpointSlice as a patch sees it. */
function sliceView(s: EndpointSlice): Json {
  const { addressType, endpoints, ports } = endpointSliceObject(s, 0);
  const metadata = { name: s.name, namespace: s.namespace, labels: { ...sliceLabels(s) } };
  return JSON.parse(JSON.stringify({ metadata, addressType, endpoints, ports })) as Json;
}

/**
 * `kubectl patch endpointslice`: a new `endpoints` or `ports` becomes a `patchEndpointSlice` event. Every
 * endpoint is ready in the model, so a condition other than `ready: true` (or any other field) is refused by
 * name; an address that is not IPv4 gets the apiserver's error.
 */
export function patchSlice(s: EndpointSlice, patch: Json, type: PatchType): PatchOutcome {
  const before = sliceView(s);
  const r = patched(before, patch, type);
  if (!r.ok) return { ok: false, stderr: r.error };
  const after = isObj(r.value) ? r.value : {};
  const what = `kubectl patch endpointslice/${s.name}`;
  const invalid = (field: string, value: unknown, why: string): PatchOutcome => ({
    ok: false,
    stderr: `The EndpointSlice "${s.name}" is invalid: ${field}: Invalid value: ${JSON.stringify(value)}: ${why}`,
  });
  let endpoints: string[] | null = null;
  if (after.endpoints !== null && after.endpoints !== undefined) {
    if (!Array.isArray(after.endpoints)) return notModelled(what, 'endpoints');
    endpoints = [];
    for (const [i, e] of after.endpoints.entries()) {
      if (!isObj(e) || !Array.isArray(e.addresses))
        return invalid(`endpoints[${i}].addresses`, e, 'must have at least one address');
      const other = Object.keys(e).find((k) => k !== 'addresses' && k !== 'conditions');
      if (other) return notModelled(what, `endpoints[${i}].${other}`);
      if (
        e.conditions !== undefined &&
        (!isObj(e.conditions) ||
          e.conditions.ready === false ||
          Object.keys(e.conditions).some((k) => k !== 'ready'))
      )
        return notModelled(what, `endpoints[${i}].conditions`);
      for (const [j, a] of e.addresses.entries()) {
        if (typeof a !== 'string' || !isIPv4(a))
          return invalid(`endpoints[${i}].addresses[${j}]`, a, 'must be a valid IPv4 address');
        endpoints.push(a);
      }
    }
  }
  let ports: ScenarioSlicePortV1[] | null = null;
  if (after.ports !== null && after.ports !== undefined) {
    if (!Array.isArray(after.ports)) return notModelled(what, 'ports');
    ports = [];
    for (const [i, p] of after.ports.entries()) {
      if (!isObj(p) || typeof p.port !== 'number')
        return invalid(`ports[${i}].port`, isObj(p) ? p.port : p, 'must be a port number');
      const other = Object.keys(p).find((k) => !['name', 'port', 'protocol'].includes(k));
      if (other) return notModelled(what, `ports[${i}].${other}`);
      const protocol = p.protocol === 'UDP' || p.protocol === 'SCTP' ? p.protocol : 'TCP';
      ports.push({
        ...(typeof p.name === 'string' && p.name ? { name: p.name } : {}),
        port: p.port,
        protocol,
      });
    }
  }
  const rest = (v: Json) => (isObj(v) ? { ...v, endpoints: null, ports: null } : v);
  const diff = firstDifference(rest(before), rest(after));
  if (diff) return notModelled(what, diff);
  const sameEndpoints =
    (s.endpoints ?? []).join() === (endpoints ?? []).join() &&
    (s.endpoints === null) === (endpoints === null);
  const samePorts =
    JSON.stringify(s.ports?.map((p) => [p.name, p.port, p.protocol]) ?? null) ===
    JSON.stringify(ports?.map((p) => [p.name ?? '', p.port, p.protocol]) ?? null);
  if (sameEndpoints && samePorts) return { ok: true, events: [] };
  const ev: ScenarioEventV1 = { at: 0, type: 'patchEndpointSlice', namespace: s.namespace, name: s.name };
  if (!sameEndpoints) ev.endpoints = endpoints;
  if (!samePorts) ev.ports = ports;
  return { ok: true, events: [ev] };
}

/**
 * `kubectl patch ds cilium`: a change to the pod template recreates the agent pods (a rollout, as `rollout
 * restart`); the template itself (the image, env) is not modelled. Anything else is refused by name.
 */
export function patchDaemonSet(
  patch: Json,
  type: PatchType,
): { ok: true; rollout: boolean } | { ok: false; field: string } {
  const paths =
    type === 'json'
      ? (Array.isArray(patch) ? patch : []).map((op) =>
          isObj(op) && typeof op.path === 'string' ? op.path.slice(1).replace(/\//g, '.') : '',
        )
      : leafPaths(patch);
  const other = paths.find((p) => !p.startsWith('spec.template'));
  if (other !== undefined) return { ok: false, field: other || '.' };
  return { ok: true, rollout: paths.length > 0 };
}

function leafPaths(v: Json, path = ''): string[] {
  if (!isObj(v)) return [path];
  const keys = Object.keys(v);
  if (!keys.length) return [];
  return keys.flatMap((k) => leafPaths(v[k]!, path ? `${path}.${k}` : k));
}
