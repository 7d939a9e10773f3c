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

/** Which objects a `kubectl get` lists: every namespace (`-A`, the default here) or one; `-o wide`. */
export interface GetOptions {
  namespace?: string;
  name?: string;
  wide?: boolean;
}

/** kubectl's table: the NAMESPACE column only with `-A`; "No resources found" for an empty namespace. */
function getTable(header: string[], rows: string[][], o: GetOptions, namespaceOf: (r: string[]) => string) {
  const kept = rows.filter(
    (r) => (o.namespace === undefined || namespaceOf(r) === o.namespace) && (!o.name || r[1] === o.name),
  );
  if (o.namespace !== undefined && !kept.length) return `No resources found in ${o.namespace} namespace.`;
  const all = [header, ...kept];
  return columns(o.namespace === undefined ? all : all.map((r) => r.slice(1)));
}

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
      shortAge(state.time),
      ...(o.wide ? ['<none>'] : []),
    ]);
  const header = ['NAMESPACE', 'NAME', 'TYPE', 'CLUSTER-IP', 'EXTERNAL-IP', 'PORT(S)', 'AGE'];
  return getTable(o.wide ? [...header, 'SELECTOR'] : header, rows, o, (r) => r[0]!);
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
      shortAge(state.time),
    ]);
  const header = ['NAMESPACE', 'NAME', 'ADDRESSTYPE', 'PORTS', 'ENDPOINTS', 'AGE'];
  return getTable(header, rows, o, (r) => r[0]!);
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

/** `kubectl get events -A` (newest last, like kubectl's default sort by time). */
export function renderEvents(events: readonly KubeEvent[], now: number): string {
  const rows = events.map((e) => [shortAge(now - e.at), e.type, e.reason, e.object, e.message]);
  return columns([['LAST SEEN', 'TYPE', 'REASON', 'OBJECT', 'MESSAGE'], ...rows]);
}
