import { describe, expect, it } from 'vitest';
import { pmGet } from '../model/pmap';
import { decodeLinkHash } from '../scenario/link/decodeLink';
import { runScenario } from '../scenario/run';
import { validateScenario } from '../scenario/validate';
import { damageMoment } from './attachReplays';
import { decoyObjects, entry, incidentObjects, list } from './fixtures';
import { scanEntries } from './scan';

const scan = (redact = false) =>
  scanEntries([entry('dump.json', JSON.stringify(list([...incidentObjects(), ...decoyObjects()])))], {
    ciliumVersion: 'v1.18.6',
    base: 'https://example.org/app/',
    redact,
  });

const collateral = (t: ReturnType<typeof runScenario>) =>
  t.steps.flatMap((s) => s.releases.flatMap((r) => r.collateral));

describe('replay of the user’s own pair', () => {
  it('is a valid scenario of just the two Services, with the trigger', async () => {
    const r = await scan();
    const rp = r.replays['default/kubernetes > default/kubernetes-intranet']!;
    expect(validateScenario(rp.scenario).ok).toBe(true);
    expect(rp.scenario.services.map((s) => `${s.namespace}/${s.name} ${s.clusterIP}`)).toEqual([
      'default/kubernetes 192.168.0.1',
      'default/kubernetes-intranet 192.168.60.179',
    ]);
    expect(rp.scenario.services[1]).toMatchObject({
      type: 'LoadBalancer',
      loadBalancerIPs: ['10.15.1.8'],
      ports: [{ name: 'https', port: 443, targetPort: 60002, nodePort: 30965 }],
    });
    expect(rp.scenario.endpointSlices.map((s) => s.name)).toEqual([
      'kubernetes',
      'kubernetes-intranet-qxgk4',
    ]);
    expect(rp.scenario.events.map((e) => e.type)).toEqual([
      'connect',
      'patchEndpointSlice',
      'connect',
      'annotateService',
      'connect',
    ]);
    expect(rp.vip).toBe('192.168.60.179:443/TCP');
  });

  it('buggy: collateral damage and an empty BPF entry at the moment; fixed: neither', async () => {
    const rp = (await scan()).replays['default/kubernetes > default/kubernetes-intranet']!;
    const buggy = runScenario(rp.scenario, 'buggy');
    const fixed = runScenario(rp.scenario, 'fixed');
    expect(collateral(buggy)).toContain('default/kubernetes-intranet');
    expect(collateral(fixed)).toEqual([]);
    const at = buggy.steps.find((s) => s.at === rp.at)!;
    expect(pmGet(at.state.bpf.services, rp.vip)!.backends).toEqual([]);
    // Before the annotate the victim still had its slot: the moment is the refresh, not the release.
    expect(rp.at).toBeGreaterThan(13000);
    expect(damageMoment(fixed, 'default/kubernetes-intranet', rp.vip)).toBeUndefined();
    expect(pmGet(fixed.steps.at(-1)!.state.bpf.services, rp.vip)!.backends).toEqual([
      '169.254.128.7:60002/TCP',
    ]);
    expect(buggy.steps.at(-1)!.emitted.connects?.at(-1)?.result).toBe('EPERM');
  });

  it('a partial loss replays as a partial loss', async () => {
    const rp = (await scan()).replays['shop/api > shop/apiv2']!;
    const buggy = runScenario(rp.scenario, 'buggy');
    expect(pmGet(buggy.steps.find((s) => s.at === rp.at)!.state.bpf.services, rp.vip)!.backends).toEqual([
      '10.255.255.1:8080/TCP',
    ]);
  });

  it('the share link opens the scenario in compare view at the moment of damage', async () => {
    const rp = (await scan()).replays['default/kubernetes > default/kubernetes-intranet']!;
    const d = decodeLinkHash(rp.link!.slice(rp.link!.indexOf('#')));
    expect(d.ok && d.state).toMatchObject({ mode: 'compare', at: rp.at, scenario: rp.scenario });
  });

  it('with redaction the replay uses placeholders and still breaks', async () => {
    const r = await scan(true);
    expect(JSON.stringify(r)).not.toMatch(/default\/|intranet|shop\/|192\.168\.|169\.254\./);
    // Names sorted: api svc-01, db svc-02, dns svc-03, kubernetes svc-04; namespaces: default ns-01, shop ns-03.
    expect(r.exposure.pairs.map((p) => p.id)).toEqual([
      'ns-01/svc-04 > ns-01/svc-04-01',
      'ns-03/svc-01 > ns-03/svc-01-01',
    ]);
    const rp = r.replays['ns-01/svc-04 > ns-01/svc-04-01']!;
    expect(collateral(runScenario(rp.scenario, 'buggy'))).toEqual(['ns-01/svc-04-01']);
    expect(r.exitCode).toBe(2);
  });
});
