import { beforeEach, describe, expect, it } from 'vitest';
import { emittedUpTo } from '../model/render/collect';
import type { Trace } from '../model/trace';
import { runScenario } from './run';
import type { ScenarioServiceV1, ScenarioV1 } from './types';

const lb = (name: string, i: number): ScenarioServiceV1 => ({
  namespace: 'default',
  name,
  type: 'LoadBalancer',
  clusterIP: `10.96.0.${10 + i}`,
  loadBalancerIPs: [`10.15.1.${10 + i}`],
  ports: [{ port: 80 }],
});

/** Three LoadBalancer Services and one ClusterIP Service; the only apiserver replica restarts at 2 s. */
const base: ScenarioV1 = {
  version: 2,
  title: 'service-controller',
  apiserver: { replicas: 1, advertiseAddress: '169.254.128.7', port: 60002 },
  services: [
    lb('c-lb', 2),
    lb('a-lb', 0),
    lb('b-lb', 1),
    {
      namespace: 'default',
      name: 'plain',
      type: 'ClusterIP',
      clusterIP: '10.96.0.20',
      ports: [{ port: 80 }],
    },
  ],
  endpointSlices: [],
  events: [{ at: 2_000, type: 'restartApiserver' }],
  durationMs: 40_000,
};

const scSteps = (t: Trace) => t.steps.filter((s) => s.actor === 'service-controller');
const facts = (t: Trace) =>
  scSteps(t).map((s) =>
    s.kind === 'lbReconcile' || s.kind === 'annotationPatch' ? `${s.kind} ${s.service}` : s.kind,
  );

describe('the cloud service-controller across an apiserver restart', () => {
  // Run before each test (not while collecting): mutation testing then knows which tests cover the model.
  let t: Trace;
  beforeEach(() => void (t = runScenario(base, 'buggy')));

  it('reconnects only once a replica serves again, then reconciles every LoadBalancer Service in name order', () => {
    expect(facts(t)).toEqual([
      'watchDropped',
      'watchReconnected',
      'lbReconcile default/a-lb',
      'annotationPatch default/a-lb',
      'lbReconcile default/b-lb',
      'annotationPatch default/b-lb',
      'lbReconcile default/c-lb',
      'annotationPatch default/c-lb',
    ]);
    const [dropped, reconnected] = scSteps(t);
    const started = t.steps.find((s) => s.kind === 'replicaStarted')!;
    // Retries every second while no replica runs: the reconnect is the first retry after the replica is back.
    expect((reconnected!.at - dropped!.at) % 1000).toBe(0);
    expect(reconnected!.at).toBeGreaterThanOrEqual(started.at);
    expect(reconnected!.at - started.at).toBeLessThan(1000);
    expect(reconnected).toMatchObject({
      kind: 'watchReconnected',
      client: 'service-controller',
      loadBalancers: 3,
    });
    expect(dropped!.state.serviceController.watch).toEqual({ connected: false, replica: null });
    expect(reconnected!.state.serviceController.watch).toEqual({ connected: true, replica: 0 });
  });

  it('reconciles 500 ms after reconnecting, patches 0.4–1 s later, and moves on 100 ms after each patch', () => {
    const s = scSteps(t);
    const reconnected = s[1]!;
    expect(s[2]!.at - reconnected.at).toBe(500);
    for (const i of [2, 4, 6]) {
      const gap = s[i + 1]!.at - s[i]!.at;
      expect(gap).toBeGreaterThanOrEqual(400);
      expect(gap).toBeLessThan(1000);
    }
    expect(s[4]!.at - s[3]!.at).toBe(100);
    expect(s[6]!.at - s[5]!.at).toBe(100);
  });

  it('each patch writes the begin and end of its reconcile as annotations, with Normal events around it', () => {
    const s = scSteps(t);
    const patch = s[3]!;
    const annotations = patch.state.k8s.services['default/a-lb']!.annotations ?? {};
    const begin = annotations['service.cloud.tencent.com/sync-begin-time'];
    const end = annotations['service.cloud.tencent.com/sync-end-time'];
    expect(begin).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(end).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(patch.kind === 'annotationPatch' && patch.annotations).toEqual([
      'service.cloud.tencent.com/sync-begin-time',
      'service.cloud.tencent.com/sync-end-time',
    ]);
    // b-lb is not patched yet when a-lb is.
    expect(patch.state.k8s.services['default/b-lb']!.annotations).toEqual({});
    expect(t.steps.at(-1)!.state.k8s.services['default/plain']!.annotations).toEqual({});
    expect(s[2]!.emitted.events).toEqual([
      {
        at: s[2]!.at,
        namespace: 'default',
        type: 'Normal',
        reason: 'EnsuringLoadBalancer',
        object: 'service/a-lb',
        source: 'service-controller',
        message: 'Ensuring load balancer',
      },
    ]);
    expect(patch.emitted.events).toEqual([
      {
        at: patch.at,
        namespace: 'default',
        type: 'Normal',
        reason: 'EnsuredLoadBalancer',
        object: 'service/a-lb',
        source: 'service-controller',
        message: 'Ensured load balancer',
      },
    ]);
    // The patch is a Service update the agent sees (a new resourceVersion).
    const before = s[2]!.state.k8s.services['default/a-lb']!.resourceVersion;
    expect(patch.state.k8s.services['default/a-lb']!.resourceVersion).toBeGreaterThan(before);
  });

  it('skips a LoadBalancer Service deleted before its turn and reconciles the rest', () => {
    const reconnectedAt = scSteps(t)[1]!.at;
    const del = (name: string, at: number): ScenarioV1 => ({
      ...base,
      events: [...base.events, { at, type: 'deleteService', namespace: 'default', name }],
    });
    // Deleted between the reconnect and the first reconcile: the first in line is skipped.
    const first = runScenario(del('a-lb', reconnectedAt + 100), 'buggy');
    expect(facts(first).slice(2)).toEqual([
      'lbReconcile default/b-lb',
      'annotationPatch default/b-lb',
      'lbReconcile default/c-lb',
      'annotationPatch default/c-lb',
    ]);
    expect(scSteps(first)[2]!.at - reconnectedAt).toBe(500);
    // The last in line deleted: nothing is reconciled after b-lb.
    const last = runScenario(del('c-lb', reconnectedAt + 100), 'buggy');
    expect(facts(last).slice(2)).toEqual([
      'lbReconcile default/a-lb',
      'annotationPatch default/a-lb',
      'lbReconcile default/b-lb',
      'annotationPatch default/b-lb',
    ]);
    expect(emittedUpTo(last, last.steps.length).events.map((e) => `${e.reason} ${e.object}`)).toEqual([
      'EnsuringLoadBalancer service/a-lb',
      'EnsuredLoadBalancer service/a-lb',
      'EnsuringLoadBalancer service/b-lb',
      'EnsuredLoadBalancer service/b-lb',
    ]);
  });

  it('deleted between its reconcile and its patch, a Service is not patched back into existence', () => {
    const s = scSteps(t);
    const gone = runScenario(
      {
        ...base,
        events: [
          ...base.events,
          { at: s[2]!.at + 1, type: 'deleteService', namespace: 'default', name: 'a-lb' },
        ],
      },
      'buggy',
    );
    expect(facts(gone).slice(2)).toEqual([
      'lbReconcile default/a-lb',
      'lbReconcile default/b-lb',
      'annotationPatch default/b-lb',
      'lbReconcile default/c-lb',
      'annotationPatch default/c-lb',
    ]);
    expect(gone.steps.at(-1)!.state.k8s.services['default/a-lb']).toBeUndefined();
  });

  it('without LoadBalancer Services it reconnects and reconciles nothing', () => {
    const none = runScenario({ ...base, services: [base.services[3]!] }, 'buggy');
    expect(facts(none)).toEqual(['watchDropped', 'watchReconnected']);
  });
});
