import { describe, expect, it } from 'vitest';
import { finalState, isBlackholed } from './facts';
import { cmd, lab, play, verdict } from './labTestKit';
import { playSteps, startSession } from './playSolution';
import { WORKAROUND_HELM } from './workaroundSurvives';

// The labs on the incident's cluster and on the minimal reproduction's broken node.

describe('lab: the workaround survives', () => {
  it('without the workaround the agent dials the VIP and loses its apiserver', () => {
    const s = play('workaround-survives', [cmd('restart apiserver')]);
    expect(verdict('workaround-survives', s)).toEqual({ done: false, miss: 'viaVip' });
  });
  it('with it typed as the write-up gives it, a restart of the replicas leaves the agent connected (buggy key)', () => {
    const applied = play('workaround-survives', [cmd(WORKAROUND_HELM)]);
    expect(applied.refused).toEqual([]);
    expect(verdict('workaround-survives', applied)).toEqual({ done: false, miss: 'noRestart' });
    const s = playSteps(applied, [cmd('restart apiserver')]);
    expect(verdict('workaround-survives', s)).toEqual({ done: true });
    // The bug still fires: only the agent's way to its apiserver no longer depends on the damaged VIP.
    expect(isBlackholed(finalState(s.traces.buggy), 'default', 'kubernetes-intranet')).toBe(true);
  });
  it('its model solution solves it', () => {
    const s = playSteps(startSession(lab('workaround-survives')), lab('workaround-survives').solution);
    expect(s.refused).toEqual([]);
    expect(verdict('workaround-survives', s)).toEqual({ done: true });
  });
});

describe('lab: heal without the fix', () => {
  it('starts broken: test-extended blackholed at the end of the minimal reproduction', () => {
    const s = startSession(lab('heal-without-fix'));
    expect(isBlackholed(finalState(s.traces.buggy), 'default', 'test-extended')).toBe(true);
  });
  it('another refresh does not bring the instance back', () => {
    const s = play('heal-without-fix', [cmd('kubectl annotate svc test-extended test=2 --overwrite')]);
    expect(verdict('heal-without-fix', s)).toEqual({
      done: false,
      miss: 'stillBroken',
      params: { service: 'test-extended' },
    });
  });
  it('emptying or deleting the victim is not healing it; deleting and re-creating its slice is', () => {
    const s = play('heal-without-fix', [cmd('kubectl delete endpointslice test-extended')]);
    expect(verdict('heal-without-fix', s)).toEqual({
      done: false,
      miss: 'victimGone',
      params: { service: 'test-extended' },
    });
    const slice = `apiVersion: discovery.k8s.io/v1
kind: EndpointSlice
metadata: { name: test-extended, labels: { kubernetes.io/service-name: test-extended } }
addressType: IPv4
endpoints: [{ addresses: ["1.1.1.1"] }]
ports: [{ port: 80 }]
`;
    expect(verdict('heal-without-fix', playSteps(s, [cmd('kubectl apply -f -', slice)]))).toEqual({
      done: true,
    });
  });
  it('an agent restart that reaches its apiserver heals it too (a fresh list)', () => {
    const s = play('heal-without-fix', [cmd('kubectl -n kube-system rollout restart ds/cilium')]);
    expect(verdict('heal-without-fix', s)).toEqual({ done: true });
  });
});

describe('lab: the fixed key keeps it', () => {
  it('the damage alone is not the goal: look with the fixed key', () => {
    const s = play('fixed-key-keeps', [cmd('restart apiserver')]);
    expect(verdict('fixed-key-keeps', s)).toEqual({
      done: false,
      miss: 'lookFixed',
      params: { service: 'kubernetes-intranet' },
    });
    expect(verdict('fixed-key-keeps', playSteps(s, [{ kind: 'view', view: 'compare' }]))).toEqual({
      done: true,
    });
  });
  it('writes that release no other Service’s instance show nothing', () => {
    const s = play('fixed-key-keeps', [
      cmd('kubectl annotate svc kubernetes-intranet a=1'),
      { kind: 'view', view: 'fixed' },
    ]);
    expect(verdict('fixed-key-keeps', s)).toEqual({ done: false, miss: 'noCollateral' });
  });
});
