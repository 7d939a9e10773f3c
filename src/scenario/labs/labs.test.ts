import { describe, expect, it } from 'vitest';
import { parseCommand } from '../command/parseCommand';
import { runScenario } from '../run';
import { validateScenario } from '../validate';
import { getPreset, LAB_PRESETS, PRESETS } from '../presets';
import { collateralOf, finalState, isBlackholed } from './facts';
import { getLab, LABS, labStartScenario } from './labs';
import { playSteps, startSession, type LabSession } from './playSolution';
import { modelAnswer } from './predictProve';
import type { SolutionStep } from './types';
import { WORKAROUND_HELM } from './workaroundSurvives';

const lab = (id: string) => getLab(id)!;
const cmd = (line: string, yaml?: string): SolutionStep => ({
  kind: 'command',
  line,
  ...(yaml ? { yaml } : {}),
});
const play = (id: string, steps: SolutionStep[]) => playSteps(startSession(lab(id)), steps);
const verdict = (id: string, s: LabSession) => lab(id).check(s);

/** Two Services whose names share a prefix and whose slices list the same 1.1.1.1:80 (the write-up's YAML). */
const PAIR = `apiVersion: v1
kind: Service
metadata: { name: web }
spec: { clusterIP: 192.168.71.10, ports: [{ port: 80 }] }
---
apiVersion: v1
kind: Service
metadata: { name: web-canary }
spec: { clusterIP: 192.168.71.11, ports: [{ port: 80 }] }
---
apiVersion: discovery.k8s.io/v1
kind: EndpointSlice
metadata: { name: web, labels: { kubernetes.io/service-name: web } }
addressType: IPv4
endpoints: [{ addresses: ["1.1.1.1"] }]
ports: [{ port: 80 }]
---
apiVersion: discovery.k8s.io/v1
kind: EndpointSlice
metadata: { name: web-canary, labels: { kubernetes.io/service-name: web-canary } }
addressType: IPv4
endpoints: [{ addresses: ["1.1.1.1"] }]
ports: [{ port: 80 }]
`;
const emptyWeb = `kubectl patch endpointslices web -p '{"endpoints": []}'`;

describe('the labs', () => {
  it('are at least six, with distinct ids and valid starting scenarios', () => {
    expect(LABS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(LABS.map((l) => l.id)).size).toBe(LABS.length);
    for (const l of LABS) expect(validateScenario(labStartScenario(l)).ok, l.id).toBe(true);
    expect(getLab('no-such-lab')).toBeUndefined();
  });

  it('start from presets that exist; the labs’ own are outside the list and end as they declare', () => {
    for (const l of LABS) expect(getPreset(l.start.preset), l.id).toBeDefined();
    for (const p of LAB_PRESETS) {
      expect(
        PRESETS.some((x) => x.id === p.id),
        p.id,
      ).toBe(false);
      const buggy = runScenario(p.scenario, 'buggy');
      expect(collateralOf(buggy).length > 0, p.id).toBe(p.bugFires);
      for (const variant of ['buggy', 'fixed'] as const) {
        const last = runScenario(p.scenario, variant)
          .steps.flatMap((s) => (s.kind === 'connect' && s.by === 'client' ? [s.connect] : []))
          .at(-1);
        const broken = !!last && last.result !== 'ok';
        expect(broken ? 'broken' : 'healthy', `${p.id} ${variant}`).toBe(p.ends?.[variant]);
      }
    }
  });

  it('are not met at their start: nothing has been written yet', () => {
    for (const l of LABS) {
      const v = l.check(startSession(l));
      expect(v, l.id).toEqual({ done: false, miss: l.predict ? 'predictFirst' : 'untouched' });
    }
  });

  it('are solved by their model solutions, typed into the command engine', () => {
    for (const l of LABS.filter((x) => x.id !== 'workaround-survives')) {
      const s = playSteps(startSession(l), l.solution);
      expect(s.refused, l.id).toEqual([]);
      expect(l.check(s), l.id).toEqual({ done: true });
    }
  });

  it('say the page shows another scenario when it is not the lab’s start plus writes', () => {
    const s = startSession(lab('minimal-case'));
    const other = startSession(lab('heal-without-fix'));
    expect(verdict('minimal-case', { ...s, scenario: other.scenario, traces: other.traces })).toEqual({
      done: false,
      miss: 'otherScenario',
    });
  });
});

describe('lab: reproduce the minimal case', () => {
  it('a pair that shares a backend, not yet released: empty the shorter name’s slice', () => {
    expect(verdict('minimal-case', play('minimal-case', [cmd('kubectl apply -f -', PAIR)]))).toEqual({
      done: false,
      miss: 'noCollateral',
    });
  });
  it('the longer name’s slice emptied: the shorter keeps its instance (the asymmetry)', () => {
    const s = play('minimal-case', [
      cmd('kubectl apply -f -', PAIR),
      cmd(`kubectl patch endpointslices web-canary -p '{"endpoints": []}'`),
    ]);
    expect(verdict('minimal-case', s)).toEqual({ done: false, miss: 'noCollateral' });
  });
  it('released but not refreshed: the victim still looks healthy', () => {
    const s = play('minimal-case', [cmd('kubectl apply -f -', PAIR), cmd(emptyWeb)]);
    expect(verdict('minimal-case', s)).toEqual({
      done: false,
      miss: 'notRefreshed',
      params: { service: 'web-canary' },
    });
    const done = playSteps(s, [cmd('kubectl annotate svc web-canary x=1')]);
    expect(verdict('minimal-case', done)).toEqual({ done: true });
  });
  it('a Service emptied by its own slice is not the bug', () => {
    const lone = PAIR.split('---')
      .filter((d) => !d.includes('web-canary'))
      .join('---');
    const s = play('minimal-case', [cmd('kubectl apply -f -', lone), cmd(emptyWeb)]);
    expect(verdict('minimal-case', s)).toEqual({
      done: false,
      miss: 'ownSliceEmpty',
      params: { service: 'web' },
    });
    const apart = PAIR.replace('name: web-canary }\nspec', 'name: shop }\nspec').replace(
      'web-canary, labels: { kubernetes.io/service-name: web-canary }',
      'shop, labels: { kubernetes.io/service-name: shop }',
    );
    expect(verdict('minimal-case', play('minimal-case', [cmd('kubectl apply -f -', apart)]))).toEqual({
      done: false,
      miss: 'noSharedBackend',
    });
  });
  it('a Service at count 0 for another reason (its slice names another port) is not the bug', () => {
    const mismatch = `apiVersion: v1
kind: Service
metadata: { name: web }
spec: { clusterIP: 192.168.71.10, ports: [{ name: http, port: 80 }] }
---
apiVersion: discovery.k8s.io/v1
kind: EndpointSlice
metadata: { name: web, labels: { kubernetes.io/service-name: web } }
addressType: IPv4
endpoints: [{ addresses: ["1.1.1.1"] }]
ports: [{ name: metrics, port: 80 }]
`;
    const s = play('minimal-case', [cmd('kubectl apply -f -', mismatch)]);
    expect(isBlackholed(finalState(s.traces.buggy), 'default', 'web')).toBe(true);
    expect(verdict('minimal-case', s)).toEqual({ done: false, miss: 'noSharedBackend' });
  });
});

describe('lab: predict, then prove', () => {
  it('the model’s answer: longer names in the namespace on the same ip:port/proto, and nothing else', () => {
    const start = labStartScenario(lab('predict-prove'));
    expect(modelAnswer(start)).toEqual([
      'default/api-gateway',
      'default/api-internal',
      'default/apiserver-proxy',
    ]);
    const ticks = lab('predict-prove').solution.find((s) => s.kind === 'predict');
    expect(ticks?.kind === 'predict' && [...ticks.services].sort()).toEqual(modelAnswer(start));
  });
  it('a wrong prediction says how many ticks are off, and proves nothing', () => {
    const s = play('predict-prove', [
      { kind: 'predict', services: ['default/api-gateway', 'default/ap', 'staging/api-gateway'] },
    ]);
    expect(verdict('predict-prove', s)).toEqual({
      done: false,
      miss: 'predictionWrong',
      params: { count: 4 },
    });
  });
  it('a right prediction still needs the proof: the slice emptied, then each victim refreshed', () => {
    const ticks: SolutionStep = {
      kind: 'predict',
      services: modelAnswer(labStartScenario(lab('predict-prove'))),
    };
    expect(verdict('predict-prove', play('predict-prove', [ticks]))).toEqual({
      done: false,
      miss: 'sliceNotEmptied',
    });
    const s = play('predict-prove', [ticks, cmd(`kubectl patch endpointslices api -p '{"endpoints": []}'`)]);
    expect(verdict('predict-prove', s)).toEqual({ done: false, miss: 'notProven', params: { count: 3 } });
    const more = playSteps(s, [
      cmd('kubectl annotate svc api-gateway a=1'),
      cmd('kubectl annotate svc api-internal a=1'),
    ]);
    expect(verdict('predict-prove', more)).toEqual({ done: false, miss: 'notProven', params: { count: 1 } });
  });
});

describe('lab: fewest writes', () => {
  it('a refresh alone changes nothing: the target is healthy', () => {
    const s = play('fewest-writes', [cmd('kubectl annotate svc orders-api a=1')]);
    expect(verdict('fewest-writes', s)).toEqual({
      done: false,
      miss: 'targetHealthy',
      params: { service: 'orders-api' },
    });
  });
  it('the decoys: `order` (another backend) and `orders-api-canary` (a longer name) spare it', () => {
    const s = play('fewest-writes', [
      cmd(`kubectl patch endpointslices orders-api-canary -p '{"endpoints": []}'`),
      cmd('kubectl annotate svc orders-api a=1'),
    ]);
    expect(verdict('fewest-writes', s).done).toBe(false);
    const t = play('fewest-writes', [
      cmd(`kubectl patch endpointslices order -p '{"endpoints": []}'`),
      cmd('kubectl annotate svc orders-api a=1'),
    ]);
    expect(verdict('fewest-writes', t).done).toBe(false);
  });
  it('emptying the target itself is not a blackhole', () => {
    const s = play('fewest-writes', [cmd(`kubectl patch endpointslices orders-api -p '{"endpoints": []}'`)]);
    expect(verdict('fewest-writes', s)).toEqual({
      done: false,
      miss: 'victimGone',
      params: { service: 'orders-api' },
    });
  });
  it('three writes are one too many, even when they break it', () => {
    const s = play('fewest-writes', [
      cmd('kubectl annotate svc payments a=1'),
      cmd(`kubectl patch endpointslices orders -p '{"endpoints": []}'`),
      cmd('kubectl annotate svc orders-api a=1'),
    ]);
    expect(isBlackholed(finalState(s.traces.buggy), 'default', 'orders-api')).toBe(true);
    expect(verdict('fewest-writes', s)).toEqual({
      done: false,
      miss: 'tooManyWrites',
      params: { count: 3, max: 2 },
    });
  });
});

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
