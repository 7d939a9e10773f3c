import { beforeEach, describe, expect, it } from 'vitest';
import type { K8sState } from '../../model/trace';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import { createAllocator } from '../allocate';
import { applyYaml, type ApplyResult } from './applyYaml';

/** The empty cluster after its run: `default/kubernetes` (192.168.0.1:443 → 169.254.128.7:60002) and its slice. */
let k8s: K8sState;
beforeEach(() => {
  k8s = runScenario(getPreset('empty-cluster')!.scenario, 'buggy').steps.at(-1)!.state.k8s;
});
/** The empty cluster's service range, with default/kubernetes's ClusterIP taken. */
const alloc = () => ({ alloc: createAllocator('192.168.0.0/17', ['192.168.0.1'], []) });
/** kubectl's error text, or what the model does not do (named). */
const detail = (r: ApplyResult) => (r.ok ? '' : 'detail' in r ? r.detail : `note: ${JSON.stringify(r.note)}`);

const SVC = `apiVersion: v1
kind: Service
metadata:
  name: api
spec:
  clusterIP: 10.0.0.1
  ports:
  - port: 443
`;

describe('kubectl apply -f -: new objects', () => {
  it('creates each document’s object, in order, with kubectl’s lines', () => {
    const text = `${SVC}---
apiVersion: discovery.k8s.io/v1
kind: EndpointSlice
metadata:
  name: api-x1
  namespace: team
  labels:
    kubernetes.io/service-name: api
endpoints:
- addresses: ["1.1.1.1", "1.1.1.2"]
- addresses: [10.0.0.9]
ports:
- port: 8443
`;
    expect(applyYaml(text, k8s, 'default', alloc())).toEqual({
      ok: true,
      events: [
        {
          at: 0,
          type: 'createService',
          service: {
            namespace: 'default',
            name: 'api',
            type: 'ClusterIP',
            clusterIP: '10.0.0.1',
            ports: [{ port: 443 }],
          },
        },
        {
          at: 0,
          type: 'createEndpointSlice',
          namespace: 'team',
          name: 'api-x1',
          service: 'api',
          endpoints: ['1.1.1.1', '1.1.1.2', '10.0.0.9'],
          ports: [{ port: 8443 }],
        },
      ],
      lines: ['service/api created', 'endpointslice.discovery.k8s.io/api-x1 created'],
    });
  });

  it('keeps what the format takes from a Service: type, annotations as text, port names, target and node ports, protocol', () => {
    const text = `kind: Service
metadata:
  name: lb
  namespace: kube-system
  annotations: { a: 1, b: "x" }
spec:
  type: NodePort
  clusterIP: 10.0.0.2
  ports:
  - { name: https, port: 443, targetPort: 8443, nodePort: 30443, protocol: UDP }
  - { name: "", port: 80, nodePort: "30080", protocol: TCP }
  - { port: 81, protocol: SCTP }
  - not-a-port
`;
    const r = applyYaml(text, k8s, 'default', alloc());
    expect(r).toEqual({
      ok: true,
      events: [
        {
          at: 0,
          type: 'createService',
          service: {
            namespace: 'kube-system',
            name: 'lb',
            type: 'NodePort',
            clusterIP: '10.0.0.2',
            annotations: { a: '1', b: 'x' },
            ports: [
              { name: 'https', port: 443, targetPort: 8443, nodePort: 30443, protocol: 'UDP' },
              // A NodePort Service's ports without a nodePort get one from 30000-32767.
              { port: 80, nodePort: 31761 },
              { port: 81, nodePort: 32216, protocol: 'SCTP' },
            ],
          },
        },
      ],
      lines: ['service/lb created'],
    });
  });

  it('a LoadBalancer stays one; any other type is a ClusterIP', () => {
    const typed = (type: string) => {
      const r = applyYaml(SVC.replace('spec:', `spec:\n  type: ${type}`), k8s, 'default', alloc());
      return r.ok && r.events[0]!.type === 'createService' ? r.events[0]!.service.type : r;
    };
    expect(typed('LoadBalancer')).toBe('LoadBalancer');
    expect(typed('ExternalName')).toBe('ClusterIP');
  });

  it('a slice: no endpoints (absent, null or not a list) is null; entries without addresses add none', () => {
    const slice = (body: string) =>
      applyYaml(
        `kind: EndpointSlice\nmetadata:\n  name: s\n  labels: { kubernetes.io/service-name: api }\n${body}`,
        k8s,
        'default',
        alloc(),
      );
    const created = (body: string) => {
      const r = slice(body);
      return r.ok && r.events[0]!.type === 'createEndpointSlice' ? r.events[0]! : r;
    };
    expect(created('')).toMatchObject({ endpoints: null, ports: null });
    expect(created('endpoints: null\nports: null')).toMatchObject({ endpoints: null, ports: null });
    expect(created('endpoints: {}\nports: {}')).toMatchObject({ endpoints: null, ports: null });
    expect(created('endpoints: []\nports: []')).toMatchObject({ endpoints: [], ports: [] });
    expect(created('endpoints: [{}, 5, {addresses: x}, {addresses: [1.1.1.1]}]')).toMatchObject({
      endpoints: ['1.1.1.1'],
    });
    expect(
      created(
        'ports: [{name: https, port: 443, protocol: SCTP}, {port: "80"}, {name: "", port: 53, protocol: UDP}, 7]',
      ),
    ).toMatchObject({
      ports: [
        { name: 'https', port: 443, protocol: 'SCTP' },
        { port: 53, protocol: 'UDP' },
      ],
    });
  });
});

describe('kubectl apply -f -: objects that exist', () => {
  it('a Service: only new or changed annotations are written; the same object is unchanged', () => {
    const same = `kind: Service\nmetadata:\n  name: kubernetes\nspec:\n  clusterIP: 192.168.0.1\n  ports: [{port: 443}]\n`;
    expect(applyYaml(same, k8s, 'default', alloc())).toEqual({
      ok: true,
      events: [],
      lines: ['service/kubernetes unchanged'],
    });
    const annotated = same.replace('name: kubernetes', 'name: kubernetes\n  annotations: { a: b, c: 2 }');
    expect(applyYaml(annotated, k8s, 'default', alloc())).toEqual({
      ok: true,
      events: [
        { at: 0, type: 'annotateService', namespace: 'default', name: 'kubernetes', key: 'a', value: 'b' },
        { at: 0, type: 'annotateService', namespace: 'default', name: 'kubernetes', key: 'c', value: '2' },
      ],
      lines: ['service/kubernetes configured'],
    });
    // Another namespace holds no such Service: there it is a new one, whose ClusterIP is taken already.
    expect(detail(applyYaml(same, k8s, 'team', alloc()))).toBe(
      'The Service "kubernetes" is invalid: spec.clusterIPs: Invalid value: []string{"192.168.0.1"}: failed to allocate IP 192.168.0.1: provided IP is already allocated',
    );
    expect(applyYaml(same.replace('192.168.0.1', '192.168.0.2'), k8s, 'team', alloc())).toMatchObject({
      ok: true,
      lines: ['service/kubernetes created'],
    });
  });

  it('a slice: unchanged when its endpoints and ports match, a patch when they differ', () => {
    const slice = (endpoints: string, ports = '[{name: https, port: 60002}]') =>
      applyYaml(
        `kind: EndpointSlice\nmetadata:\n  name: kubernetes\n  labels: { kubernetes.io/service-name: kubernetes }\nendpoints: ${endpoints}\nports: ${ports}\n`,
        k8s,
        'default',
        alloc(),
      );
    expect(slice('[{addresses: [169.254.128.7]}]')).toEqual({
      ok: true,
      events: [],
      lines: ['endpointslice.discovery.k8s.io/kubernetes unchanged'],
    });
    expect(slice('[]')).toEqual({
      ok: true,
      events: [
        {
          at: 0,
          type: 'patchEndpointSlice',
          namespace: 'default',
          name: 'kubernetes',
          endpoints: [],
          ports: [{ name: 'https', port: 60002 }],
        },
      ],
      lines: ['endpointslice.discovery.k8s.io/kubernetes configured'],
    });
    expect(slice('[{addresses: [169.254.128.7]}]', '[{name: https, port: 60003}]')).toMatchObject({
      lines: ['endpointslice.discovery.k8s.io/kubernetes configured'],
    });
    expect(
      slice('[{addresses: [169.254.128.7]}]', '[{name: https, port: 60002, protocol: UDP}]'),
    ).toMatchObject({
      lines: ['endpointslice.discovery.k8s.io/kubernetes configured'],
    });
    expect(
      applyYaml(
        `kind: EndpointSlice\nmetadata:\n  name: kubernetes\n  labels: { kubernetes.io/service-name: other }\n`,
        k8s,
        'default',
        alloc(),
      ),
    ).toEqual({
      ok: false,
      note: {
        code: 'notModelledField',
        what: 'endpointslice/kubernetes',
        field: 'metadata.labels.kubernetes.io/service-name (another Service)',
      },
    });
  });
});

describe('kubectl apply -f -: refusals, as kubectl words them', () => {
  it.each([
    ['kind: Service\nmetadata: [', /^error: error parsing YAML: /],
    ['- a\n- b', 'error: error validating data: metadata.name is required'],
    ['kind: Service\nmetadata: {}', 'error: error validating data: metadata.name is required'],
    ['kind: Service\nmetadata: { name: "" }', 'error: error validating data: metadata.name is required'],
    ['kind: Service\nmetadata: x', 'error: error validating data: metadata.name is required'],
    ['kind: Pod\nmetadata: { name: p }', 'note: {"code":"notModelled","what":"kind: Pod"}'],
    ['metadata: { name: p }', 'note: {"code":"notModelled","what":"kind: undefined"}'],
    [
      'kind: Service\nmetadata: { name: a }',
      'error: error validating data: spec.ports of service/a needs at least one port',
    ],
    [
      'kind: Service\nmetadata: { name: a }\nspec: { clusterIP: 10.0.0.1 }',
      'error: error validating data: spec.ports of service/a needs at least one port',
    ],
    [
      'kind: Service\nmetadata: { name: a }\nspec: { clusterIP: 10.0.0.1, ports: [{port: 1}, {port: "2"}] }',
      'error: error validating data: spec.ports of service/a needs at least one port',
    ],
    [
      'kind: EndpointSlice\nmetadata: { name: s, labels: { app: x } }',
      'error: endpointslice/s needs the label kubernetes.io/service-name',
    ],
    [
      'kind: EndpointSlice\nmetadata: { name: s }',
      'error: endpointslice/s needs the label kubernetes.io/service-name',
    ],
    ['', 'error: no objects passed to apply'],
    ['---\n---\n', 'error: no objects passed to apply'],
  ])('%j', (text, want) => {
    const r = applyYaml(text, k8s, 'default', alloc());
    expect(r.ok).toBe(false);
    expect(detail(r)).toMatch(typeof want === 'string' ? new RegExp(`^${escape(want)}$`) : want);
  });

  it('one bad document refuses the whole apply, even after good ones', () => {
    expect(applyYaml(`${SVC}---\nkind: Pod\nmetadata: { name: p }\n`, k8s, 'default', alloc())).toEqual({
      ok: false,
      note: { code: 'notModelled', what: 'kind: Pod' },
    });
  });

  it('empty documents between objects are skipped', () => {
    expect(applyYaml(`---\n${SVC}---\n---\n`, k8s, 'default', alloc())).toMatchObject({
      ok: true,
      lines: ['service/api created'],
    });
  });
});

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
