import { beforeEach, describe, expect, it } from 'vitest';
import { agentExecError } from '../../model/render/agentExec';
import { bpfTableRows } from '../../model/render/bpfLbList';
import { emittedUpTo } from '../../model/render/collect';
import { renderBackends, renderFrontends } from '../../model/render/dbShow';
import { renderGetEndpointSlices } from '../../model/render/kubectl';
import { renderAgentLog, renderCurl } from '../../model/render/logs';
import { renderServiceList } from '../../model/render/serviceList';
import type { Trace } from '../../model/trace';
import { goDuration } from '../../model/wallClock';
import { getPreset } from '../presets';
import { narrate } from '../story/narrate';
import { runScenario } from '../run';
import type { ScenarioEventV1, ScenarioV1 } from '../types';
import { validateScenario } from '../validate';

/** A small cluster: `api` and `api-v2` share the backend 1.1.1.1:80 (so the bug can fire between them). */
function cluster(events: ScenarioEventV1[], extra: Partial<ScenarioV1> = {}): ScenarioV1 {
  return {
    version: 2,
    title: 'sandbox',
    services: [
      {
        namespace: 'default',
        name: 'api',
        type: 'ClusterIP',
        clusterIP: '10.96.0.20',
        ports: [{ port: 80 }],
      },
      {
        namespace: 'default',
        name: 'api-v2',
        type: 'ClusterIP',
        clusterIP: '10.96.0.21',
        annotations: { owner: 'team-a' },
        ports: [{ port: 80 }],
      },
    ],
    endpointSlices: [
      { namespace: 'default', name: 'api', service: 'api', endpoints: ['1.1.1.1'], ports: [{ port: 80 }] },
      {
        namespace: 'default',
        name: 'api-v2',
        service: 'api-v2',
        endpoints: ['1.1.1.1'],
        ports: [{ port: 80 }],
      },
    ],
    events,
    seed: 1,
    ...extra,
  };
}

const last = (t: Trace) => t.steps.at(-1)!.state;
const connects = (t: Trace) => emittedUpTo(t, t.steps.length).connects.filter((c) => c.client === 'curl');

describe('1. a deleted Service stops working', () => {
  let trace: Trace;
  beforeEach(() => {
    trace = runScenario(
      cluster([
        { at: 4000, type: 'deleteService', namespace: 'default', name: 'api' },
        { at: 6000, type: 'connect', to: '10.96.0.20:80' },
      ]),
      'buggy',
    );
  });

  it('its master entry and backend slots leave the BPF map within milliseconds', () => {
    expect(bpfTableRows(last(trace)).filter((r) => r.frontend === '10.96.0.20:80/TCP')).toEqual([]);
    const removed = trace.steps.find(
      (s) => s.kind === 'bpfReconcile' && s.changes.some((c) => c.op === 'delete'),
    )!;
    expect(removed.at - 4000).toBeLessThan(600);
  });

  it('a connect to its ClusterIP is routed nowhere', () => {
    expect(connects(trace)[0]).toMatchObject({ result: 'ETIMEDOUT', cause: 'notRouted' });
  });
});

describe('2. a write that changes nothing is not a watch event', () => {
  const events: ScenarioEventV1[] = [
    { at: 4000, type: 'patchEndpointSlice', namespace: 'default', name: 'api', endpoints: [] },
    // Same value as it already has: kube-apiserver answers and stores nothing.
    {
      at: 8000,
      type: 'annotateService',
      namespace: 'default',
      name: 'api-v2',
      key: 'owner',
      value: 'team-a',
    },
    { at: 10000, type: 'connect', to: '10.96.0.21:80' },
  ];

  it('annotating a Service with the value it has neither notifies the agent nor triggers the damage', () => {
    const trace = runScenario(cluster(events), 'buggy');
    const write = trace.steps.find((s) => s.kind === 'kubectlWrite' && s.at === 8000)!;
    expect(write.kind === 'kubectlWrite' && write.write.unchanged).toBe(true);
    expect(trace.steps.some((s) => s.kind === 'watchEvent' && s.at > 8000)).toBe(false);
    expect(connects(trace)[0]).toMatchObject({ result: 'ok' });
    // The victim lost its instance (the release happened) but nothing refreshed it.
    expect(trace.steps.some((s) => s.releases.some((r) => r.collateral.includes('default/api-v2')))).toBe(
      true,
    );
  });

  it('patching a slice with the endpoints it has bumps no resourceVersion', () => {
    const trace = runScenario(
      cluster([
        { at: 4000, type: 'patchEndpointSlice', namespace: 'default', name: 'api', endpoints: ['1.1.1.1'] },
      ]),
      'buggy',
    );
    const before = trace.steps.find((s) => s.at < 4000 && s.at > 0)!.state.k8s;
    expect(last(trace).k8s.rv).toBe(before.rv);
    expect(trace.steps.some((s) => s.kind === 'watchEvent' && s.at >= 4000)).toBe(false);
  });

  it('an audit entry is still written (the request was made)', () => {
    const trace = runScenario(cluster(events), 'buggy');
    const audit = emittedUpTo(trace, trace.steps.length).audit.filter((a) => a.name === 'api-v2');
    expect(audit).toHaveLength(1);
  });
});

describe('3. an address without a BPF entry', () => {
  let trace: Trace;
  beforeEach(() => {
    trace = runScenario(
      cluster([
        { at: 4000, type: 'connect', to: '10.96.7.7:80' },
        { at: 4100, type: 'connect', to: '8.8.8.8:53' },
      ]),
      'buggy',
    );
  });

  it('in the service range: routed nowhere, the connect times out', () => {
    expect(connects(trace)[0]).toMatchObject({ result: 'ETIMEDOUT', cause: 'notRouted' });
  });

  it('outside it: it reaches the network', () => {
    expect(connects(trace)[1]).toMatchObject({ result: 'ok', cause: 'direct' });
  });

  it('the service ranges can be declared', () => {
    const t = runScenario(
      cluster([{ at: 4000, type: 'connect', to: '8.8.8.8:53' }], { serviceCIDRs: ['8.8.0.0/16'] }),
      'buggy',
    );
    expect(connects(t)[0]).toMatchObject({ result: 'ETIMEDOUT', cause: 'notRouted' });
  });
});

describe('4. NodePort through loopback', () => {
  it('127.0.0.1:<nodePort> uses the wildcard entry, so it fails like the node IP', () => {
    const incident = getPreset('tke-incident')!.scenario;
    const probe: ScenarioEventV1[] = [
      { at: 91000, type: 'connect', to: '127.0.0.1:30965', client: 'curl' },
      { at: 91001, type: 'connect', to: '10.15.0.4:30965', client: 'curl' },
    ];
    const events = [...incident.events, ...probe].sort((a, b) => a.at - b.at);
    const trace = runScenario({ ...incident, events }, 'buggy');
    const [loop, nodeIp] = connects(trace).filter((c) => c.to.endsWith(':30965/TCP'));
    expect(nodeIp).toMatchObject({ result: 'EPERM', path: 'socket-lb' });
    expect(loop).toMatchObject({
      result: 'EPERM',
      path: 'socket-lb',
      service: 'default/kubernetes-intranet',
    });
  });
});

describe('5. agent outputs', () => {
  let incident: Trace;
  beforeEach(() => {
    incident = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
  });

  it('`cilium service list` is served from the frontends table, not the BPF map', () => {
    const end = last(incident);
    // After the restart the tables are empty while the BPF map still holds every entry.
    expect(bpfTableRows(end).length).toBeGreaterThan(0);
    expect(renderServiceList(end).split('\n')).toHaveLength(1);
    expect(renderFrontends(end).split('\n')).toHaveLength(1);
  });

  it('while the agent container is not running, `kubectl exec` fails', () => {
    expect(last(incident).agent.phase).not.toBe('running');
    expect(agentExecError(last(incident))).toBe(
      'error: unable to upgrade connection: container not found ("cilium-agent")',
    );
    const running = incident.steps.find((s) => s.state.agent.phase === 'running')!;
    expect(agentExecError(running.state)).toBeUndefined();
  });

  it('in the frozen window `cilium service list` still shows the snapshot the frontend holds', () => {
    const release = incident.steps.find((s) => s.releases.some((r) => r.collateral.length))!;
    const list = renderServiceList(release.state);
    const row = list.split('\n').find((l) => l.includes('192.168.60.179:443/TCP'))!;
    expect(row).toContain('1 => 169.254.128.7:60002/TCP (active)');
  });
});

describe('6. resume or relist after a reconnect is a scenario option, marked inferred', () => {
  // The relist preset is the incident whose agent watches the replica that restarts; the same scenario with
  // `resume` differs only in what the agent does when its watch comes back.
  const relistScenario = getPreset('tke-incident-relist')!.scenario;
  const resumeScenario: ScenarioV1 = {
    ...relistScenario,
    agent: { ...relistScenario.agent, afterReconnect: 'resume' },
  };
  const run = (scenario: ScenarioV1) => {
    const trace = runScenario(scenario, 'buggy');
    const i = trace.steps.findIndex((s) => s.kind === 'watchReconnected' && s.client === 'agent');
    const story = narrate(trace, i, { agentApiserver: scenario.agent?.apiserverAddress ?? null });
    return { trace, step: trace.steps[i]!, story };
  };
  let resume: ReturnType<typeof run>;
  beforeEach(() => {
    resume = run(resumeScenario);
  });
  let relist: ReturnType<typeof run>;
  beforeEach(() => {
    relist = run(relistScenario);
  });
  const eperm = (t: Trace) => emittedUpTo(t, t.steps.length).connects.filter((c) => c.result === 'EPERM');

  it('resuming re-delivers only what changed meanwhile, so the victim stays broken', () => {
    expect(resume.step).toMatchObject({ kind: 'watchReconnected', client: 'agent' });
    expect(resume.step).not.toHaveProperty('relist');
    expect(resume.story.inferred).toEqual(['resumeNotRelist']);
    expect(eperm(resume.trace).length).toBeGreaterThan(0);
  });

  it('relisting re-delivers every object, which heals the victim', () => {
    expect(relist.step).toMatchObject({ kind: 'watchReconnected', client: 'agent', relist: true });
    const k8s = relist.step.state.k8s;
    const objects = Object.keys(k8s.services).length + Object.keys(k8s.slices).length;
    const missed =
      relist.step.kind === 'watchReconnected' && relist.step.client === 'agent' && relist.step.missed;
    expect(missed).toBe(objects);
    expect(relist.story.inferred).toEqual(['relistAfterGone']);
    expect(eperm(relist.trace)).toEqual([]);
  });

  it('resume is the default', () => {
    const { afterReconnect: _, ...agent } = resumeScenario.agent!;
    const byDefault = runScenario({ ...resumeScenario, agent }, 'buggy');
    expect(byDefault.steps.map((s) => s.kind)).toEqual(resume.trace.steps.map((s) => s.kind));
  });
});

describe('7. output details', () => {
  it('kubectl prints <unset> for an EndpointSlice without endpoints', () => {
    const t = runScenario(
      cluster([{ at: 4000, type: 'patchEndpointSlice', namespace: 'default', name: 'api', endpoints: [] }]),
      'buggy',
    );
    const row = renderGetEndpointSlices(last(t))
      .split('\n')
      .find((l) => /\bapi\s/.test(l))!;
    expect(row).toMatch(/80\s+<unset>/);
  });

  it('db/show frontends shows five backends, then how many more', () => {
    const ips = ['1.1.1.1', '1.1.1.2', '1.1.1.3', '1.1.1.4', '1.1.1.5', '1.1.1.6', '1.1.1.7'];
    const sc = cluster([]);
    sc.endpointSlices[0]!.endpoints = ips;
    const out = renderFrontends(last(runScenario(sc, 'buggy')));
    const row = out.split('\n').find((l) => l.startsWith('10.96.0.20:80/TCP'))!;
    expect(row).toContain('1.1.1.5:80/TCP + 2 more ...');
    expect(row).not.toContain('1.1.1.6:80/TCP');
  });

  it('db/show backends separates port names with spaces and fills NodeName', () => {
    const sc = cluster([], { node: { name: 'node-a', ip: '10.0.0.4' } });
    sc.endpointSlices.push({
      namespace: 'default',
      name: 'api-extra',
      service: 'api',
      endpoints: ['1.1.1.1', '10.0.0.4'],
      ports: [{ name: 'web', port: 80 }],
    });
    sc.endpointSlices[0]!.ports = [{ name: 'http', port: 80 }];
    const t = runScenario(sc, 'buggy');
    const out = renderBackends(last(t), t.nodes);
    expect(out).toContain('default/api (http web)');
    expect(out.split('\n').find((l) => l.startsWith('10.0.0.4:80/TCP'))).toMatch(/node-a$/);
  });

  it('the curl prompt keeps the port', () => {
    const t = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
    expect(renderCurl(connects(t)[0] ?? emittedUpTo(t, t.steps.length).connects[0]!)).toMatch(
      /^\$ curl -v -k https:\/\/10\.15\.1\.8:443\n/,
    );
  });

  it("the config container's failed start ends like the write-up's log, with Go durations", () => {
    const t = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
    const log = renderAgentLog(emittedUpTo(t, t.steps.length).agentLog, 0).split('\n');
    const i = log.findIndex((l) => l.includes('msg="Failed to start hive"'));
    expect(log[i]).toMatch(/duration=1m0\.2s$/);
    expect(log[i + 1]).toMatch(/msg="Stopping hive" subsys=cilium-dbg$/);
    expect(log[i + 2]).toMatch(/msg="Stopped hive" subsys=cilium-dbg duration=[\d.]+µs$/);
    expect(log[i + 3]).toBe(
      'Error: Build config failed: failed to start: Get "https://10.15.1.8:443/api/v1/namespaces/kube-system": dial tcp 10.15.1.8:443: connect: operation not permitted',
    );
    expect(log[i - 1]).toContain('function="client.(*compositeClientset).onStart (k8s-client)"');
  });

  it('Go durations', () => {
    expect([0, 55, 5000, 60000, 60033, 60200, 3_723_400].map(goDuration)).toEqual([
      '0s',
      '55ms',
      '5s',
      '1m0s',
      '1m0.033s',
      '1m0.2s',
      '1h2m3.4s',
    ]);
  });

  it('the 500-event flush counts events, not keys', () => {
    // Ten slices of one Service, each patched every 2 ms (the watch layer's queue coalesces what arrives
    // faster) for 100 ms: one buffer key, 500 events inside one 500 ms window.
    const sc = cluster([]);
    const names = Array.from({ length: 10 }, (_, i) => `s${i}`);
    sc.endpointSlices = names.map((name) => ({
      namespace: 'default',
      name,
      service: 'api',
      endpoints: ['1.1.1.1'],
      ports: [{ port: 80 }],
    }));
    sc.events = Array.from({ length: 50 }, (_, i) =>
      names.map((name): ScenarioEventV1 => ({
        at: 10_001 + 2 * i,
        type: 'patchEndpointSlice',
        namespace: 'default',
        name,
        endpoints: i % 2 ? ['1.1.1.1'] : ['1.1.1.2'],
      })),
    ).flat();
    const t = runScenario(sc, 'buggy');
    const full = t.steps.filter((s) => s.kind === 'bufferFlush' && s.trigger === 'full');
    expect(full).toHaveLength(1);
    expect(full[0]!.kind === 'bufferFlush' && full[0]!.keys).toEqual(['eps:default/api']);
  });

  it('the validator reports two invalid names once each, not as duplicates', () => {
    const sc = cluster([]) as unknown as { services: { name: string }[] };
    sc.services[0]!.name = 'Bad_1';
    sc.services[1]!.name = 'Bad_2';
    const r = validateScenario(sc);
    expect(r.ok).toBe(false);
    const errors = r.ok ? [] : r.errors;
    expect(errors.filter((e) => e.message.includes('duplicate'))).toEqual([]);
    expect(errors.filter((e) => e.path.endsWith('.name'))).toHaveLength(2);
  });
});
