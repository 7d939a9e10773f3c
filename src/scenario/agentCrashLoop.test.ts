import { beforeEach, describe, expect, it } from 'vitest';
import { emittedUpTo } from '../model/render/collect';
import { renderAgentLog } from '../model/render/logs';
import type { Trace } from '../model/trace';
import { runScenario } from './run';
import { toSimInput } from './toSimInput';
import type { ScenarioV1 } from './types';

/**
 * The agent is configured to reach its apiserver through a ClusterIP that nothing programs: from its very
 * first start every dial times out, so the pod crash-loops for as long as the scenario runs.
 */
const unreachable: ScenarioV1 = {
  version: 2,
  title: 'crash loop',
  agent: { apiserverAddress: '10.96.0.50:443/TCP' },
  services: [
    { namespace: 'default', name: 'api', type: 'ClusterIP', clusterIP: '10.96.0.50', ports: [{ port: 443 }] },
  ],
  endpointSlices: [],
  events: [],
  durationMs: 1_500_000,
};

const ofKind = (t: Trace, kind: string) => t.steps.filter((s) => s.kind === kind);

describe('an agent that cannot reach its apiserver', () => {
  // Run before each test (not while collecting): mutation testing then knows which tests cover the model.
  let t: Trace;
  let starts: Trace['steps'];
  let crashes: Trace['steps'];
  beforeEach(() => {
    t = runScenario(unreachable, 'buggy');
    starts = ofKind(t, 'agentStart');
    crashes = ofKind(t, 'agentCrashLoop');
  });

  it('retries its config every 5 s for a minute, then crash-loops with a doubling back-off capped at 5 min', () => {
    expect(crashes.length).toBeGreaterThanOrEqual(8);
    // Each start: config tries at +200 ms, then every 5 s; the pod gives up 60 s after its first try.
    crashes.forEach((c, i) => expect(c.at - starts[i]!.at).toBe(60_200));
    const backoffs = crashes.map((c) => (c.kind === 'agentCrashLoop' ? c.backoffMs : -1));
    expect(backoffs.slice(0, 8)).toEqual([10_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
    // The next start comes exactly after the back-off, counting one more restart.
    for (let i = 0; i + 1 < starts.length; i++) {
      expect(starts[i + 1]!.at - crashes[i]!.at).toBe(backoffs[i]);
      const s = starts[i + 1]!;
      expect(s.kind === 'agentStart' && s.restarts).toBe(i + 1);
    }
    expect(crashes.map((c) => (c.kind === 'agentCrashLoop' ? c.restarts : -1)).slice(0, 3)).toEqual([
      0, 1, 2,
    ]);
    expect(crashes.every((c) => c.state.agent.phase === 'crashloop' && !c.state.agent.healthy)).toBe(true);
    expect(ofKind(t, 'agentListed')).toEqual([]);
  });

  it('each failed try before the deadline is a connect step; the 13th try ends the start', () => {
    const tries = t.steps.filter((s) => s.kind === 'connect' && s.at < crashes[0]!.at);
    expect(tries.map((s) => s.at)).toEqual(Array.from({ length: 12 }, (_, i) => 200 + i * 5000));
    const dials = emittedUpTo(t, t.steps.indexOf(crashes[0]!)).connects.filter(
      (c) => c.client === 'cilium-agent',
    );
    expect(dials).toHaveLength(13);
    expect(
      dials.every(
        (c) => c.result === 'ETIMEDOUT' && c.cause === 'notRouted' && c.to === '10.96.0.50:443/TCP',
      ),
    ).toBe(true);
  });

  it('a first start has no cause and no restart; the kubelet’s restarts do not claim one either', () => {
    expect(starts[0]).toMatchObject({ at: 0, restarts: 0 });
    expect(starts.every((s) => !('cause' in s))).toBe(true);
    expect(starts[0]!.state.agent.phase).toBe('starting');
  });

  it('logs the give-up like the write-up: the error names the URL and the i/o timeout, and the hive’s duration', () => {
    const start = toSimInput(unreachable).startTime;
    const log = renderAgentLog(crashes[0]!.emitted.agentLog ?? [], start)
      .split('\n')
      .map((l) => l.replace(/^time=\S+ /, ''));
    const err =
      'Get \\"https://10.96.0.50:443/api/v1/namespaces/kube-system\\": dial tcp 10.96.0.50:443: connect: i/o timeout';
    expect(log).toHaveLength(7);
    expect(log[0]).toBe(
      'level=info msg="Establishing connection to apiserver" subsys=cilium-dbg module=k8s-client ipAddr=https://10.96.0.50:443',
    );
    expect(log[1]).toBe(
      `level=error msg="Unable to contact k8s api-server" subsys=cilium-dbg module=k8s-client ipAddr=https://10.96.0.50:443 error="${err}"`,
    );
    expect(log[2]).toContain('msg="Start hook failed"');
    expect(log[2]).toContain('function="client.(*compositeClientset).onStart (k8s-client)"');
    expect(log[3]).toBe(
      `level=error msg="Failed to start hive" subsys=cilium-dbg error="${err}" duration=1m0.2s`,
    );
    expect(log[4]).toBe('level=info msg="Stopping hive" subsys=cilium-dbg');
    expect(log[5]).toBe('level=info msg="Stopped hive" subsys=cilium-dbg duration=48.517µs');
    expect(log[6]).toBe(`Error: Build config failed: failed to start: ${err.replaceAll('\\"', '"')}`);
    const pod = crashes[0]!.state.agent.pod;
    expect(crashes[0]!.emitted.events).toEqual([
      {
        at: crashes[0]!.at,
        namespace: 'kube-system',
        type: 'Warning',
        reason: 'BackOff',
        object: `pod/${pod}`,
        source: 'kubelet',
        message: `Back-off restarting failed container config in pod ${pod}_kube-system`,
      },
    ]);
  });
});

describe('restarting a running agent', () => {
  const healthy: ScenarioV1 = {
    ...unreachable,
    agent: {},
    events: [
      { at: 3_000, type: 'restartAgent', cause: 'helmUpgrade' },
      { at: 6_000, type: 'restartAgent' },
    ],
    durationMs: 10_000,
  };
  let t: Trace;
  beforeEach(() => void (t = runScenario(healthy, 'buggy')));

  it('each rollout replaces the pod (a new name, RESTARTS 0), keeps the cause it was given, empties the tables and lists again 200 ms later', () => {
    const starts = ofKind(t, 'agentStart');
    expect(starts.map((s) => s.at)).toEqual([0, 3_000, 6_000]);
    const facts = starts.map((s) =>
      s.kind === 'agentStart' ? [s.restarts, s.cause, s.pod, s.replaces] : [],
    );
    expect(facts.map((f) => f.slice(0, 2))).toEqual([
      [0, undefined],
      [0, 'helmUpgrade'],
      [0, undefined],
    ]);
    const pods = facts.map((f) => f[2]);
    expect(new Set(pods).size).toBe(3);
    expect(facts.map((f) => f[3])).toEqual([undefined, pods[0], pods[1]]);
    for (const pod of pods) expect(pod).toMatch(/^cilium-[bcdfghjklmnpqrstvwxz2456789]{5}$/);
    expect(starts.map((s) => s.state.agent.pod)).toEqual(pods);
    expect(starts[1]!.state.agent).toMatchObject({
      phase: 'starting',
      synced: false,
      healthy: false,
      queue: [],
    });
    expect(starts[1]!.state.agent.tables.services.size).toBe(0);
    // The BPF maps survive the restart.
    expect(starts[1]!.state.bpf).toBe(t.steps[t.steps.indexOf(starts[1]!) - 1]!.state.bpf);
    expect(ofKind(t, 'agentListed').map((s) => s.at)).toEqual([200, 3_200, 6_200]);
  });
});
