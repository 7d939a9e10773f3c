import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandSession } from '../../../testing/commandSession';
import { REFUSALS } from '../types';

const read = (name: string) =>
  readFileSync(join(process.cwd(), 'src/scenario/command/transcripts', name), 'utf8');

describe('the write-up’s investigation, typed on the incident', () => {
  it('runs every command as typed and shows what the write-up saw', async () => {
    const s = commandSession('tke-incident', 'buggy', 0);
    const entries = await s.run(read('writeup-investigation.txt'));
    expect(entries.flatMap((e) => e.notes.filter((n) => REFUSALS.has(n.code)))).toEqual([]);
    const out = (start: string) => entries.find((e) => e.line.startsWith(start))!.output ?? '';
    expect(out('curl -v -k https://10.15.1.8:443')).toContain(
      'Immediate connect fail for 10.15.1.8: Operation not permitted',
    );
    expect(out('kubectl -n default get svc kubernetes-intranet')).toMatch(
      /kubernetes-intranet\s+LoadBalancer\s+192\.168\.60\.179\s+10\.15\.1\.8\s+443:30965\/TCP/,
    );
    const bpf = out('kubectl -n kube-system exec cilium-kddvm -- cilium bpf lb list');
    for (const row of [
      /10\.15\.1\.8:443\/TCP \(0\)\s+0\.0\.0\.0:0 \(\d+\) \(0\) \[LoadBalancer\]/,
      /0\.0\.0\.0:30965\/TCP \(0\)\s+0\.0\.0\.0:0 \(\d+\) \(0\) \[NodePort, non-routable\]/,
      /192\.168\.60\.179:443\/TCP \(0\)\s+0\.0\.0\.0:0 \(\d+\) \(0\) \[ClusterIP, non-routable\]/,
    ])
      expect(bpf).toMatch(row);
    expect(bpf).not.toContain('192.168.60.179:443/TCP (1)');
    expect(
      out(
        'kubectl get endpointslices.discovery.k8s.io kubernetes-intranet-qxgk4 -o yaml | grep service-name',
      ),
    ).toBe('    kubernetes.io/service-name: kubernetes-intranet');
    expect(out('kubectl -n kube-system logs cilium-wm2wq -c config -p --tail 10').split('\n').at(-1)).toMatch(
      /^Error: Build config failed: failed to start: .*connect: operation not permitted$/,
    );
    expect(out('kubectl get events -A --field-selector')).toMatch(
      /^NAMESPACE .*\nkube-system .*BackOff .*pod\/cilium-wm2wq/,
    );
    expect(entries.at(-1)!.notes.map((n) => n.code)).toEqual(['imageNotModelled', 'settled']);
  });
});

describe('sleep and --field-selector', () => {
  it('sleep moves the playhead on by the time given; a bad interval is sleep’s error', async () => {
    const s = commandSession('tke-incident', 'buggy', 0);
    await s.run('sleep 30');
    expect(s.time()).toBeLessThanOrEqual(30_000);
    expect(s.time()).toBeGreaterThan(20_000);
    const before = s.time();
    await s.run('sleep 1m');
    expect(s.time()).toBeGreaterThan(before);
    expect(s.time()).toBeLessThanOrEqual(before + 60_000);
    expect(await s.out('sleep x')).toBe('sleep: invalid time interval ‘x’');
  });

  it('selects by metadata and event fields; an unknown field is the apiserver’s error', async () => {
    const s = commandSession('tke-incident', 'buggy', 60_000);
    expect(await s.out('kubectl get svc --field-selector metadata.name=kubernetes -o name')).toBe(
      'service/kubernetes',
    );
    expect(await s.out('kubectl get svc -A --field-selector metadata.namespace!=default -o name')).toBe(
      'service/hubble-peer',
    );
    const ensured = await s.out(
      'kubectl get events --field-selector reason=EnsuredLoadBalancer,involvedObject.name=kubernetes-intranet',
    );
    const rows = ensured.split('\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toMatch(/EnsuredLoadBalancer\s+service\/kubernetes-intranet\s/);
    expect(await s.out('kubectl get svc --field-selector spec.type=ClusterIP')).toMatch(
      /^Error from server \(BadRequest\): .*"spec\.type" is not a known field selector: only "metadata\.name", "metadata\.namespace"$/,
    );
  });
});
