import { describe, expect, it } from 'vitest';
import { clusterState, service, slice } from '../../testing/clusterState';
import {
  endpointSliceObject,
  renderEvents,
  renderGetEndpointSlices,
  renderGetServices,
  renderObjectYaml,
  serviceObject,
} from './kubectl';

const start = Date.parse('2026-01-08T11:10:00Z');
const lb = service({
  name: 'kubernetes-intranet',
  type: 'LoadBalancer',
  clusterIP: '192.168.60.179',
  loadBalancerIPs: ['10.15.1.8'],
  ports: [{ name: 'https', port: 443, targetPort: 60002, nodePort: 30965, protocol: 'TCP' }],
  annotations: { 'service.cloud.tencent.com/sync-begin-time': '2026-01-08T19:10:17+08:00' },
  resourceVersion: 15,
});
const cip = service({
  namespace: 'kube-system',
  name: 'hubble-peer',
  clusterIP: '192.168.22.35',
  ports: [
    { name: 'peer', port: 443, targetPort: 4244, nodePort: 31000, protocol: 'TCP' },
    { name: 'dns', port: 53, targetPort: 53, protocol: 'UDP' },
  ],
});
const lbWithoutIP = service({ name: 'pending-lb', type: 'LoadBalancer', clusterIP: '10.96.0.2' });

describe('kubectl get', () => {
  it('svc -A: sorted by namespace/name; a nodePort only when the type has one; <none> without ingress', () => {
    expect(renderGetServices(clusterState({ time: 175_000, services: [cip, lbWithoutIP, lb] }))).toBe(
      [
        'NAMESPACE     NAME                  TYPE           CLUSTER-IP       EXTERNAL-IP   PORT(S)          AGE',
        'default       kubernetes-intranet   LoadBalancer   192.168.60.179   10.15.1.8     443:30965/TCP    2m55s',
        'default       pending-lb            LoadBalancer   10.96.0.2        <none>        80/TCP           2m55s',
        'kube-system   hubble-peer           ClusterIP      192.168.22.35    <none>        443/TCP,53/UDP   2m55s',
      ].join('\n'),
    );
  });

  it('endpointslices -A: <unset> ports and <unset> endpoints for a cleared or empty slice', () => {
    const cleared = slice({ name: 'kubernetes', service: 'kubernetes', endpoints: null, ports: null });
    const two = slice({
      name: 'web-abcde',
      service: 'web',
      endpoints: ['10.0.0.1', '10.0.0.2'],
      ports: [
        { name: 'http', port: 8080, protocol: 'TCP' },
        { name: 'alt', port: 8081, protocol: 'TCP' },
      ],
    });
    const empty = slice({ name: 'x', service: 'x', endpoints: [], ports: [] });
    expect(renderGetEndpointSlices(clusterState({ time: 5_000, slices: [two, empty, cleared] }))).toBe(
      [
        'NAMESPACE   NAME         ADDRESSTYPE   PORTS       ENDPOINTS           AGE',
        'default     kubernetes   IPv4          <unset>     <unset>             5s',
        'default     web-abcde    IPv4          8080,8081   10.0.0.1,10.0.0.2   5s',
        'default     x            IPv4          <unset>     <unset>             5s',
      ].join('\n'),
    );
  });

  it('events: newest last, with ages', () => {
    const e = (at: number, reason: string) => ({
      at,
      type: 'Normal' as const,
      reason,
      object: 'service/x',
      source: 'sc',
      message: 'm',
    });
    expect(renderEvents([e(1_000, 'A'), e(150_000, 'B')], 200_000)).toBe(
      [
        'LAST SEEN   TYPE     REASON   OBJECT      MESSAGE',
        '3m19s       Normal   A        service/x   m',
        '50s         Normal   B        service/x   m',
      ].join('\n'),
    );
  });
});

describe('kubectl get -o yaml', () => {
  it('a LoadBalancer Service has its ingress status and nodePort; resourceVersion and times are quoted strings', () => {
    const yaml = renderObjectYaml(serviceObject(lb));
    expect(yaml).toBe(
      [
        'apiVersion: v1',
        'kind: Service',
        'metadata:',
        '  name: kubernetes-intranet',
        '  namespace: default',
        '  resourceVersion: "15"',
        '  annotations:',
        '    service.cloud.tencent.com/sync-begin-time: "2026-01-08T19:10:17+08:00"',
        'spec:',
        '  type: LoadBalancer',
        '  clusterIP: 192.168.60.179',
        '  ports:',
        '  - name: https',
        '    port: 443',
        '    targetPort: 60002',
        '    nodePort: 30965',
        '    protocol: TCP',
        'status:',
        '  loadBalancer:',
        '    ingress:',
        '    - ip: 10.15.1.8',
      ].join('\n'),
    );
  });

  it('a ClusterIP Service has no status and no nodePort', () => {
    const o = serviceObject(service({ name: 'web' }));
    expect(o).not.toHaveProperty('status');
    expect(o.spec.ports[0]).not.toHaveProperty('nodePort');
  });

  it('a cleared EndpointSlice shows endpoints: null and ports: null, with its manager', () => {
    const o = endpointSliceObject(
      slice({
        name: 'kubernetes',
        service: 'kubernetes',
        endpoints: null,
        ports: null,
        manager: 'kube-apiserver',
      }),
      start,
    );
    expect(o).toMatchObject({
      endpoints: null,
      ports: null,
      metadata: {
        labels: { 'kubernetes.io/service-name': 'kubernetes' },
        managedFields: [{ manager: 'kube-apiserver', time: '2026-01-08T11:10:00Z' }],
      },
    });
    const full = endpointSliceObject(slice({ name: 's', service: 'web' }), start);
    expect(full.endpoints).toEqual([{ addresses: ['10.0.0.1'], conditions: { ready: true } }]);
    expect(full.ports).toEqual([{ name: '', port: 80, protocol: 'TCP' }]);
  });
});
