import { scanClusterJson } from './scanCluster';

type Rec = Record<string, unknown>;

const STAMP = '2026-01-08T11:10:00Z';

/** A Service as `kubectl get svc -o json` prints it from a live cluster (annotations with the last applied configuration, labels, status; kubectl hides managedFields). */
function realService(s: Rec): Rec {
  const m = s.metadata as Rec;
  const spec = s.spec as Rec;
  const labels = { app: m.name, 'app.kubernetes.io/managed-by': 'Helm' };
  const applied = JSON.stringify({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { labels, name: m.name, namespace: m.namespace },
    spec,
  });
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: {
      annotations: { 'kubectl.kubernetes.io/last-applied-configuration': applied + '\n' },
      creationTimestamp: STAMP,
      labels,
      name: m.name,
      namespace: m.namespace,
      resourceVersion: '48213977',
      uid: `5f0c3a2e-9b1d-4c7e-8a6f-${String(m.uid).length.toString(16).padStart(12, '0')}`,
    },
    spec: {
      ...spec,
      internalTrafficPolicy: 'Cluster',
      ipFamilies: ['IPv4'],
      ipFamilyPolicy: 'SingleStack',
      selector: { app: m.name },
    },
    status: s.status,
  };
}

/** An EndpointSlice as the EndpointSlice controller writes it: owner reference, pod targetRefs, node names, zones. */
function realSlice(s: Rec, i: number): Rec {
  const m = s.metadata as Rec;
  const labels = m.labels as Rec;
  const svcName = labels['kubernetes.io/service-name'] as string;
  return {
    addressType: 'IPv4',
    apiVersion: 'discovery.k8s.io/v1',
    endpoints: (s.endpoints as Rec[]).map((e, k) => ({
      ...e,
      nodeName: `node-${String((i + k) % 300).padStart(3, '0')}`,
      targetRef: {
        kind: 'Pod',
        name: `${svcName}-7d9c8b6f5-${String(k).padStart(5, 'x')}`,
        namespace: m.namespace,
        uid: `0b7e4a1c-2f3d-4e5a-9b6c-${String(i * 8 + k).padStart(12, '0')}`,
      },
      zone: `zone-${k % 3}`,
    })),
    kind: 'EndpointSlice',
    metadata: {
      annotations: { 'endpoints.kubernetes.io/last-change-trigger-time': STAMP },
      creationTimestamp: STAMP,
      generateName: `${svcName}-`,
      generation: 7,
      labels: {
        app: svcName,
        'endpointslice.kubernetes.io/managed-by': 'endpointslice-controller.k8s.io',
        ...labels,
      },
      name: m.name,
      namespace: m.namespace,
      ownerReferences: [
        {
          apiVersion: 'v1',
          blockOwnerDeletion: true,
          controller: true,
          kind: 'Service',
          name: svcName,
          uid: '5f0c3a2e-9b1d-4c7e-8a6f-000000000000',
        },
      ],
      resourceVersion: '48213978',
      uid: `9a8b7c6d-5e4f-4a3b-8c2d-${String(i).padStart(12, '0')}`,
    },
    ports: s.ports,
  };
}

/**
 * The issue-34 dump: `kubectl get svc,endpointslices -A -o json` of a live cluster with `services` Services (one
 * slice of `perSlice` endpoints each, 50 deliberate exposed pairs), every object as kubectl prints it — annotations
 * with the last applied configuration, labels, owner references, pod targetRefs, node names, zones (managedFields
 * hidden, as kubectl does by default) — indented as kubectl indents (4 spaces). 20,000 Services make ~80 MB.
 */
export function realShapedDumpJson(services = 20_000, perSlice = 2): string {
  const list = JSON.parse(scanClusterJson(services, perSlice, 50)) as Rec;
  const items = (list.items as Rec[]).map((o, i) =>
    o.kind === 'Service' ? realService(o) : realSlice(o, i >> 1),
  );
  return JSON.stringify({ ...list, items }, null, 4);
}
