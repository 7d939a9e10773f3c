import { beforeEach, describe, expect, it } from 'vitest';
import type { KeyVariant } from '../../model/backendInstanceKey';
import type { Step, Trace } from '../../model/trace';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import { toSimInput } from '../toSimInput';
import { findChapters } from './chapters';
import { narrate, type StoryInput } from './narrate';
import type { Narrative } from './narrative';

const INTRANET = 'default/kubernetes-intranet';
const VIP = '10.15.1.8:443/TCP';

function setup(id: string, v: KeyVariant) {
  const scenario = getPreset(id)!.scenario;
  const trace = runScenario(scenario, v);
  const story: StoryInput = { agentApiserver: toSimInput(scenario).agent.apiserverAddress };
  return { trace, story };
}
type Of<K extends Narrative['kind']> = Extract<Narrative, { kind: K }>;
function at<K extends Narrative['kind']>(
  trace: Trace,
  story: StoryInput,
  kind: K,
  pick: (s: Step, n: Of<K>) => boolean = () => true,
): Of<K> {
  for (const s of trace.steps) {
    const n = narrate(trace, s.index, story);
    if (n.kind === kind && pick(s, n as Of<K>)) return n as Of<K>;
  }
  throw new Error(`no ${kind} step`);
}

describe('narrate: the facts of the incident’s key steps (buggy key)', () => {
  let trace: Trace;
  let story: StoryInput;
  beforeEach(() => ({ trace, story } = setup('tke-incident', 'buggy')));

  it('the prefix-matched release: what it released, removed and took, and the victim’s frozen snapshot', () => {
    const n = at(trace, story, 'bufferFlush', (_, x) => x.releases.some((r) => r.collateral.length > 0));
    expect(n.inferred).toEqual(['sourcePriority']);
    expect(n.firstSync).toBe(false);
    expect(n.releases).toHaveLength(1);
    const r = n.releases[0]!;
    expect(r).toMatchObject({
      released: 'default/kubernetes',
      removed: ['default/kubernetes', INTRANET],
      collateral: [INTRANET],
      spared: [],
      shortcut: false,
    });
    // The victim's three frontends still show the one backend they were refreshed with.
    expect(r.frozen).toEqual([
      { service: INTRANET, addresses: expect.arrayContaining([VIP]) as unknown, backends: 1 },
    ]);
    expect(r.frozen[0]!.addresses).toHaveLength(3);
    // The released Service's own frontends lose their backend; the victim is not lost yet, only its instance.
    expect(n.lost.map((g) => [g.service, g.before, g.after, g.addresses.length, g.victim])).toEqual([
      ['default/kubernetes', 1, 0, 3, false],
    ]);
    expect(n.regained).toEqual([]);
    expect(n.stillLost).toEqual([INTRANET]);
  });

  it('the victim’s refresh: its frontends go to zero backends while its slice still lists the endpoint', () => {
    const n = at(trace, story, 'bufferFlush', (_, x) => x.lost.some((g) => g.service === INTRANET));
    expect(n.lost).toEqual([
      {
        service: INTRANET,
        addresses: expect.any(Array) as unknown,
        before: 1,
        after: 0,
        victim: true,
        sliceEndpoints: ['169.254.128.7'],
      },
    ]);
    expect(n.lost[0]!.addresses).toHaveLength(3);
    expect(n.services.length + n.endpointsOf.length).toBe(n.keys);
    expect(n.inferred).toEqual([]);
  });

  it('the BPF reconcile after it: the victim’s entries lose their slot, none is deleted', () => {
    const n = at(trace, story, 'bpfReconcile', (_, x) => x.lost.some((g) => g.service === INTRANET));
    // ClusterIP, LB VIP, the NodePort surrogate and the NodePort at the node's address.
    expect(n.lost.map((g) => [g.service, g.before, g.after, g.addresses.length, g.victim])).toEqual([
      [INTRANET, 1, 0, 4, true],
    ]);
    expect(n.created).toBe(0);
    expect(n.deleted).toEqual([]);
  });

  it('the first BPF reconcile creates every entry; nothing counts as lost or regained', () => {
    const n = at(trace, story, 'bpfReconcile');
    // 7 frontends, and the two NodePorts once more at the node's address.
    expect(n.created).toBe(9);
    expect(n.lost).toEqual([]);
    expect(n.regained).toEqual([]);
  });

  it('a client connect to the victim: refused on the node (EPERM on this kernel) by its LoadBalancer entry', () => {
    const first = at(trace, story, 'connect');
    expect(first.inferred).toEqual([]);
    expect(first.c).toMatchObject({ victim: false, staleButWorking: false, isAgentApiserver: true });
    const n = at(trace, story, 'connect', (_, x) => x.c.connect.result === 'EPERM');
    expect(n.inferred).toEqual(['errnoByKernel']);
    expect(n.c).toMatchObject({
      victim: true,
      staleButWorking: false,
      isAgentApiserver: true,
      frontendType: 'LoadBalancer',
    });
    expect(n.c.connect.cause).toBe('noBackends');
  });

  it('the restarted agent keeps the BPF entries and finds its apiserver address blocked; its crash loop is circular', () => {
    const start = at(trace, story, 'agentStart', (s) => s.index > 60);
    expect(start).toMatchObject({
      pod: 'cilium-wm2wq',
      replaces: 'cilium-kddvm',
      restarts: 0,
      cause: 'helmUpgrade',
      blockedApi: VIP,
    });
    expect(start.keptEntries).toBe(
      trace.steps.find((s) => s.kind === 'agentStart' && s.index > 60)!.state.bpf.services.size,
    );
    const loop = at(trace, story, 'agentCrashLoop');
    expect(loop).toMatchObject({ circular: true, inferred: ['errnoByKernel'] });
    expect(loop.backoffMs).toBeGreaterThan(0);
  });

  it('the first agent start has no blocked address', () => {
    expect(at(trace, story, 'agentStart').blockedApi).toBeNull();
  });

  it('a Service update is the trigger once: at the victim’s first refresh, never while the agent is deaf', () => {
    const patches = trace.steps
      .map((s) => ({ s, n: narrate(trace, s.index, story) }))
      .filter((x): x is { s: Step; n: Of<'annotationPatch'> } => x.n.kind === 'annotationPatch');
    for (const { s, n } of patches) expect(n.agentWatching).toBe(s.state.agent.watch.connected);
    const triggers = patches.filter(
      ({ n }) => n.agentWatching && n.role === 'victim' && n.emptiedAtMs === null,
    );
    expect(triggers.map(({ s }) => s.index)).toEqual([
      findChapters(trace).find((c) => c.id === 'victimRefreshed')!.step,
    ]);
    // The incident's later patches of the intranet Service come while the agent cannot reach the apiserver.
    const later = patches.filter(({ s, n }) => n.service === INTRANET && s.index > triggers[0]!.s.index);
    expect(later.length).toBeGreaterThan(0);
    for (const { n } of later) expect(n.agentWatching).toBe(false);
    const reconnects = trace.steps
      .map((s) => narrate(trace, s.index, story))
      .filter((n): n is Of<'scReconnected'> => n.kind === 'scReconnected');
    expect(reconnects.map((n) => n.agentWatching)).toContain(false);
  });

  it('a victim updated again while the agent hears it: its frontends are already empty, not the trigger', () => {
    const { trace: t, story: st } = setup('workaround', 'buggy');
    const again = at(t, st, 'annotationPatch', (_s, n) => n.role === 'victim' && n.emptiedAtMs !== null);
    expect(again.agentWatching).toBe(true);
    expect(again.emptiedAtMs).toBeGreaterThan(again.lostAtMs!);
  });

  it('narration is computed once per step of a trace', () => {
    expect(narrate(trace, 5, story)).toBe(narrate(trace, 5, story));
    expect(narrate(trace, 5, story)).not.toBe(narrate(trace, 6, story));
  });
});

describe('narrate: the fixed key and other presets', () => {
  it('fixed: the release spares the intranet instance and nothing is lost later', () => {
    const { trace, story } = setup('tke-incident', 'fixed');
    const n = at(trace, story, 'bufferFlush', (_, x) => x.releases.length > 0);
    expect(n.releases[0]).toMatchObject({
      removed: ['default/kubernetes'],
      collateral: [],
      spared: [INTRANET],
      frozen: [],
    });
    expect(n.stillLost).toEqual([]);
    const c = at(
      trace,
      story,
      'connect',
      (s) => s.kind === 'connect' && s.connect.to === VIP && s.at > 60_000,
    );
    expect(c.c).toMatchObject({ victim: false, staleButWorking: false });
  });

  it('a slice restore says how long the slice was empty and whether the agent processed the empty state alone', () => {
    const { trace, story } = setup('tke-incident', 'buggy');
    const restores = trace.steps
      .filter((s) => s.kind === 'sliceRestored')
      .map((s) => narrate(trace, s.index, story));
    // 1: restored within one flush window, harmless. 2: the agent flushed the empty slice on its own: the
    // prefix-matched release. 3: its watch had dropped; it flushed the empty slice alone, with nothing left to take.
    expect(
      restores.map(
        (r) => r.kind === 'sliceRestored' && [r.emptyForMs, r.processedAlone, r.damage, r.watchDropped],
      ),
    ).toEqual([
      [313, false, false, false],
      [588, true, true, false],
      [3255, true, false, true],
    ]);
  });

  it('with several nodes, a restore says how each node’s agent met it, with its ticker phase', () => {
    const { trace, story } = setup('tke-incident-nodes', 'buggy');
    const s = trace.steps.find((x) => {
      const n = narrate(trace, x.index, story);
      return n.kind === 'sliceRestored' && n.damage;
    })!;
    const n = narrate(trace, s.index, story) as Of<'sliceRestored'>;
    expect(n.nodes!.map((x) => x.node)).toEqual(trace.nodes.map((x) => x.name));
    expect(n.nodes!.map((x) => x.tickerPhaseMs)).toEqual(trace.nodes.map((x) => x.tickerPhaseMs));
    expect(n.nodes![0]).toMatchObject({
      processedAlone: n.processedAlone,
      damage: n.damage,
      watchDropped: n.watchDropped,
    });
    expect(n.nodes!.some((x) => !x.damage)).toBe(true);
  });

  it('a relisting reconnect is marked as such; resuming leaves the victim lost', () => {
    const relist = setup('tke-incident-relist', 'buggy');
    const re = at(relist.trace, relist.story, 'agentReconnected');
    expect(re).toMatchObject({ relist: true, inferred: ['relistAfterGone'] });
    const plain = setup('tke-incident-nodes', 'buggy');
    const resumed = at(plain.trace, plain.story, 'agentReconnected');
    expect(resumed).toMatchObject({ relist: false, inferred: ['resumeNotRelist'] });
    expect(resumed.stillLost).toEqual([INTRANET]);
  });
});

/** One line per step: its index, kind and facts, as JSON (the whole Narrative). */
function pin(id: string, v: KeyVariant): string {
  const { trace, story } = setup(id, v);
  return (
    trace.steps.map((s) => `#${s.index} ${JSON.stringify(narrate(trace, s.index, story))}`).join('\n') + '\n'
  );
}

describe('narrate: every step of a run (golden files)', () => {
  it.each([
    ['tke-incident', 'buggy'],
    ['tke-incident', 'fixed'],
    ['tke-incident-relist', 'buggy'],
    ['tke-incident-nodes', 'buggy'],
    ['workaround', 'fixed'],
    ['first-hypothesis', 'buggy'],
    ['minimal-repro', 'buggy'],
  ] as const)('%s (%s)', async (id, v) => {
    await expect(pin(id, v)).toMatchFileSnapshot(`__golden__/narrative.${id}.${v}.jsonl`);
  });
});

describe('narrate: a newer kernel, and kubectl deleting and recreating the victim', () => {
  const sc = getPreset('minimal-repro')!.scenario;
  const extended = sc.services.find((s) => s.name === 'test-extended')!;
  const scenario = {
    ...sc,
    node: { ...sc.node, kernel: '6.1.0' },
    events: [
      ...sc.events,
      { at: 22_000, type: 'deleteService' as const, namespace: 'default', name: 'test-extended' },
      { at: 24_000, type: 'createService' as const, service: extended },
    ],
    durationMs: 30_000,
  };
  let trace: Trace;
  let story: StoryInput;
  beforeEach(() => {
    trace = runScenario(scenario, 'buggy');
    story = { agentApiserver: toSimInput(scenario).agent.apiserverAddress };
  });

  it('on a kernel ≥ 5.18 the refused connect is EHOSTUNREACH, and the narration says the kernel decides', () => {
    const failed = at(trace, story, 'connect', (s) => s.kind === 'connect' && s.connect.result !== 'ok');
    expect(failed.c.connect.result).toBe('EHOSTUNREACH');
    expect(failed.inferred).toEqual(['errnoByKernel']);
    expect(failed.c).toMatchObject({ victim: true, frontendType: 'ClusterIP' });
  });

  it('a kubectl write names the Service’s role only for a Service it creates or changes, never for a delete', () => {
    const writes = trace.steps.flatMap((s) => {
      if (s.kind !== 'kubectlWrite') return [];
      const n = narrate(trace, s.index, story) as Of<'kubectlWrite'>;
      return [`${n.write.verb} ${n.write.resource} ${n.write.name}: ${n.role}`];
    });
    expect(writes).toEqual([
      'patch EndpointSlice test: other',
      // Its instance was already taken by the prefix match when the annotation arrived.
      'annotate Service test-extended: victim',
      'delete Service test-extended: other',
      'create Service test-extended: victim',
    ]);
  });

  it('the BPF reconcile after the delete lists the deleted entry, not as a lost one', () => {
    const deleted = trace.steps.find(
      (s) =>
        s.kind === 'bpfReconcile' && (narrate(trace, s.index, story) as Of<'bpfReconcile'>).deleted.length,
    )!;
    const n = narrate(trace, deleted.index, story) as Of<'bpfReconcile'>;
    expect(n.deleted).toEqual(['192.168.92.25:80/TCP']);
    expect(n.lost).toEqual([]);
    expect(n.created).toBe(0);
  });
});
