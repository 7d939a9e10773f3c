import type {
  EndpointConditions,
  Protocol,
  SliceEndpoint,
  SliceInfo,
  SlicePort,
  SourceRef,
  SvcInfo,
  SvcPort,
} from './dump';
import { ScanInputError } from './inputError';

type Rec = Record<string, unknown>;

export const asRec = (v: unknown): Rec | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Rec) : undefined;
const asArr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const asStr = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const strings = (v: unknown): string[] => asArr(v).filter((x): x is string => typeof x === 'string');

function protocol(v: unknown): Protocol {
  return v === 'UDP' || v === 'SCTP' ? v : 'TCP';
}

/** Fails with the object's location and what is missing. */
function fail(src: SourceRef, what: string): never {
  const file = src.path ? `${src.file} (${src.path})` : src.file;
  throw new ScanInputError(file, what, src.line, undefined, 'object', what);
}

function meta(
  o: Rec,
  kind: string,
  src: SourceRef,
): { namespace: string; name: string; labels: Rec; uid?: string } {
  const m = asRec(o.metadata);
  const name = asStr(m?.name);
  if (!m || !name) fail(src, `a ${kind} without metadata.name`);
  const namespace = asStr(m.namespace);
  if (!namespace)
    fail(src, `${kind} "${name}" has no metadata.namespace (dump with -A so every item has one)`);
  const uid = asStr(m.uid);
  return { namespace, name, labels: asRec(m.labels) ?? {}, ...(uid && { uid }) };
}

function port(v: unknown, src: SourceRef, owner: string): SvcPort {
  const p = asRec(v);
  const n = p?.port;
  if (!p || typeof n !== 'number') fail(src, `Service ${owner} has a port without a number`);
  const tp = p.targetPort;
  const out: SvcPort = {
    name: asStr(p.name) ?? '',
    port: n,
    targetPort: typeof tp === 'number' || typeof tp === 'string' ? tp : n,
    protocol: protocol(p.protocol),
  };
  if (typeof p.nodePort === 'number') out.nodePort = p.nodePort;
  return out;
}

/** A Service object as Cilium's reflector would read it. */
export function toSvcInfo(o: Rec, src: SourceRef): SvcInfo {
  const { namespace, name, labels, uid } = meta(o, 'Service', src);
  const spec = asRec(o.spec) ?? {};
  const ips = strings(spec.clusterIPs).length ? strings(spec.clusterIPs) : strings([spec.clusterIP]);
  const headless =
    ips.some((ip) => ip.toLowerCase() === 'none') || 'service.kubernetes.io/headless' in labels;
  const ingress = asArr(asRec(asRec(o.status)?.loadBalancer)?.ingress);
  const owner = `${namespace}/${name}`;
  return {
    namespace,
    name,
    type: asStr(spec.type) ?? 'ClusterIP',
    clusterIPs: ips.filter((ip) => ip && ip.toLowerCase() !== 'none'),
    headless,
    loadBalancerIPs: ingress.map((i) => asStr(asRec(i)?.ip)).filter((ip): ip is string => !!ip),
    externalIPs: strings(spec.externalIPs),
    ports: asArr(spec.ports).map((p) => port(p, src, owner)),
    source: src,
    ...(uid && { uid }),
  };
}

function endpoint(v: unknown): SliceEndpoint {
  const e = asRec(v) ?? {};
  const c = asRec(e.conditions) ?? {};
  const conditions: EndpointConditions = {};
  for (const k of ['ready', 'serving', 'terminating'] as const)
    if (typeof c[k] === 'boolean') conditions[k] = c[k];
  // The API's rule: an absent `ready` means ready.
  return { addresses: strings(e.addresses), ready: c.ready !== false, conditions };
}

/** An EndpointSlice; undefined when it has no owning Service label (Cilium cannot attribute it either). */
export function toSliceInfo(o: Rec, src: SourceRef): SliceInfo | undefined {
  const { namespace, name, labels, uid } = meta(o, 'EndpointSlice', src);
  const service = asStr(labels['kubernetes.io/service-name']);
  if (!service || o.addressType === 'FQDN') return undefined;
  const ports: SlicePort[] = [];
  for (const v of asArr(o.ports)) {
    const p = asRec(v);
    // A port without a number means "all ports"; Cilium makes no backend of it.
    if (p && typeof p.port === 'number')
      ports.push({ name: asStr(p.name) ?? '', port: p.port, protocol: protocol(p.protocol) });
  }
  return {
    namespace,
    name,
    service,
    endpoints: asArr(o.endpoints).map(endpoint),
    ports,
    source: src,
    ...(uid && { uid }),
  };
}

/** The tag of the `cilium-agent` container's image in a DaemonSet or Pod, e.g. `v1.18.6-7d4d8932`. */
export function agentImageTag(o: Rec): string | undefined {
  const spec = asRec(o.spec);
  const podSpec = o.kind === 'Pod' ? spec : asRec(asRec(spec?.template)?.spec);
  for (const c of asArr(podSpec?.containers)) {
    const r = asRec(c);
    const image = asStr(r?.image);
    if (r?.name !== 'cilium-agent' || !image) continue;
    const noDigest = image.split('@')[0]!;
    const slash = noDigest.lastIndexOf('/');
    const colon = noDigest.lastIndexOf(':');
    if (colon > slash) return noDigest.slice(colon + 1);
  }
  return undefined;
}
