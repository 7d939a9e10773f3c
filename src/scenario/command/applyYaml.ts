import { parseAllDocuments } from 'yaml';
import { objectKey, sameSlice } from '../../model/kube';
import type { K8sState } from '../../model/trace';
import type { ScenarioEventV1, ScenarioServiceV1, ScenarioSlicePortV1 } from '../types';

export type ApplyResult =
  | { ok: true; events: ScenarioEventV1[]; lines: string[] }
  /** `detail`: kubectl-style error text (tool output, not translated). */
  | { ok: false; detail: string };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const proto = (v: unknown) => (v === 'UDP' || v === 'SCTP' ? v : undefined);

/**
 * `kubectl apply -f -`: Services and EndpointSlices (YAML, several documents) become scenario events at the
 * current moment — a create for a new object, a patch or annotations for an existing one, nothing when
 * unchanged (the apiserver would not write it).
 */
export function applyYaml(text: string, k8s: K8sState, namespace: string): ApplyResult {
  const docs = parseAllDocuments(text);
  const events: ScenarioEventV1[] = [];
  const lines: string[] = [];
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    if (doc.errors.length)
      return { ok: false, detail: `error: error parsing YAML: ${doc.errors[0]!.message}` };
    const o: unknown = doc.toJS();
    if (o === null || o === undefined) continue;
    if (!isObj(o) || !isObj(o.metadata) || !str(o.metadata.name))
      return { ok: false, detail: 'error: error validating data: metadata.name is required' };
    const ns = str(o.metadata.namespace) ?? namespace;
    const name = o.metadata.name as string;
    if (o.kind === 'Service') {
      const r = applyService(o, ns, name, k8s);
      if (typeof r === 'string') return { ok: false, detail: r };
      events.push(...r.events);
      lines.push(r.line);
    } else if (o.kind === 'EndpointSlice') {
      const r = applySlice(o, ns, name, k8s);
      if (typeof r === 'string') return { ok: false, detail: r };
      events.push(...r.events);
      lines.push(r.line);
    } else
      return {
        ok: false,
        detail: `error: the model only applies Service and EndpointSlice (got ${String(o.kind)})`,
      };
  }
  if (!lines.length) return { ok: false, detail: 'error: no objects passed to apply' };
  return { ok: true, events, lines };
}

function applyService(o: Obj, ns: string, name: string, k8s: K8sState) {
  const spec = isObj(o.spec) ? o.spec : {};
  const meta = o.metadata as Obj;
  const annotations = isObj(meta.annotations)
    ? Object.fromEntries(Object.entries(meta.annotations).map(([k, v]) => [k, String(v)]))
    : {};
  const existing = k8s.services[objectKey(ns, name)];
  if (existing) {
    // Only annotations change on an existing Service here; a new spec is outside what the model replays.
    const changed = Object.entries(annotations).filter(([k, v]) => existing.annotations[k] !== v);
    const events = changed.map(([key, value]): ScenarioEventV1 => ({
      at: 0,
      type: 'annotateService',
      namespace: ns,
      name,
      key,
      value,
    }));
    return { events, line: `service/${name} ${events.length ? 'configured' : 'unchanged'}` };
  }
  const clusterIP = str(spec.clusterIP);
  if (!clusterIP)
    return `error: the model does not allocate ClusterIPs: set spec.clusterIP for service/${name}`;
  const type = spec.type === 'NodePort' || spec.type === 'LoadBalancer' ? spec.type : 'ClusterIP';
  const ports = Array.isArray(spec.ports) ? spec.ports.filter(isObj) : [];
  if (!ports.length || !ports.every((p) => typeof p.port === 'number'))
    return `error: error validating data: spec.ports of service/${name} needs at least one port`;
  const service: ScenarioServiceV1 = {
    namespace: ns,
    name,
    type,
    clusterIP,
    ...(Object.keys(annotations).length ? { annotations } : {}),
    ports: ports.map((p) => ({
      ...(str(p.name) ? { name: p.name as string } : {}),
      port: p.port as number,
      ...(typeof p.targetPort === 'number' ? { targetPort: p.targetPort } : {}),
      ...(typeof p.nodePort === 'number' ? { nodePort: p.nodePort } : {}),
      ...(proto(p.protocol) ? { protocol: proto(p.protocol) } : {}),
    })),
  };
  return { events: [{ at: 0, type: 'createService' as const, service }], line: `service/${name} created` };
}

function applySlice(o: Obj, ns: string, name: string, k8s: K8sState) {
  const labels = isObj((o.metadata as Obj).labels) ? ((o.metadata as Obj).labels as Obj) : {};
  const service = str(labels['kubernetes.io/service-name']);
  if (!service) return `error: endpointslice/${name} needs the label kubernetes.io/service-name`;
  const endpoints =
    o.endpoints === null || o.endpoints === undefined
      ? null
      : Array.isArray(o.endpoints)
        ? o.endpoints.flatMap((e) => (isObj(e) && Array.isArray(e.addresses) ? e.addresses.map(String) : []))
        : null;
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
    const next = {
      namespace: ns,
      name,
      service,
      endpoints,
      ports: ports?.map((p) => ({ name: p.name ?? '', port: p.port, protocol: p.protocol ?? 'TCP' })) ?? null,
    };
    if (existing.service !== service)
      return `error: the model does not move endpointslice/${name} to another Service`;
    if (sameSlice(existing, next)) return { events: [], line: `${kind}/${name} unchanged` };
    const patch: ScenarioEventV1 = {
      at: 0,
      type: 'patchEndpointSlice',
      namespace: ns,
      name,
      endpoints,
      ports,
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
  };
  return { events: [create], line: `${kind}/${name} created` };
}
