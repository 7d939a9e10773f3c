import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { entry, incidentObjects, list, slice, svc } from './fixtures';
import { ScanInputError } from './inputError';
import { parseDump } from './parseDump';
import { scanEntries } from './scan';
import { sysdump } from './testDumps';

const yamlDocs = (items: unknown[]) => items.map((i) => stringify(i)).join('---\n');

describe('parseDump reads every input shape', () => {
  it('multi-document YAML, with the line of each object', async () => {
    const d = await parseDump([entry('svc.yaml', yamlDocs(incidentObjects()))]);
    expect(d.services.map((s) => `${s.namespace}/${s.name}`)).toEqual([
      'default/kubernetes',
      'default/kubernetes-intranet',
    ]);
    expect(d.slices).toHaveLength(2);
    expect(d.services[1]!.source).toEqual({ file: 'svc.yaml', line: expect.any(Number) });
    expect(d.services[1]!.source.line).toBeGreaterThan(d.services[0]!.source.line!);
  });

  it('a YAML List gives each item its own line', async () => {
    const d = await parseDump([entry('all.yaml', stringify(list(incidentObjects())))]);
    expect(d.slices[1]!.source.line).toBeGreaterThan(d.slices[0]!.source.line!);
  });

  it('separate files and typed lists whose items omit their kind', async () => {
    const [k, ki, ks, kis] = incidentObjects();
    const strip = (o: object) => ({ ...o, kind: undefined });
    const d = await parseDump([
      entry('svc.json', JSON.stringify({ kind: 'ServiceList', items: [strip(k!), strip(ki!)] })),
      entry('eps.json', JSON.stringify({ kind: 'EndpointSliceList', items: [strip(ks!), strip(kis!)] })),
    ]);
    expect(d.services).toHaveLength(2);
    expect(d.slices).toHaveLength(2);
  });

  it('a sysdump zip: objects, version, config, bugtool bpf lb list and agent logs — and skips the rest', async () => {
    const d = await parseDump([entry('sysdump.zip', sysdump())]);
    expect(d.services).toHaveLength(2);
    expect(d.config?.kubeProxyReplacement).toBe('true');
    expect(d.versions.map((v) => v.raw)).toEqual(['v1.18.6', '1.18.6 7d4d8932']);
    expect(d.nodes).toHaveLength(1);
    expect(d.nodes[0]).toMatchObject({ node: 'cilium-kddvm', outputs: ['agent log', 'bpf lb list'] });
    expect(d.files.map((f) => f.name).join()).not.toContain('k8s-pods'); // never parsed
  });

  it('a sysdump shows the damage now, explained by the pair', async () => {
    const r = await scanEntries([entry('sysdump.zip', sysdump())], { replays: false });
    expect(r.version).toMatchObject({ status: 'affected', version: 'v1.18.6' });
    expect(r.damage.status).toBe('damaged');
    expect(r.damage.frontends.map((f) => f.frontend)).toEqual([
      '10.15.1.8:443/TCP',
      '192.168.60.179:443/TCP',
    ]);
    expect(r.damage.frontends[0]!.pairs).toEqual(['default/kubernetes > default/kubernetes-intranet']);
    expect(r.damage.logs).toEqual([
      expect.objectContaining({
        node: 'cilium-kddvm',
        vip: '10.15.1.8:443',
        service: 'default/kubernetes-intranet',
        lines: 1,
      }),
    ]);
    expect(r.exitCode).toBe(3);
  });

  it('JSON outputs of service list and bpf lb list', async () => {
    const objs = entry('dump.json', JSON.stringify(list(incidentObjects())));
    const svcList = [
      {
        spec: {
          id: 15,
          'frontend-address': { ip: '192.168.60.179', port: 443, protocol: 'TCP' },
          'backend-addresses': [],
          type: 'ClusterIP',
          flags: { name: 'kubernetes-intranet', namespace: 'default' },
        },
      },
      {
        spec: {
          id: 16,
          'frontend-address': { ip: '192.168.0.1', port: 443, protocol: 'TCP' },
          'backend-addresses': [{ ip: '169.254.128.7' }],
          type: 'ClusterIP',
        },
      },
    ];
    const r = await scanEntries([objs, entry('node-a.json', JSON.stringify(svcList))], { replays: false });
    expect(r.damage.frontends).toEqual([
      expect.objectContaining({
        node: 'node-a.json',
        frontend: '192.168.60.179:443/TCP',
        output: 'service list',
      }),
    ]);
    const bpf = { '192.168.60.179:443/TCP (0)': ['0.0.0.0:0 (15) (0) [ClusterIP, non-routable]'] };
    const r2 = await scanEntries([objs, entry('node-b.json', JSON.stringify(bpf))], { replays: false });
    expect(r2.damage.frontends).toEqual([
      expect.objectContaining({ node: 'node-b.json', output: 'bpf lb list' }),
    ]);
  });

  it('an empty entry for a Service without ready endpoints is not damage', async () => {
    const objs = [
      svc('ns', 'idle', '10.96.9.1', [[80]]),
      slice('ns', 'idle-1', 'idle', ['10.0.9.1'], [[80]], false),
    ];
    const bpf =
      'SERVICE ADDRESS   BACKEND ADDRESS (REVNAT_ID) (SLOT)\n10.96.9.1:80/TCP (0)   0.0.0.0:0 (3) (0) [ClusterIP, non-routable]\n';
    const r = await scanEntries([entry('d.json', JSON.stringify(list(objs))), entry('bpf.txt', bpf)], {
      replays: false,
    });
    expect(r.damage.status).toBe('none');
  });
});

describe('parseDump says what is wrong and where', () => {
  const fails = async (entries: Parameters<typeof parseDump>[0]) => {
    try {
      await parseDump(entries);
    } catch (e) {
      expect(e).toBeInstanceOf(ScanInputError);
      return (e as ScanInputError).message;
    }
    throw new Error('expected an input error');
  };

  it.each([
    [
      'bad.json',
      '{"kind": "List", "items": [\n  {"kind": "Service",, }\n]}',
      /^bad\.json:2:\d+: is not valid JSON: unexpected/,
    ],
    [
      'cut.json',
      '{"kind": "List", "items": [',
      /cut\.json:1:\d+: is not valid JSON: the text ends too early/,
    ],
    [
      'bad.yaml',
      'kind: List\nitems:\n  - kind: Service\n   metadata: {name: x\n',
      /^bad\.yaml:\d+(:\d+)?: is not valid YAML/,
    ],
    [
      'secret.yaml',
      'apiVersion: v1\nkind: Secret\nmetadata: {name: s, namespace: d}\ndata: {k: dg==}\n',
      /secret\.yaml:1: holds 1 Secret, not Services or EndpointSlices/,
    ],
    ['notes.txt', 'just some words\n', /^notes\.txt:1: is neither Kubernetes objects/],
  ])('%s', async (name, text, re) => {
    expect(await fails([entry(name, text)])).toMatch(re);
  });

  it('a Service without a name names the item', async () => {
    expect(await fails([entry('x.json', JSON.stringify(list([{ kind: 'Service', metadata: {} }])))])).toMatch(
      /x\.json \(items\[0\]\): a Service without metadata\.name/,
    );
  });

  it('Services without EndpointSlices', async () => {
    expect(
      await fails([entry('s.json', JSON.stringify(list([svc('a', 'b', '10.96.0.1', [[80]])])))]),
    ).toMatch(/found 1 Services but no EndpointSlices/);
  });

  it('a truncated zip, a binary file and an oversized file', async () => {
    const zip = sysdump();
    expect(await fails([entry('s.zip', zip.subarray(0, zip.length - 40))])).toMatch(
      /s\.zip: is a damaged or truncated zip archive/,
    );
    expect(await fails([entry('blob.bin', new Uint8Array([1, 0, 2, 0, 255]))])).toMatch(
      /blob\.bin: is binary/,
    );
    const huge = {
      name: 'huge.yaml',
      data: { length: 200 * 1024 * 1024, subarray: () => new Uint8Array() } as unknown as Uint8Array,
    };
    expect(await fails([huge])).toMatch(
      /huge\.yaml: is 200\.0 MB; the scanner reads at most 100\.0 MB per file/,
    );
  });
});
