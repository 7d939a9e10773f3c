import { objectKey, sameSlice, type Service } from '../../model/kube';
import type { K8sState } from '../../model/trace';
import type { Allocator } from '../allocate';
import type { ScenarioEventV1, ScenarioPortV1, ScenarioServiceV1, ScenarioSlicePortV1 } from '../types';
import { goStrings, readClusterIPs } from './applyClusterIPs';
import { readYamlDocs } from './kube/readYaml';
import type { Note } from './types';

export type ApplyResult =
  | { ok: true; events: ScenarioEventV1[]; lines: string[] }
  /** `detail`: kubectl's own error text (tool output, not translated). */
  | { ok: false; detail: string }
  /** What the model does not do, named (a kind, a field). */
  | { ok: false; note: Note };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const proto = (v: unknown) => (v === 'UDP' || v === 'SCTP' ? v : undefined);
const SLICES = 'endpointslices.discovery.k8s.io';

/**
 * Spec fields a Service may carry with the value the model always has (as `kubectl get -o yaml` prints them):
 * accepted, since they change nothing. Any other field the model does not keep is refused by name.
 */
const IMPLIED: Record<string, (v: unknown) => boolean> = {
  sessionAffinity: (v) => v === 'None',
  internalTrafficPolicy: (v) => v === 'Cluster',
  externalTrafficPolicy: (v) => v === 'Cluster',
  allocateLoadBalancerNodePorts: (v) => v === true,
};
/** Read into the scenario (the dual-stack fields by `readClusterIPs`, as the file format takes them). */
const KEPT = new Set(['type', 'clusterIP', 'clusterIPs', 'ipFamilies', 'ipFamilyPolicy', 'ports']);

export interface ApplyOptions {
  /** Where a Service without a ClusterIP (or NodePort) gets one. */
  alloc: Allocator;
  /** `kubectl create`: an object that exists is an error instead of a change. */
  create?: boolean;
}

/**
 * `kubectl apply -f`: Services and EndpointSlices (YAML, several documents) become scenario events at the
 * current moment — a create for a new object (a missing ClusterIP or NodePort allocated as the apiserver
 * would), annotations or a patch for an existing one, nothing when unchanged (the apiserver would not write it).
 */
export function applyYaml(text: string, k8s: K8sState, namespace: string, o: ApplyOptions): ApplyResult {
  const docs = readYamlDocs(text);
  if (!docs.ok) return { ok: false, detail: `error: error parsing YAML: ${docs.why}` };
  const events: ScenarioEventV1[] = [];
  const lines: string[] = [];
  for (const obj of docs.values) {
    if (obj === null || obj === undefined) continue;
    if (!isObj(obj) || !isObj(obj.metadata) || !str(obj.metadata.name))
      return { ok: false, detail: 'error: error validating data: metadata.name is required' };
    const ns = str(obj.metadata.namespace) ?? namespace;
    const name = obj.metadata.name as string;
    const r =
      obj.kind === 'Service'
        ? applyService(obj, ns, name, k8s, o)
        : obj.kind === 'EndpointSlice'
          ? applySlice(obj, ns, name, k8s, o)
          : ({ ok: false, note: { code: 'notModelled', what: `kind: ${String(obj.kind)}` } } as const);
    if (!('line' in r)) return r;
    events.push(...r.events);
    lines.push(r.line);
  }
  if (!lines.length) return { ok: false, detail: 'error: no objects passed to apply' };
  return { ok: true, events, lines };
}

type DocResult = { events: ScenarioEventV1[]; line: string } | Exclude<ApplyResult, { ok: true }>;
const refuse = (what: string, field: string): DocResult => ({
  ok: false,
  note: { code: 'notModelledField', what, field },
});
const invalid = (name: string, detail: string): DocResult => ({
  ok: false,
  detail: `The Service "${name}" is invalid: ${detail}`,
});

function applyService(o: Obj, ns: string, name: string, k8s: K8sState, opt: ApplyOptions): DocResult {
  const spec = isObj(o.spec) ? o.spec : {};
  const meta = o.metadata as Obj;
  const what = `service/${name}`;
  const extra = Object.keys(spec).find((k) => !KEPT.has(k) && !IMPLIED[k]?.(spec[k]));
  if (extra) return refuse(what, `spec.${extra}`);
  const annotations = isObj(meta.annotations)
    ? Object.fromEntries(Object.entries(meta.annotations).map(([k, v]) => [k, String(v)]))
    : {};
  const ips = readClusterIPs(spec);
  if (!ips.ok) return 'field' in ips ? refuse(what, ips.field) : invalid(name, `spec.${ips.invalid}`);
  const existing = k8s.services[objectKey(ns, name)];
  if (existing) return updateService(existing, spec, ips, annotations, opt);
  const type = spec.type === 'NodePort' || spec.type === 'LoadBalancer' ? spec.type : 'ClusterIP';
  const raw = Array.isArray(spec.ports) ? spec.ports.filter(isObj) : [];
  if (!raw.length || !raw.every((p) => typeof p.port === 'number'))
    return {
      ok: false,
      detail: `error: error validating data: spec.ports of service/${name} needs at least one port`,
    };
  const named = raw.findIndex((p) => typeof p.targetPort === 'string');
  if (named >= 0) return refuse(what, `spec.ports[${named}].targetPort (a named port)`);
  let clusterIP = ips.clusterIP;
  const given = (ips.clusterIPs ?? [clusterIP]).filter((ip): ip is string => !!ip && ip !== 'None');
  const taken = given.find((ip) => opt.alloc.ipTaken(ip));
  if (taken)
    return invalid(
      name,
      `spec.clusterIPs: Invalid value: ${goStrings(given)}: failed to allocate IP ${taken}: provided IP is already allocated`,
    );
  for (const ip of given) opt.alloc.take(ip);
  clusterIP ??= opt.alloc.clusterIP(ns, name);
  if (!clusterIP)
    return { ok: false, detail: 'Internal error occurred: failed to allocate a serviceIP: range is full' };
  const ports: ScenarioPortV1[] = [];
  for (const [i, p] of raw.entries()) {
    let nodePort = typeof p.nodePort === 'number' ? p.nodePort : undefined;
    if (nodePort !== undefined && type === 'ClusterIP')
      return invalid(
        name,
        `spec.ports[${i}].nodePort: Forbidden: may not be used when \`type\` is 'ClusterIP'`,
      );
    if (nodePort !== undefined) {
      if (opt.alloc.portTaken(nodePort))
        return invalid(
          name,
          `spec.ports[${i}].nodePort: Invalid value: ${nodePort}: provided port is already allocated`,
        );
      opt.alloc.take(undefined, [nodePort]);
    } else if (type !== 'ClusterIP') {
      nodePort = opt.alloc.nodePort(ns, name, i);
      if (nodePort === undefined)
        return { ok: false, detail: 'Internal error occurred: failed to allocate a nodePort: range is full' };
    }
    ports.push({
      ...(str(p.name) ? { name: p.name as string } : {}),
      port: p.port as number,
      ...(typeof p.targetPort === 'number' ? { targetPort: p.targetPort } : {}),
      ...(nodePort !== undefined ? { nodePort } : {}),
      ...(proto(p.protocol) ? { protocol: proto(p.protocol) } : {}),
    });
  }
  const service: ScenarioServiceV1 = {
    namespace: ns,
    name,
    type,
    clusterIP,
    ...(ips.clusterIPs && { clusterIPs: ips.clusterIPs }),
    ...(Object.keys(annotations).length ? { annotations } : {}),
    ports,
  };
  return { events: [{ at: 0, type: 'createService', service }], line: `service/${name} created` };
}

/**
 * An existing Service: new or changed annotations are written; a primary ClusterIP never changes (the apiserver's
 * error; the model keeps no second ClusterIP to compare, so a second one is checked for form only); any other spec
 * change is outside what the model replays, and is refused by name.
 */
function updateService(
  existing: Service,
  spec: Obj,
  ips: { clusterIP?: string; clusterIPs?: string[] },
  annotations: Record<string, string>,
  opt: ApplyOptions,
): DocResult {
  const { name, namespace } = existing;
  if (opt.create)
    return { ok: false, detail: `Error from server (AlreadyExists): services "${name}" already exists` };
  const ip = ips.clusterIP;
  if (ip && ip !== existing.clusterIP)
    return invalid(
      name,
      `spec.clusterIPs[0]: Invalid value: ${goStrings(ips.clusterIPs ?? [ip])}: may not change once set`,
    );
  if (spec.type !== undefined && spec.type !== existing.type) return refuse(`service/${name}`, 'spec.type');
  if (Array.isArray(spec.ports)) {
    const same = (p: unknown, i: number) => {
      const e = existing.ports[i];
      // A field the YAML leaves out keeps its live value (apply's three-way merge).
      return (
        !!e && isObj(p) && p.port === e.port && (p.targetPort === undefined || p.targetPort === e.targetPort)
      );
    };
    if (spec.ports.length !== existing.ports.length || !spec.ports.every(same))
      return refuse(`service/${name}`, 'spec.ports');
  }
  const changed = Object.entries(annotations).filter(([k, v]) => existing.annotations[k] !== v);
  const events = changed.map(([key, value]): ScenarioEventV1 => ({
    at: 0,
    type: 'annotateService',
    namespace,
    name,
    key,
    value,
  }));
  return { events, line: `service/${name} ${events.length ? 'configured' : 'unchanged'}` };
}

function applySlice(o: Obj, ns: string, name: string, k8s: K8sState, opt: ApplyOptions): DocResult {
  const labels = isObj((o.metadata as Obj).labels) ? ((o.metadata as Obj).labels as Obj) : {};
  const service = str(labels['kubernetes.io/service-name']);
  if (!service)
    return { ok: false, detail: `error: endpointslice/${name} needs the label kubernetes.io/service-name` };
  if (o.addressType !== undefined && o.addressType !== 'IPv4')
    return refuse(`endpointslice/${name}`, 'addressType');
  const endpoints =
    o.endpoints === null || o.endpoints === undefined
      ? null
      : Array.isArray(o.endpoints)
        ? o.endpoints.flatMap((e) => (isObj(e) && Array.isArray(e.addresses) ? e.addresses.map(String) : []))
        : null;
  const nodeNames = endpointNodeNames(o.endpoints);
  const ports: ScenarioSlicePortV1[] | null = Array.isArray(o.ports)
    ? o.ports
        .filter(isObj)
        .filter((p) => typeof p.port === 'number')
        .map((p) => ({
          ...(str(p.name) ? { name: p.name as string } : {}),
          port: p.port as number,
          ...(proto(p.protocol) ? { protocol: proto(p.protocol) } : {}),
        }))
    : null;
  const kind = 'endpointslice.discovery.k8s.io';
  const existing = k8s.slices[objectKey(ns, name)];
  if (existing) {
    if (opt.create)
      return { ok: false, detail: `Error from server (AlreadyExists): ${SLICES} "${name}" already exists` };
    if (existing.service !== service)
      return refuse(`endpointslice/${name}`, 'metadata.labels.kubernetes.io/service-name (another Service)');
    const next = {
      namespace: ns,
      name,
      service,
      endpoints,
      ports: ports?.map((p) => ({ name: p.name ?? '', port: p.port, protocol: p.protocol ?? 'TCP' })) ?? null,
      ...(nodeNames && { nodeNames }),
    };
    if (sameSlice(existing, next)) return { events: [], line: `${kind}/${name} unchanged` };
    const patch: ScenarioEventV1 = {
      at: 0,
      type: 'patchEndpointSlice',
      namespace: ns,
      name,
      endpoints,
      ports,
      ...(nodeNames && { nodeNames }),
    };
    return { events: [patch], line: `${kind}/${name} configured` };
  }
  const create: ScenarioEventV1 = {
    at: 0,
    type: 'createEndpointSlice',
    namespace: ns,
    name,
    service,
    endpoints,
    ports,
    ...(nodeNames && { nodeNames }),
  };
  return { events: [create], line: `${kind}/${name} created` };
}

/** `endpoints[].nodeName` by address, or undefined when no endpoint names its node. */
function endpointNodeNames(endpoints: unknown): Record<string, string> | undefined {
  if (!Array.isArray(endpoints)) return undefined;
  const out: Record<string, string> = {};
  for (const e of endpoints) {
    if (!isObj(e) || typeof e.nodeName !== 'string' || !Array.isArray(e.addresses)) continue;
    for (const a of e.addresses)
      Object.defineProperty(out, String(a), {
        value: e.nodeName,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return Object.keys(out).length ? out : undefined;
}
