import { beforeEach, describe, expect, it } from 'vitest';
import { pmGet, pmKeys } from '../model/pmap';
import { emittedUpTo } from '../model/render/collect';
import { logAttrs } from '../model/render/logs';
import type { Trace } from '../model/trace';
import { runScenario } from './run';
import type { ScenarioEventV1, ScenarioV1 } from './types';

/** One ClusterIP Service `web` (10.96.0.10:80 → 8080) with one endpoint, plus the events under test. */
function scenario(events: ScenarioEventV1[], over: Partial<ScenarioV1> = {}): ScenarioV1 {
  return {
    version: 2,
    title: 'events',
    services: [
      {
        namespace: 'default',
        name: 'web',
        type: 'ClusterIP',
        clusterIP: '10.96.0.10',
        ports: [{ name: 'http', port: 80, targetPort: 8080 }],
      },
    ],
    endpointSlices: [
      {
        namespace: 'default',
        name: 'web-1',
        service: 'web',
        endpoints: ['10.0.0.1'],
        ports: [{ name: 'http', port: 8080 }],
      },
    ],
    events,
    durationMs: 20_000,
    ...over,
  };
}

const last = (t: Trace) => t.steps.at(-1)!.state;
/** Connects made by the scenario's clients (not the agent's own dials to its apiserver). */
const connects = (t: Trace) =>
  emittedUpTo(t, t.steps.length).connects.filter((c) => c.client !== 'cilium-agent');
const bpfBackends = (t: Trace, fe: string) => pmGet(last(t).bpf.services, fe)?.backends;

describe('scenario events in the model', () => {
  it('steady state: the ClusterIP is programmed with its endpoint and a connect is load-balanced to it', () => {
    const t = runScenario(scenario([{ at: 5_000, type: 'connect', to: '10.96.0.10:80' }]), 'buggy');
    expect(bpfBackends(t, '10.96.0.10:80/TCP')).toEqual(['10.0.0.1:8080/TCP']);
    expect(connects(t)).toEqual([
      expect.objectContaining({
        to: '10.96.0.10:80/TCP',
        client: 'curl',
        result: 'ok',
        path: 'socket-lb',
        backend: '10.0.0.1:8080/TCP',
      }),
    ]);
    expect(t.endAt).toBe(20_000);
  });

  it('createService and createEndpointSlice: the new Service gets programmed and answers', () => {
    const t = runScenario(
      scenario([
        {
          at: 2_000,
          type: 'createService',
          service: {
            namespace: 'default',
            name: 'api',
            type: 'NodePort',
            clusterIP: '10.96.0.20',
            ports: [{ port: 443, targetPort: 6443, nodePort: 30443, protocol: 'TCP' }],
          },
        },
        {
          at: 3_000,
          type: 'createEndpointSlice',
          namespace: 'default',
          name: 'api-1',
          service: 'api',
          endpoints: ['10.0.0.2'],
          ports: [{ port: 6443 }],
        },
        { at: 6_000, type: 'connect', to: '10.96.0.20:443/TCP', client: 'me' },
        { at: 6_100, type: 'connect', to: '10.0.0.4:30443' }, // the node's IP: the NodePort surrogate
      ]),
      'fixed',
    );
    expect(last(t).k8s.services['default/api']?.type).toBe('NodePort');
    expect(last(t).k8s.slices['default/api-1']?.manager).toBe('kubectl');
    expect(bpfBackends(t, '10.96.0.20:443/TCP')).toEqual(['10.0.0.2:6443/TCP']);
    expect(bpfBackends(t, '0.0.0.0:30443/TCP')).toEqual(['10.0.0.2:6443/TCP']);
    expect(connects(t).map((c) => [c.client, c.result, c.path])).toEqual([
      ['me', 'ok', 'socket-lb'],
      ['curl', 'ok', 'socket-lb'],
    ]);
    expect(t.steps.filter((s) => s.kind === 'kubectlWrite')).toHaveLength(2);
  });

  it('deleteEndpointSlice releases its backends: the Service is refreshed to count 0 and connects are rejected', () => {
    const t = runScenario(
      scenario([
        { at: 2_000, type: 'deleteEndpointSlice', namespace: 'default', name: 'web-1' },
        { at: 6_000, type: 'connect', to: '10.96.0.10:80' },
      ]),
      'buggy',
    );
    expect(last(t).k8s.slices).toEqual({});
    expect(last(t).agent.tables.backends.size).toBe(0);
    expect(bpfBackends(t, '10.96.0.10:80/TCP')).toEqual([]);
    expect(connects(t)[0]).toMatchObject({ result: 'EPERM', path: 'socket-lb', count: 0 });
    expect(t.steps.some((s) => s.releases.some((r) => r.service === 'default/web' && r.shortcut))).toBe(true);
  });

  it('on a kernel ≥ 5.18 the same rejection is EHOSTUNREACH', () => {
    const t = runScenario(
      scenario(
        [
          { at: 2_000, type: 'patchEndpointSlice', namespace: 'default', name: 'web-1', endpoints: [] },
          { at: 6_000, type: 'connect', to: '10.96.0.10:80' },
        ],
        { node: { kernel: '6.6.0', ip: '10.0.0.9', name: 'n' } },
      ),
      'buggy',
    );
    expect(connects(t)[0]?.result).toBe('EHOSTUNREACH');
  });

  it('patching only the ports of a slice moves the backend to the new port', () => {
    const t = runScenario(
      scenario([
        {
          at: 2_000,
          type: 'patchEndpointSlice',
          namespace: 'default',
          name: 'web-1',
          ports: [{ name: 'http', port: 9090 }],
        },
      ]),
      'buggy',
    );
    expect(last(t).k8s.slices['default/web-1']?.endpoints).toEqual(['10.0.0.1']);
    expect(pmKeys(last(t).agent.tables.backends)).toEqual(['10.0.0.1:9090/TCP']);
    expect(bpfBackends(t, '10.96.0.10:80/TCP')).toEqual(['10.0.0.1:9090/TCP']);
  });

  it('deleteService removes the Service and its frontends from the agent', () => {
    const t = runScenario(
      scenario([{ at: 2_000, type: 'deleteService', namespace: 'default', name: 'web' }]),
      'buggy',
    );
    expect(last(t).k8s.services).toEqual({});
    expect(last(t).agent.tables.frontends.size).toBe(0);
    expect(last(t).agent.tables.services.size).toBe(0);
  });

  it('restartAgent: empty tables again, the BPF map survives, and the agent re-lists and reprograms', () => {
    const t = runScenario(scenario([{ at: 5_000, type: 'restartAgent' }]), 'buggy');
    const start = t.steps.filter((s) => s.kind === 'agentStart');
    // A DaemonSet rollout: a new pod with a new name, no restarts.
    expect(start.map((s) => s.state.agent.restarts)).toEqual([0, 0]);
    expect(start[1]!.state.agent.pod).not.toBe(start[0]!.state.agent.pod);
    const restarted = start[1]!;
    expect(restarted.state.agent.tables.frontends.size).toBe(0);
    expect(restarted.state.bpf.services.size).toBe(1);
    expect(t.steps.filter((s) => s.kind === 'agentListed')).toHaveLength(2);
    expect(bpfBackends(t, '10.96.0.10:80/TCP')).toEqual(['10.0.0.1:8080/TCP']);
    // The rev-NAT ID survives the restart: the address keeps the ID it has in the map.
    expect(pmGet(last(t).bpf.services, '10.96.0.10:80/TCP')?.revNat).toBe(
      pmGet(restarted.state.bpf.services, '10.96.0.10:80/TCP')?.revNat,
    );
  });

  it('restartApiserver of one replica: its Stop() still clears the shared lease and default/kubernetes', () => {
    const t = runScenario(
      scenario([{ at: 2_000, type: 'restartApiserver', replica: 1 }], {
        apiserver: { replicas: 3, advertiseAddress: '169.254.128.7', port: 60002 },
      }),
      'buggy',
    );
    const stops = t.steps.filter((s) => s.kind === 'replicaStop');
    expect(stops).toHaveLength(1);
    expect(stops[0]!.state.apiserver.replicas.map((r) => r.phase)).toEqual(['running', 'stopped', 'running']);
    const cleared = t.steps.find((s) => s.kind === 'sliceCleared')!;
    expect(cleared.state.k8s.slices['default/kubernetes']?.endpoints).toBeNull();
    expect(cleared.state.apiserver.leases).toEqual({});
    const restored = t.steps.find((s) => s.kind === 'sliceRestored')!;
    expect(restored.at - cleared.at).toBeLessThanOrEqual(10_000);
    expect(restored.state.k8s.slices['default/kubernetes']?.endpoints).toEqual(['169.254.128.7']);
    expect(t.steps.find((s) => s.kind === 'replicaStarted')!.state.apiserver.replicas[1]!.phase).toBe(
      'running',
    );
    // The write that cleared it is missing from the audit log.
    const audit = emittedUpTo(t, t.steps.length).audit.filter((a) => a.name === 'kubernetes');
    expect(audit.find((a) => a.at === cleared.at)?.missing).toBe(true);
  });

  it('a rolling restart stops every replica, spaced within the window', () => {
    const t = runScenario(
      scenario([{ at: 2_000, type: 'restartApiserver' }], {
        apiserver: { replicas: 3, advertiseAddress: '169.254.128.7', port: 60002 },
        durationMs: 80_000,
      }),
      'buggy',
    );
    const stops = t.steps.filter((s) => s.kind === 'replicaStop').map((s) => s.at);
    expect(stops).toHaveLength(3);
    expect(stops[0]).toBe(2_000);
    expect(stops[2]! - stops[0]!).toBeLessThan(60_000);
    expect(stops[1]! - stops[0]!).toBe(stops[2]! - stops[1]!);
  });

  it('nothing is scheduled after durationMs', () => {
    const t = runScenario(
      scenario([{ at: 20_000, type: 'connect', to: '10.96.0.10:80' }], { durationMs: 20_000 }),
      'buggy',
    );
    expect(t.steps.at(-1)!.at).toBeLessThanOrEqual(20_000);
    expect(connects(t)).toHaveLength(1);
  });
});

describe('the agent’s start-up and the apiserver’s bookkeeping', () => {
  let t: Trace;
  beforeEach(() => {
    t = runScenario(
      scenario(
        [
          {
            at: 2_000,
            type: 'patchEndpointSlice',
            namespace: 'default',
            name: 'web-1',
            endpoints: ['10.0.0.5'],
          },
        ],
        {
          services: [
            {
              namespace: 'default',
              name: 'zeta',
              type: 'ClusterIP',
              clusterIP: '10.96.0.30',
              ports: [{ port: 80 }],
            },
            {
              namespace: 'default',
              name: 'web',
              type: 'ClusterIP',
              clusterIP: '10.96.0.10',
              ports: [{ name: 'http', port: 80, targetPort: 8080 }],
            },
          ],
        },
      ),
      'buggy',
    );
  });

  it('starts unhealthy and disconnected, lists every object in key order, then is healthy', () => {
    expect(t.steps[0]!.kind).toBe('agentStart');
    expect(t.steps[0]!.state.agent).toMatchObject({
      healthy: false,
      watch: { connected: false },
      phase: 'starting',
    });
    const listed = t.steps.find((s) => s.kind === 'agentListed')!;
    expect(listed.at).toBe(200);
    expect(listed.state.agent).toMatchObject({ healthy: true, phase: 'running', watch: { connected: true } });
    expect(listed.state.agent.queue).toEqual(['svc:default/web', 'svc:default/zeta', 'eps:default/web-1']);
    // The first flush is on the 500 ms ticker after the list.
    expect(t.steps.find((s) => s.kind === 'bufferFlush')!.at).toBe(500);
  });

  it('without an apiserver the agent dials kubernetes.default.svc directly', () => {
    const log = emittedUpTo(t, t.steps.length).agentLog.find(
      (l) => l.msg === 'Establishing connection to apiserver',
    )!;
    expect(logAttrs(log)).toEqual([
      ['subsys', 'cilium-dbg'],
      ['module', 'k8s-client'],
      ['ipAddr', 'https://kubernetes.default.svc'],
    ]);
    expect(emittedUpTo(t, t.steps.length).connects[0]).toMatchObject({
      client: 'cilium-agent',
      to: 'apiserver (direct)',
      result: 'ok',
      path: 'direct',
    });
  });

  it('every write gets the next resourceVersion', () => {
    const before = t.steps[0]!.state.k8s;
    const after = last(t).k8s;
    expect(after.rv).toBe(before.rv + 1);
    expect(after.slices['default/web-1']!.resourceVersion).toBe(after.rv);
    expect(before.slices['default/web-1']!.resourceVersion).toBeLessThan(after.rv);
  });
});
