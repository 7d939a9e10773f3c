import { describe, expect, it } from 'vitest';
import { decoyObjects, entry, incidentObjects, list } from './fixtures';
import { renderScan } from './render';
import { scanEntries } from './scan';
import type { ScanResult } from './scanResult';
import { TEST_DUMPS } from './testDumps';

const BPF = `SERVICE ADDRESS              BACKEND ADDRESS (REVNAT_ID) (SLOT)
192.168.60.179:443/TCP (0)   0.0.0.0:0 (15) (0) [ClusterIP, non-routable]
`;

async function result(): Promise<ScanResult> {
  return scanEntries(
    [
      entry('dump.json', JSON.stringify(list([...incidentObjects(), ...decoyObjects()]))),
      entry('node-1.txt', BPF),
    ],
    { ciliumVersion: 'v1.18.6', base: 'https://example.org/nonroutable/' },
  );
}

/** The finding ids each format reports, read back from its own syntax. */
function idsOf(format: 'json' | 'sarif' | 'junit', out: string): string[] {
  if (format === 'json') return (JSON.parse(out) as ScanResult).findings.map((f) => f.id);
  if (format === 'sarif')
    return (
      JSON.parse(out) as { runs: { results: { partialFingerprints: { findingId: string } }[] }[] }
    ).runs[0]!.results.map((r) => r.partialFingerprints.findingId);
  return [...out.matchAll(/<testcase [^>]*name="([^"]*)"/g)].map((m) => m[1]!.replace(/&gt;/g, '>'));
}

describe('renderers', () => {
  it('all four formats report the same findings', async () => {
    const r = await result();
    const ids = r.findings.map((f) => f.id);
    expect(ids).toEqual([
      'version',
      'pair:default/kubernetes > default/kubernetes-intranet',
      'pair:shop/api > shop/apiv2',
      'frontend:node-1.txt 192.168.60.179:443/TCP',
    ]);
    for (const f of ['json', 'sarif', 'junit'] as const) expect(idsOf(f, renderScan(r, f))).toEqual(ids);
    const text = renderScan(r, 'text');
    for (const f of r.findings) expect(text).toContain(f.title);
  });

  it('text: verdicts first, prefix bytes, shared backend, direction, replay link, decoys', async () => {
    const text = renderScan(await result(), 'text');
    expect(text.indexOf('1. Version      AFFECTED  v1.18.6')).toBeLessThan(
      text.indexOf('[1] default/kubernetes'),
    );
    expect(text).toContain('3. Damage now   DAMAGED');
    expect(text).toContain(
      '"default/kubernetes" = 64 65 66 61 75 6c 74 2f 6b 75 62 65 72 6e 65 74 65 73 (18 bytes)',
    );
    expect(text).toContain('shared  169.254.128.7:60002/TCP');
    expect(text).toContain(
      'Endpoint changes of default/kubernetes-intranet never affect default/kubernetes.',
    );
    expect(text).toMatch(/replay {2}https:\/\/example\.org\/nonroutable\/#v=2&c=.*&m=compare&t=\d+/);
    expect(text).toContain(
      'kube-system/dns > kube-system/dns-tcp: no shared backend (10.0.5.1:53/UDP vs 10.0.5.1:53/TCP: different protocol',
    );
    expect(text).toContain('team-a/db and team-b/db-replica share 10.0.4.1:5432/TCP');
    expect(text).toContain('(exit 3)');
  });

  it('text: counts with thousands separators', async () => {
    const r = await result();
    const big = {
      ...r,
      inputs: { ...r.inputs, services: 1_234_567, endpointSlices: 999, endpoints: 20_000 },
    };
    expect(renderScan(big, 'text')).toContain('1,234,567 Services, 999 EndpointSlices, 20,000 endpoints');
  });

  it('SARIF 2.1.0: rules, levels, locations and the replay link', async () => {
    const s = JSON.parse(renderScan(await result(), 'sarif'));
    expect(s.version).toBe('2.1.0');
    const run = s.runs[0];
    expect(run.tool.driver.rules.map((x: { id: string }) => x.id)).toEqual([
      'NR001-version',
      'NR002-exposed-pair',
      'NR003-empty-frontend',
      'NR004-eperm-log',
    ]);
    const pair = run.results[1];
    expect(pair).toMatchObject({ ruleId: 'NR002-exposed-pair', level: 'error' });
    expect(pair.locations[0].physicalLocation.artifactLocation.uri).toBe('dump.json');
    expect(pair.properties.replay).toMatch(/^https:\/\/example\.org\/nonroutable\/#v=2/);
    expect(run.results[3].locations[0].physicalLocation.region.startLine).toBe(2);
  });

  it('JUnit: one failing case per error, a passing case for a clean suite', async () => {
    const r = await result();
    const x = renderScan(r, 'junit');
    expect(x).toContain(
      '<testsuites name="nonroutable scan: cilium/cilium#43619" tests="4" failures="4" skipped="0">',
    );
    const clean = renderScan(
      { ...r, findings: r.findings.filter((f) => f.rule === 'NR001-version') },
      'junit',
    );
    expect(clean).toContain('<testcase classname="nonroutable.exposure" name="no exposed pairs"/>');
    expect(clean).toContain('failures="1"');
  });

  it('without node outputs, damage is "not checked", not "none seen"', async () => {
    const r = await scanEntries([entry('dump.json', JSON.stringify(list(incidentObjects())))], {
      replays: false,
    });
    expect(renderScan(r, 'junit')).toContain(
      '<testsuite name="damage now" tests="1" failures="0" skipped="1">\n    <testcase classname="nonroutable.damage-now" name="no node outputs to check"><skipped message="no bpf lb list, service list or agent log in the input"/></testcase>',
    );
    expect(renderScan(r, 'text')).toContain(
      '3. Damage now   NO NODE OUTPUTS  (no bpf lb list, service list or agent log in the input)',
    );
  });

  it.each(TEST_DUMPS.map((d) => [d.name, d] as const))(
    'JUnit fails exactly when the exit code does: %s',
    async (_, d) => {
      const r = await scanEntries(d.entries(), {
        replays: false,
        ...(d.ciliumVersion && { ciliumVersion: d.ciliumVersion }),
      });
      const failures = Number(/<testsuites [^>]*failures="(\d+)"/.exec(renderScan(r, 'junit'))![1]);
      expect(failures > 0).toBe(r.exitCode !== 0);
    },
  );

  it('a clean cluster with an unknown version passes (exit 0), the version reported as output', async () => {
    const clean = TEST_DUMPS.find((d) => d.name === 'clean cluster, version unknown')!;
    const r = await scanEntries(clean.entries(), { replays: false });
    expect(r.version.status).toBe('unknown');
    expect(r.exitCode).toBe(0);
    const x = renderScan(r, 'junit');
    expect(x).toContain('tests="3" failures="0" skipped="1">');
    expect(x).toContain(
      '<testcase classname="nonroutable.version" name="version"><system-out>Cilium version unknown: unknown.',
    );
  });

  it('"X can empty Y" only when Y would lose every backend', async () => {
    const r = await result();
    expect(r.findings.filter((f) => f.rule === 'NR002-exposed-pair').map((f) => f.title)).toEqual([
      'default/kubernetes can empty default/kubernetes-intranet',
      'shop/api can take 1 of 2 backends from shop/apiv2', // apiv2 keeps 10.0.1.2
    ]);
  });

  it('JSON is the result object', async () => {
    const r = await result();
    const j = JSON.parse(renderScan(r, 'json'));
    expect(j.schema).toBe('nonroutable-scan/v1');
    expect(j.exitCode).toBe(3);
    expect(j.replays['default/kubernetes > default/kubernetes-intranet'].scenario.version).toBe(2);
  });
});
