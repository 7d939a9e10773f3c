/**
 * The dumps the scanner's tests run on, in one place: the hand-made kubectl outputs, a sysdump zip with a bugtool
 * archive and an agent log, the IPv6 and not-ready dumps of issue 35, and inputs named by absolute paths and
 * standard input. Every output format is checked against each of them.
 */
import { gzipSync, zipSync } from 'fflate';
import { stringify } from 'yaml';
import { realShapedDumpJson } from '../../bench/realShapedDump';
import { scanClusterJson } from '../../bench/scanCluster';
import type { InputEntry } from './archive';
import { agentDaemonSet, decoyObjects, entry, incidentObjects, list, slice, svc } from './fixtures';

const enc = (s: string) => new TextEncoder().encode(s);

/** A ustar archive, the way Go's archive/tar writes bugtool output. */
export function tar(files: Record<string, string>): Uint8Array {
  const blocks: Uint8Array[] = [];
  for (const [name, text] of Object.entries(files)) {
    const body = enc(text);
    const h = new Uint8Array(512);
    h.set(enc(name), 0);
    h.set(enc('0000644\0'), 100);
    h.set(enc(body.length.toString(8).padStart(11, '0') + '\0'), 124);
    h[156] = '0'.charCodeAt(0);
    h.set(enc('ustar\0' + '00'), 257);
    blocks.push(h, body, new Uint8Array((512 - (body.length % 512)) % 512));
  }
  blocks.push(new Uint8Array(1024));
  const out = new Uint8Array(blocks.reduce((n, b) => n + b.length, 0));
  let off = 0;
  for (const b of blocks) out.set(b, (off += b.length) - b.length);
  return out;
}

const BPF_BROKEN = `SERVICE ADDRESS              BACKEND ADDRESS (REVNAT_ID) (SLOT)
10.15.1.8:443/TCP (0)        0.0.0.0:0 (14) (0) [LoadBalancer]
192.168.60.179:443/TCP (0)   0.0.0.0:0 (15) (0) [ClusterIP, non-routable]
192.168.0.1:443/TCP (1)      169.254.128.7:60002/TCP (16) (1)
192.168.0.1:443/TCP (0)      0.0.0.0:0 (16) (0) [ClusterIP, non-routable]
`;
const AGENT_LOG = [
  'time=2026-01-08T11:10:00Z level=info msg="Cilium 1.18.6 7d4d8932 2026-01-02T10:00:00+00:00 go version go1.24.11 linux/amd64"',
  'time=2026-01-08T11:40:40Z level=error msg="Unable to contact k8s api-server" error="Get \\"https://10.15.1.8:443/api/v1/namespaces/kube-system\\": dial tcp 10.15.1.8:443: connect: operation not permitted"',
].join('\n');

export function sysdump(): Uint8Array {
  const ts = '20260108-114100';
  const d = `cilium-sysdump-${ts}`;
  const [k, ki, ks, kis] = incidentObjects();
  return zipSync({
    [`${d}/k8s-services-${ts}.yaml`]: enc(stringify(list([k, ki]))),
    [`${d}/k8s-endpointslices-${ts}.yaml`]: enc(stringify(list([ks, kis]))),
    [`${d}/cilium-configmap-${ts}.yaml`]: enc(
      stringify({
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'cilium-config', namespace: 'kube-system' },
        data: { 'kube-proxy-replacement': 'true' },
      }),
    ),
    [`${d}/cilium-daemonset-${ts}.yaml`]: enc(
      stringify(agentDaemonSet('quay.io/cilium/cilium:v1.18.6@sha256:00')),
    ),
    [`${d}/k8s-pods-${ts}.yaml`]: enc('this: [is not read'),
    [`${d}/logs-cilium-kddvm-cilium-agent-${ts}.log`]: enc(AGENT_LOG),
    [`${d}/cilium-bugtool-cilium-kddvm-${ts}.tar.gz`]: gzipSync(
      tar({
        'cilium-bugtool-x/cmd/cilium-dbg-bpf-lb-list.md': `# cilium-dbg bpf lb list\n\n\`\`\`\n${BPF_BROKEN}\`\`\`\n`,
      }),
    ),
  });
}

/** The incident pair on IPv6, the shared backend spelled differently in the two slices. */
export function ipv6Objects(
  released = 'FD00:10:244:1::5',
  victim = 'fd00:0010:0244:0001:0000:0000:0000:0005',
) {
  const items = [
    svc('default', 'kubernetes', 'fd00:96::1', [[443, 6443]]),
    svc('default', 'kubernetes-intranet', 'fd00:96::2', [[443, 6443]]),
    { ...slice('default', 'kubernetes', 'kubernetes', [released], [[6443]]), addressType: 'IPv6' },
    {
      ...slice('default', 'kubernetes-intranet-x', 'kubernetes-intranet', [victim], [[6443]]),
      addressType: 'IPv6',
    },
  ];
  return items;
}

/** The incident pair during a readiness flap: default/kubernetes not ready, the intranet slice ready. */
export function notReadyObjects(conditions: object = { ready: false, serving: false, terminating: false }) {
  const items = incidentObjects();
  const released = items[2] as ReturnType<typeof slice>;
  released.endpoints = released.endpoints.map((e) => ({ ...e, conditions }) as typeof e);
  return items;
}

const json = (name: string, items: unknown[]) => entry(name, JSON.stringify(list(items)));

export interface TestDump {
  name: string;
  entries: () => InputEntry[];
  ciliumVersion?: string;
}

export const TEST_DUMPS: TestDump[] = [
  { name: 'incident (YAML)', entries: () => [entry('dump.yaml', stringify(list(incidentObjects())))] },
  {
    name: 'incident and decoys with a node output',
    entries: () => [
      json('dumps/cluster.json', [...incidentObjects(), ...decoyObjects()]),
      entry('dumps/cilium-kddvm bpf-lb-list.txt', BPF_BROKEN),
    ],
    ciliumVersion: 'v1.18.6',
  },
  { name: 'clean cluster, version unknown', entries: () => [json('clean.json', decoyObjects().slice(4))] },
  {
    name: 'sysdump zip',
    entries: () => [entry('cilium-sysdump-20260108-114100.zip', sysdump())],
  },
  { name: 'IPv6', entries: () => [json('ipv6.json', ipv6Objects())], ciliumVersion: 'v1.18.6' },
  { name: 'not ready', entries: () => [json('flap.json', notReadyObjects())], ciliumVersion: 'v1.18.5' },
  {
    name: 'absolute paths, standard input and an agent log',
    entries: () => [
      json('/home/alice/clusters/prod #2/dump.json', incidentObjects()),
      entry('(stdin)', JSON.stringify(list(decoyObjects()))),
      entry('C:\\Users\\alice\\logs-cilium-kddvm-cilium-agent-20260108.log', AGENT_LOG),
    ],
  },
];

/**
 * Lists as a cluster holds them, for the item-by-item readers' tests (each test prints them in its format):
 * the incident with decoys, a generated cluster, real-shaped objects, and typed Lists whose items omit `kind`.
 */
export function listDumps(): [string, unknown][] {
  const typed = (items: unknown[]) => ({ ...list(items), kind: 'ServiceList' });
  return [
    [
      'the incident, decoys and the agent DaemonSet',
      list([...incidentObjects(), ...decoyObjects(), agentDaemonSet('quay.io/cilium/cilium:v1.18.5')]),
    ],
    ['a generated cluster', JSON.parse(scanClusterJson(300, 3, 5))],
    ['a real-shaped dump (annotations, owner references, targetRefs)', JSON.parse(realShapedDumpJson(150))],
    [
      'a typed ServiceList whose items omit their kind',
      typed(
        incidentObjects()
          .slice(0, 2)
          .map(({ kind: _, ...o }) => o),
      ),
    ],
    [
      'a typed ServiceList where only some items state their kind (the order is kept)',
      typed(incidentObjects().map(({ kind, ...o }, i) => (i % 2 ? { kind, ...o } : o))),
    ],
  ];
}
