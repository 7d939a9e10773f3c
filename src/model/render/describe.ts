import type { EndpointSlice, Service } from '../kube';
import type { KubeEvent } from '../trace';
import { shortAge } from '../wallClock';
import { columns } from './columns';

/** kubectl describe's field column: values start after the longest Service field name and two spaces. */
const FIELD = 26;
const field = (name: string, value: string) => `${`${name}:`.padEnd(FIELD)}${value}`;

/** A map as describe prints it: `k: v` one per line, sorted, continuation lines under the first value. */
function describeMap(name: string, m: Record<string, string>, sep: string): string[] {
  const keys = Object.keys(m).sort();
  if (!keys.length) return [field(name, '<none>')];
  return keys.map((k, i) =>
    i === 0 ? field(name, `${k}${sep}${m[k]}`) : `${' '.repeat(FIELD)}${k}${sep}${m[k]}`,
  );
}

/** The `Events:` section: the object's events so far, or `<none>`. */
function describeEvents(events: readonly KubeEvent[], now: number): string[] {
  if (!events.length) return [field('Events', '<none>')];
  const rows = events.map((e) => [e.type, e.reason, shortAge(now - e.at), e.source, e.message]);
  const table = columns(
    [['Type', 'Reason', 'Age', 'From', 'Message'], ['----', '------', '----', '----', '-------'], ...rows],
    2,
  );
  return ['Events:', ...table.split('\n').map((l) => `  ${l}`)];
}

/**
 * `kubectl describe svc NAME`. `labels`: the Service's labels; `endpoints`: its EndpointSlices' addresses
 * with the target port (`1.1.1.1:80`); `events`: the Service's events so far.
 */
export function renderDescribeService(
  s: Service,
  o: {
    labels: Record<string, string>;
    endpoints: readonly string[];
    events: readonly KubeEvent[];
    now: number;
  },
): string {
  const lines = [
    field('Name', s.name),
    field('Namespace', s.namespace),
    ...describeMap('Labels', o.labels, '='),
    ...describeMap('Annotations', s.annotations, ': '),
    field('Selector', '<none>'),
    field('Type', s.type),
    field('IP Family Policy', 'SingleStack'),
    field('IP Families', 'IPv4'),
    field('IP', s.clusterIP),
    field('IPs', s.clusterIP),
    ...(s.type === 'LoadBalancer' && s.loadBalancerIPs.length
      ? [field('LoadBalancer Ingress', s.loadBalancerIPs.join(', '))]
      : []),
  ];
  for (const p of s.ports) {
    const name = p.name || '<unset>';
    lines.push(
      field('Port', `${name}  ${p.port}/${p.protocol}`),
      field('TargetPort', `${p.targetPort}/${p.protocol}`),
    );
    if (p.nodePort && s.type !== 'ClusterIP')
      lines.push(field('NodePort', `${name}  ${p.nodePort}/${p.protocol}`));
    lines.push(field('Endpoints', o.endpoints.length ? o.endpoints.join(',') : '<none>'));
  }
  lines.push(field('Session Affinity', 'None'));
  if (s.type !== 'ClusterIP') lines.push(field('External Traffic Policy', 'Cluster'));
  lines.push(field('Internal Traffic Policy', 'Cluster'), ...describeEvents(o.events, o.now));
  return lines.join('\n');
}

/** `kubectl describe endpointslice NAME`: its labels, ports and endpoints (every endpoint is ready here). */
export function renderDescribeEndpointSlice(
  s: EndpointSlice,
  o: { labels: Record<string, string>; events: readonly KubeEvent[]; now: number },
): string {
  const f = (name: string, value: string) => `${`${name}:`.padEnd(14)}${value}`;
  const labels = Object.entries(o.labels).sort(([a], [b]) => (a < b ? -1 : 1));
  const lines = [
    f('Name', s.name),
    f('Namespace', s.namespace),
    labels.length
      ? labels
          .map(([k, v], i) => (i === 0 ? f('Labels', `${k}=${v}`) : `${' '.repeat(14)}${k}=${v}`))
          .join('\n')
      : f('Labels', '<none>'),
    f('Annotations', '<none>'),
    f('AddressType', 'IPv4'),
    'Ports:',
  ];
  const ports = s.ports ?? [];
  const table = columns(
    [
      ['Name', 'Port', 'Protocol'],
      ['----', '----', '--------'],
      ...ports.map((p) => [p.name || '<unset>', String(p.port), p.protocol]),
    ],
    2,
  );
  lines.push(...(ports.length ? table.split('\n').map((l) => `  ${l}`) : ['  <unset>']), 'Endpoints:');
  const eps = s.endpoints ?? [];
  if (!eps.length) lines.push('  <none>');
  for (const ip of eps)
    lines.push(
      `  - Addresses:  ${ip}`,
      '    Conditions:',
      '      Ready:    true',
      '    Hostname:   <unset>',
      '    NodeName:   <unset>',
      '    Zone:       <unset>',
    );
  lines.push(...describeEvents(o.events, o.now).map((l) => l.replace(/^Events: {2,}/, 'Events:       ')));
  return lines.join('\n');
}
