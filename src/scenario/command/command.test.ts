import { describe, expect, it } from 'vitest';
import type { KeyVariant } from '../../model/backendInstanceKey';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import type { ScenarioV1 } from '../types';
import { parseCommand } from './parseCommand';
import { REPRO_STEPS, REPRO_YAML } from './reproduction';
import { runCommand, type CommandOutcome } from './runCommand';
import { settleStep } from './settle';
import { tokenize } from './tokenize';
import { completeCommand } from './complete';

/** A person at the command bar: each write re-simulates and moves the playhead to where it settled. */
function session(scenario: ScenarioV1, variant: KeyVariant) {
  let sc = scenario;
  let trace = runScenario(sc, variant);
  let step = trace.steps.length - 1;
  return {
    type(line: string, yaml?: string): CommandOutcome {
      const p = parseCommand(line);
      if (!p.ok) return { kind: 'error', error: p.error };
      const r = runCommand(p.command, { scenario: sc, trace, step }, yaml);
      if (r.kind === 'write') {
        sc = r.scenario;
        trace = runScenario(sc, variant);
        step = settleStep(trace, r.at, r.settle);
      }
      return r;
    },
    get scenario() {
      return sc;
    },
    get time() {
      return trace.steps[step]!.at;
    },
  };
}
const text = (r: CommandOutcome) => (r.kind === 'output' || r.kind === 'write' ? r.text : `<${r.kind}>`);

describe('tokenize and parse', () => {
  it('splits like a shell: quotes group, an open quote is an error', () => {
    expect(tokenize(`kubectl patch eps a -p '{"endpoints": []}'`)).toEqual({
      ok: true,
      tokens: ['kubectl', 'patch', 'eps', 'a', '-p', '{"endpoints": []}'],
    });
    expect(tokenize(`echo "a b`).ok).toBe(false);
  });

  it('accepts the exec and cilium-dbg prefixes of the write-up', () => {
    for (const l of [
      'cilium bpf lb list',
      'cilium-dbg bpf lb list',
      'kubectl -n kube-system exec ds/cilium -- cilium-dbg bpf lb list',
      'kubectl exec -it -n kube-system cilium-kddvm -c cilium-agent -- cilium bpf lb list',
    ])
      expect(parseCommand(l)).toEqual({ ok: true, command: { kind: 'agent', what: 'bpfLbList' } });
    expect(parseCommand('kubectl -n kube-system exec ds/cilium -- cilium shell -- db/show backends')).toEqual(
      {
        ok: true,
        command: { kind: 'agent', what: 'backends' },
      },
    );
  });

  it('answers everything else with what is and is not modelled', () => {
    expect(parseCommand('kubectl scale deploy x --replicas=2')).toEqual({
      ok: false,
      error: { code: 'notModelled', detail: 'kubectl scale' },
    });
    expect(parseCommand('ls -l')).toMatchObject({ ok: false, error: { code: 'unknown', detail: 'ls' } });
    expect(parseCommand('cilium status')).toMatchObject({ ok: false, error: { code: 'notModelled' } });
    expect(parseCommand('kubectl patch endpointslices x -p nope')).toMatchObject({
      ok: false,
      error: { code: 'usage' },
    });
    expect(parseCommand('   ')).toMatchObject({ ok: false, error: { code: 'empty' } });
  });
});

describe('the minimal reproduction typed as in the write-up', () => {
  const start = getPreset('empty-cluster')!.scenario;
  const row = /^192\.168\.92\.25:80\/TCP \(0\)\s+0\.0\.0\.0:0 \(\d+\) \(0\) \[ClusterIP, non-routable\]$/m;
  const slot = /^192\.168\.92\.25:80\/TCP \(1\)\s+1\.1\.1\.1:80\/TCP/m;

  for (const variant of ['buggy', 'fixed'] as const) {
    it(`${variant}: test-extended ${variant === 'buggy' ? 'ends non-routable' : 'stays healthy'}`, () => {
      const s = session(start, variant);
      expect(s.type(REPRO_STEPS[0])).toEqual({ kind: 'needsYaml', namespace: 'default' });
      const applied = s.type(REPRO_STEPS[0], REPRO_YAML);
      expect(text(applied)).toBe(
        'service/test created\nservice/test-extended created\nendpointslice.discovery.k8s.io/test created\nendpointslice.discovery.k8s.io/test-extended created',
      );
      expect(text(s.type(REPRO_STEPS[1]))).toBe('endpointslice.discovery.k8s.io/test patched');
      // test-extended still looks fine after the release.
      expect(text(s.type(REPRO_STEPS[2]))).toMatch(slot);
      expect(text(s.type(REPRO_STEPS[3]))).toBe('service/test-extended annotated');
      const after = text(s.type(REPRO_STEPS[4]));
      expect(after).toMatch(row);
      if (variant === 'buggy') expect(after).not.toMatch(slot);
      else expect(after).toMatch(slot);
      const curl = text(s.type('curl -v http://192.168.92.25:80'));
      if (variant === 'buggy') expect(curl).toContain('Operation not permitted');
      else expect(curl).not.toMatch(/Failed to connect/);
      // The writes are scenario events, like the editor's.
      expect(s.scenario.events.map((e) => e.type)).toEqual([
        'createService',
        'createService',
        'createEndpointSlice',
        'createEndpointSlice',
        'patchEndpointSlice',
        'annotateService',
      ]);
    });
  }

  it('bad writes get kubectl’s own answers and change nothing', () => {
    const s = session(start, 'buggy');
    const before = s.scenario;
    expect(text(s.type('kubectl delete svc nope'))).toBe(
      'Error from server (NotFound): services "nope" not found',
    );
    expect(text(s.type(`kubectl patch endpointslices nope -p '{"endpoints": []}'`))).toContain('NotFound');
    expect(text(s.type('kubectl annotate svc kubernetes a=b'))).toBe('service/kubernetes annotated');
    expect(text(s.type('kubectl annotate svc kubernetes a=c'))).toMatch(/^error: --overwrite is false/);
    expect(s.scenario.events).toHaveLength(before.events.length + 1);
  });

  it('a rollout restart and an apiserver restart become events and move the playhead past them', () => {
    const s = session(getPreset('minimal-repro')!.scenario, 'buggy');
    const t0 = s.time;
    expect(text(s.type('kubectl -n kube-system rollout restart ds/cilium'))).toBe(
      'daemonset.apps/cilium restarted',
    );
    expect(s.scenario.events.at(-1)).toMatchObject({ type: 'restartAgent', cause: 'rolloutRestart', at: t0 });
    expect(s.time).toBeGreaterThan(t0);
    // The minimal reproduction declares no apiserver replicas: the validator's answer is passed on.
    expect(s.type('restart apiserver')).toMatchObject({ kind: 'error', error: { detail: /apiserver/ } });
    const c = session(getPreset('empty-cluster')!.scenario, 'buggy');
    const t1 = c.time;
    expect(c.type('restart apiserver').kind).toBe('write');
    expect(c.scenario.events.at(-1)).toEqual({ at: t1, type: 'restartApiserver' });
    // Settled once every replica serves again and the agent flushed what it saw.
    expect(c.time).toBeGreaterThan(t1 + 30_000);
    expect(text(c.type('restart apiserver 9'))).toBe('<error>');
  });
});

describe('Tab completion', () => {
  it('extends to the longest common prefix, with object names', () => {
    expect(completeCommand('kubectl pa', ['test', 'test-extended'])).toBe(
      'kubectl patch endpointslices test',
    );
    expect(completeCommand('kubectl patch endpointslices test-', ['test', 'test-extended'])).toBe(
      `kubectl patch endpointslices test-extended -p '{"endpoints": []}'`,
    );
    expect(completeCommand('kubectl -n kube-system ex', [])).toBe(
      'kubectl -n kube-system exec ds/cilium -- cilium-dbg ',
    );
    expect(completeCommand('nothing', ['x'])).toBe('nothing');
  });
});
