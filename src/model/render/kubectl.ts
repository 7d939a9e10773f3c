import type { EndpointSlice, Service } from '../kube';
import type { ClusterState, KubeEvent } from '../trace';
import { shortAge, isoTime } from '../wallClock';
import { columns } from './columns';
import { toYaml } from './yaml';

const byKey = <T extends { namespace: string; name: string }>(a: T, b: T) =>
  `${a.namespace}/${a.name}` < `${b.namespace}/${b.name}` ? -1 : 1;

function ports(s: Service): string {
  return s.ports
    .map((p) => `${p.port}${p.nodePort && s.type !== 'ClusterIP' ? `:${p.nodePort}` : ''}/${p.protocol}`)
    .join(',');
}

/**
 * Which objects a `kubectl get` lists: every namespace (`-A`, the default here) or one, one `name` or those
 * `keep` accepts (several names, a label selector); `-o wide`; `--show-labels` (`labels` gives the column).
 * `age`: how long ago an object was created (default: as old as the run).
 */
export interface GetOptions {
  namespace?: string;
  name?: string;
  wide?: boolean;
  keep?: (namespace: string, name: string) => boolean;
  age?: (namespace: string, name: string) => number;
  labels?: (namespace: string, name: string) => string;
}

/** kubectl's table: the NAMESPACE column only with `-A`; "No resources found" when nothing is listed. */
function getTable(header: string[], rows: string[][], o: GetOptions) {
  const kept = rows.filter(
    (r) =>
      (o.namespace === undefined || r[0] === o.namespace) &&
      (!o.name || r[1] === o.name) &&
      (!o.keep || o.keep(r[0]!, r[1]!)),
  );
  if (!kept.length)
    return o.namespace === undefined
      ? 'No resources found'
      : `No resources found in ${o.namespace} namespace.`;
  const withLabels = o.labels
    ? [[...header, 'LABELS'], ...kept.map((r) => [...r, o.labels!(r[0]!, r[1]!)])]
    : [header, ...kept];
  return columns(o.namespace === undefined ? withLabels : withLabels.map((r) => r.slice(1)));
}

const ageOf = (state: ClusterState, o: GetOptions, ns: string, name: string) =>
  shortAge(o.age ? o.age(ns, name) : state.time);

/** `kubectl get svc -A` (or `-n NS`, one NAME, `-o wide`). Objects that existed at t = 0 are as old as the run. */
export function renderGetServices(state: ClusterState, o: GetOptions = {}): string {
  const rows = Object.values(state.k8s.services)
    .sort(byKey)
    .map((s) => [
      s.namespace,
      s.name,
      s.type,
      s.clusterIP,
      s.type === 'LoadBalancer' && s.loadBalancerIPs.length ? s.loadBalancerIPs.join(',') : '<none>',
      ports(s),
      ageOf(state, o, s.namespace, s.name),
      ...(o.wide ? ['<none>'] : []),
    ]);
  const header = ['NAMESPACE', 'NAME', 'TYPE', 'CLUSTER-IP', 'EXTERNAL-IP', 'PORT(S)', 'AGE'];
  return getTable(o.wide ? [...header, 'SELECTOR'] : header, rows, o);
}

/** `kubectl get endpointslices -A` (or `-n NS`, one NAME; `-o wide` prints the same columns). */
export function renderGetEndpointSlices(state: ClusterState, o: GetOptions = {}): string {
  const rows = Object.values(state.k8s.slices)
    .sort(byKey)
    .map((s) => [
      s.namespace,
      s.name,
      'IPv4',
      s.ports?.length ? s.ports.map((p) => p.port).join(',') : '<unset>',
      s.endpoints?.length ? s.endpoints.join(',') : '<unset>',
      ageOf(state, o, s.namespace, s.name),
    ]);
  const header = ['NAMESPACE', 'NAME', 'ADDRESSTYPE', 'PORTS', 'ENDPOINTS', 'AGE'];
  return getTable(header, rows, o);
}

/** The object as `kubectl get endpointslice -o yaml` shows it (the fields this story needs). */
export function endpointSliceObject(s: EndpointSlice, startTime: number) {
  return {
    apiVersion: 'discovery.k8s.io/v1',
    kind: 'EndpointSlice',
    metadata: {
      name: s.name,
      namespace: s.namespace,
      resourceVersion: String(s.resourceVersion),
      labels: { 'kubernetes.io/service-name': s.service },
      managedFields: [
        {
          manager: s.manager,
          operation: 'Update',
          apiVersion: 'discovery.k8s.io/v1',
          time: isoTime(startTime, 0).replace(/\.\d+Z$/, 'Z'),
        },
      ],
    },
    addressType: 'IPv4',
    endpoints:
      s.endpoints === null
        ? null
        : s.endpoints.map((ip) => ({ addresses: [ip], conditions: { ready: true } })),
    ports:
      s.ports === null ? null : s.ports.map((p) => ({ name: p.name, port: p.port, protocol: p.protocol })),
  };
}

export function serviceObject(s: Service) {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: {
      name: s.name,
      namespace: s.namespace,
      resourceVersion: String(s.resourceVersion),
      annotations: s.annotations,
    },
    spec: {
      type: s.type,
      clusterIP: s.clusterIP,
      ports: s.ports.map((p) => ({
        name: p.name,
        port: p.port,
        targetPort: p.targetPort,
        ...(p.nodePort ? { nodePort: p.nodePort } : {}),
        protocol: p.protocol,
      })),
    },
    ...(s.type === 'LoadBalancer'
      ? { status: { loadBalancer: { ingress: s.loadBalancerIPs.map((ip) => ({ ip })) } } }
      : {}),
  };
}

/** `kubectl get endpointslices <name> -o yaml` / `kubectl get svc <name> -o yaml`. */
export function renderObjectYaml(obj: object): string {
  return toYaml(obj);
}

/**
 * `kubectl get events` (newest last, like kubectl's default sort by time): with `all` (`-A`) every namespace
 * and a NAMESPACE column, with `namespace` only that one's. Without either, every event and no NAMESPACE
 * column (the events panel). An event without a namespace is the default namespace's.
 */
export function renderEvents(
  events: readonly KubeEvent[],
  now: number,
  o: { namespace?: string; all?: boolean } = {},
): string {
  const kept =
    o.namespace === undefined ? events : events.filter((e) => (e.namespace ?? 'default') === o.namespace);
  if (!kept.length && (o.namespace !== undefined || o.all))
    return o.namespace === undefined
      ? 'No resources found'
      : `No resources found in ${o.namespace} namespace.`;
  const rows = kept.map((e) => [
    ...(o.all ? [e.namespace ?? 'default'] : []),
    shortAge(now - e.at),
    e.type,
    e.reason,
    e.object,
    e.message,
  ]);
  const header = ['LAST SEEN', 'TYPE', 'REASON', 'OBJECT', 'MESSAGE'];
  return columns([o.all ? ['NAMESPACE', ...header] : header, ...rows]);
}
