import { describe, expect, it } from 'vitest';
import { runScenario } from '../run';
import { validateScenario } from '../validate';
import { getPreset, LAB_PRESETS, PRESETS } from '../presets';
import { collateralOf, finalState, isBlackholed } from './facts';
import { getLab, LABS, labStartScenario } from './labs';
import { cmd, lab, play, verdict } from './labTestKit';
import { playSteps, startSession } from './playSolution';
import { modelAnswer } from './predictProve';
import type { SolutionStep } from './types';

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
