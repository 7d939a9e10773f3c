import { describe, expect, it } from 'vitest';
import { parseCommand } from '../command/parseCommand';
import { runScenario } from '../run';
import { validateScenario } from '../validate';
import { finalState, isBlackholed } from './facts';
import { cmd, lab, play, verdict } from './labTestKit';
import { playSteps, startSession, type LabSession } from './playSolution';
import { WORKAROUND_HELM } from './workaroundSurvives';

// The labs on the incident's cluster and on the minimal reproduction's broken node.

/**
 * What the write-up's `helm upgrade --set k8sServiceHost=… --set k8sServicePort=…` does to the scenario: the
 * agent's apiserver address, and the agent pod recreated at the playhead. Applied by hand here until the
 * command engine (the commands branch) runs the helm line itself.
 */
function applyWorkaround(s: LabSession): LabSession {
  const at = s.traces.buggy.steps[s.step]!.at;
  const v = validateScenario({
    ...s.scenario,
    agent: { ...s.scenario.agent, apiserverAddress: '169.254.128.7:60002' },
    events: [...s.scenario.events, { at, type: 'restartAgent', cause: 'helmUpgrade' }],
    durationMs: Math.max(s.scenario.durationMs ?? 0, at + 30_000),
  });
  if (!v.ok) throw new Error(v.errors[0]!.message);
  const traces = { buggy: runScenario(v.scenario, 'buggy'), fixed: runScenario(v.scenario, 'fixed') };
  return { ...s, scenario: v.scenario, traces, step: traces.buggy.steps.length - 1 };
}

describe('lab: the workaround survives', () => {
  it('without the workaround the agent dials the VIP and loses its apiserver', () => {
    const s = play('workaround-survives', [cmd('restart apiserver')]);
    expect(verdict('workaround-survives', s)).toEqual({ done: false, miss: 'viaVip' });
  });
  it('with it, a restart of the replicas leaves the agent connected (buggy key)', () => {
    const applied = applyWorkaround(startSession(lab('workaround-survives')));
    expect(verdict('workaround-survives', applied)).toEqual({ done: false, miss: 'noRestart' });
    const s = playSteps(applied, [cmd('restart apiserver')]);
    expect(verdict('workaround-survives', s)).toEqual({ done: true });
    // The bug still fires: only the agent's way to its apiserver no longer depends on the damaged VIP.
    expect(isBlackholed(finalState(s.traces.buggy), 'default', 'kubernetes-intranet')).toBe(true);
  });
  it.skipIf(!parseCommand(WORKAROUND_HELM).ok)(
    'its typed solution solves it (needs `helm upgrade` from the command engine of the commands branch)',
    () => {
      const s = playSteps(startSession(lab('workaround-survives')), lab('workaround-survives').solution);
      expect(s.refused).toEqual([]);
      expect(verdict('workaround-survives', s)).toEqual({ done: true });
    },
  );
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
