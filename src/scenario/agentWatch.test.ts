import { beforeEach, describe, expect, it } from 'vitest';
import { pmKeys } from '../model/pmap';
import type { Trace } from '../model/trace';
import { emittedUpTo } from '../model/render/collect';
import { renderAgentLog } from '../model/render/logs';
import { getPreset } from './presets';
import { runScenario } from './run';
import { toSimInput } from './toSimInput';
import type { ScenarioV1 } from './types';

/** One apiserver replica, the agent dialling it directly: a restart takes the watch down for a while. */
const single: ScenarioV1 = {
  version: 2,
  title: 'one replica',
  apiserver: { replicas: 1, advertiseAddress: '169.254.128.7', port: 60002 },
  services: [
    {
      namespace: 'default',
      name: 'web',
      type: 'LoadBalancer',
      clusterIP: '10.96.0.10',
      loadBalancerIPs: ['10.15.1.9'],
      ports: [{ port: 80 }],
    },
    { namespace: 'default', name: 'gone', type: 'ClusterIP', clusterIP: '10.96.0.11', ports: [{ port: 80 }] },
  ],
  endpointSlices: [
    { namespace: 'default', name: 'web-1', service: 'web', endpoints: ['10.0.0.1'], ports: [{ port: 80 }] },
    { namespace: 'default', name: 'gone-1', service: 'gone', endpoints: ['10.0.0.2'], ports: [{ port: 80 }] },
  ],
  events: [
    { at: 2_000, type: 'restartApiserver' },
    // While the watch is down: one object changes, one is deleted.
    { at: 4_000, type: 'patchEndpointSlice', namespace: 'default', name: 'web-1', endpoints: ['10.0.0.3'] },
    { at: 4_500, type: 'deleteService', namespace: 'default', name: 'gone' },
  ],
  durationMs: 30_000,
};

describe('the agent’s watch across an apiserver restart', () => {
  // Run before each test (not while collecting): mutation testing then knows which tests cover the model.
  let t: Trace;
  let kinds: string[];
  beforeEach(() => {
    t = runScenario(single, 'buggy');
    kinds = t.steps.filter((s) => s.actor === 'cilium-agent').map((s) => s.kind);
  });

  it('drops, fails to reconnect while no replica serves (backing off), then resumes', () => {
    const failed = t.steps.filter((s) => s.kind === 'watchReconnectFailed');
    expect(failed.length).toBeGreaterThanOrEqual(3);
    // Exponential back-off from 800 ms: 800, 1600, 3200, …
    const gaps = failed.slice(1).map((s, i) => s.at - failed[i]!.at);
    expect(gaps.slice(0, 3)).toEqual([800, 1600, 3200]);
    expect(failed[0]!.at - t.steps.find((s) => s.kind === 'watchDropped')!.at).toBe(1000);
    expect(failed.every((s) => !s.state.agent.healthy && !s.state.agent.watch.connected)).toBe(true);
    const back = t.steps.find((s) => s.kind === 'watchReconnected' && s.actor === 'cilium-agent')!;
    expect(back.at).toBeGreaterThan(t.steps.find((s) => s.kind === 'replicaStarted')!.at);
    expect(back.state.agent).toMatchObject({ healthy: true, watch: { connected: true, replica: 0 } });
    expect(kinds.indexOf('watchDropped')).toBeLessThan(kinds.indexOf('watchReconnected'));
  });

  it('the failed reconnects are logged like the write-up: k8sError per resource, then /healthz unhealthy', () => {
    const start = toSimInput(single).startTime;
    const first = t.steps.find((s) => s.kind === 'watchReconnectFailed')!;
    const log = renderAgentLog(first.emitted.agentLog ?? [], start).split('\n');
    expect(log.map((l) => l.replace(/^time=\S+ /, ''))).toEqual([
      'level=error msg=k8sError error="failed to list *v1.Service: Get \\"https://169.254.128.7:60002/api/v1/services?resourceVersion=' +
        `${first.state.k8s.rv}\\": dial tcp 169.254.128.7:60002: connect: connection refused"`,
      'level=error msg=k8sError error="failed to list *v1.EndpointSlice: Get \\"https://169.254.128.7:60002/apis/discovery.k8s.io/v1/endpointslices?resourceVersion=' +
        `${first.state.k8s.rv}\\": dial tcp 169.254.128.7:60002: connect: connection refused"`,
      'level=error msg=k8sError error="failed to list *v1.Node: Get \\"https://169.254.128.7:60002/api/v1/nodes?resourceVersion=' +
        `${first.state.k8s.rv}\\": dial tcp 169.254.128.7:60002: connect: connection refused"`,
      'level=info msg="/healthz returning unhealthy" module=agent.infra.agent-healthz state=Failure error="Kubernetes service is not ready: Get \\"https://169.254.128.7:60002/version\\": dial tcp 169.254.128.7:60002: connect: connection refused"',
    ]);
    expect(first.emitted.connects).toEqual([
      {
        at: first.at,
        client: 'cilium-agent',
        to: '169.254.128.7:60002/TCP',
        result: 'ECONNREFUSED',
        cause: 'backendDown',
        path: 'direct',
      },
    ]);
  });

  it('after resuming, what changed and what was deleted meanwhile reach the agent', () => {
    const end = t.steps.at(-1)!.state;
    expect(end.agent.tables.services.size).toBe(2); // default/kubernetes and web; gone is gone
    expect(end.agent.store.services['default/gone']).toBeUndefined();
    expect(pmKeys(end.agent.tables.backends)).toContain('10.0.0.3:80/TCP');
    expect(pmKeys(end.agent.tables.backends)).not.toContain('10.0.0.1:80/TCP'); // released as an orphan
    const web = Object.values(end.k8s.slices).find((s) => s.name === 'web-1')!;
    expect(web.endpoints).toEqual(['10.0.0.3']);
    expect(end.agent.store.slices['default/web-1']?.endpoints).toEqual(['10.0.0.3']);
  });

  it('the service-controller reconnects once a replica serves and re-reconciles the LoadBalancer Services', () => {
    const sc = t.steps.filter((s) => s.actor === 'service-controller').map((s) => s.kind);
    expect(sc).toEqual(['watchDropped', 'watchReconnected', 'lbReconcile', 'annotationPatch']);
    const patched = t.steps.find((s) => s.kind === 'annotationPatch')!;
    const annotations = patched.state.k8s.services['default/web']!.annotations;
    expect(Object.keys(annotations).sort()).toEqual([
      'service.cloud.tencent.com/sync-begin-time',
      'service.cloud.tencent.com/sync-end-time',
    ]);
    expect(annotations['service.cloud.tencent.com/sync-end-time']).toMatch(/^2026-01-08T19:10:\d\d\+08:00$/);
    const events = emittedUpTo(t, t.steps.length).events.map(
      (e) => `${e.type} ${e.reason} ${e.object} ${e.source}`,
    );
    expect(events).toEqual([
      'Normal EnsuringLoadBalancer service/web service-controller',
      'Normal EnsuredLoadBalancer service/web service-controller',
    ]);
  });
});

describe('the incident: crash loop timing and messages', () => {
  let t: Trace;
  beforeEach(() => void (t = runScenario(getPreset('tke-incident')!.scenario, 'buggy')));

  it('the restarted agent retries every 5 s for a minute, then backs off 10 s before the next start', () => {
    const restart = t.steps.filter((s) => s.kind === 'agentStart')[1]!;
    const tries = emittedUpTo(t, t.steps.length).connects.filter(
      (c) => c.client === 'cilium-agent' && c.at > restart.at,
    );
    const first = tries.filter((c) => c.at <= restart.at + 200 + 60_000);
    expect(first.map((c) => c.at - restart.at)).toEqual(Array.from({ length: 13 }, (_, i) => 200 + i * 5000));
    expect(first.every((c) => c.result === 'EPERM' && c.path === 'socket-lb')).toBe(true);
    const crash = t.steps.filter((s) => s.kind === 'agentCrashLoop');
    expect(crash[0]!.at).toBe(restart.at + 200 + 60_000);
    expect(crash[0]!.state.agent.phase).toBe('crashloop');
    const nextStart = t.steps.filter((s) => s.kind === 'agentStart')[2];
    if (nextStart) expect(nextStart.at - crash[0]!.at).toBe(10_000);
    expect(crash[0]!.emitted.events).toEqual([
      expect.objectContaining({
        type: 'Warning',
        reason: 'BackOff',
        object: `pod/${restart.state.agent.pod}`,
        source: 'kubelet',
      }),
    ]);
  });
});
