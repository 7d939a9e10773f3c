import { describe, expect, it } from 'vitest';
import { getPreset } from '../../scenario/presets';
import { runScenario } from '../../scenario/run';
import type { ScenarioV1 } from '../../scenario/types';
import { keyPair } from './keyPair';
import { UPSTREAM } from './upstream';

const preset = (id: string) => getPreset(id)!.scenario;
const pair = (scenario: ScenarioV1, variant: 'buggy' | 'fixed' = 'buggy') =>
  keyPair(runScenario(scenario, variant), scenario);

describe('keyPair: which two names the key inspector compares', () => {
  it('the released Service and the victim its prefix match took', () => {
    expect(pair(preset('tke-incident'))).toEqual(['default/kubernetes', 'default/kubernetes-intranet']);
    expect(pair(preset('minimal-repro'))).toEqual(['default/test', 'default/test-extended']);
  });

  it('the same pair in the fixed run, where nothing was taken (the names share a prefix)', () => {
    expect(pair(preset('tke-incident'), 'fixed')).toEqual([
      'default/kubernetes',
      'default/kubernetes-intranet',
    ]);
  });

  it('with no prefix match, a release that saw another instance on its backend', () => {
    // Another namespace's Service of the same name shares the backend; the release of the longer name sees
    // the shorter one's instance.
    expect(pair(preset('other-namespace'))).toEqual(['default/test', 'staging/test']);
    expect(pair(preset('longer-name-released'))).toEqual(['default/test-extended', 'default/test']);
  });

  it('falls back to the first two names, then to placeholders', () => {
    const base = preset('minimal-repro');
    const two: ScenarioV1 = {
      ...base,
      services: [
        { namespace: 'ns', name: 'web', type: 'ClusterIP', clusterIP: '10.96.0.10', ports: [{ port: 80 }] },
        { namespace: 'ns', name: 'db', type: 'ClusterIP', clusterIP: '10.96.0.11', ports: [{ port: 5432 }] },
      ],
      endpointSlices: [],
      events: [],
    };
    expect(pair(two)).toEqual(['ns/web', 'ns/db']);
    expect(pair({ ...two, services: [] })).toEqual(['default/a', 'default/b']);
  });
});

describe('UPSTREAM: the code behind each kind of step', () => {
  it('links every kind to pinned upstream files or the issue threads', () => {
    for (const [kind, links] of Object.entries(UPSTREAM)) {
      expect(links.length, kind).toBeGreaterThan(0);
      for (const l of links)
        expect(l.href, kind).toMatch(
          /^https:\/\/github\.com\/(cilium\/cilium\/blob\/v1\.18\.6\/|kubernetes\/kubernetes\/blob\/v1\.34\.0\/|cilium\/cilium\/(issues|pull)\/\d+$)/,
        );
    }
  });

  it('the flush that releases backends links the writer, the backend release and the fix', () => {
    expect(UPSTREAM.bufferFlush.map((l) => l.label)).toEqual([
      'pkg/loadbalancer/reflectors/k8s.go',
      'pkg/loadbalancer/writer/writer.go',
      'pkg/loadbalancer/backend.go',
      'cilium/cilium#43620',
    ]);
    expect(UPSTREAM.connect.map((l) => l.label)).toEqual(['bpf/bpf_sock.c']);
  });
});
