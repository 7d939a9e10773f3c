import { beforeEach, describe, expect, it } from 'vitest';
import type { L3n4Addr } from '../../model/l3n4Addr';
import { pmEntries, pmGet, type AnyMap } from '../../model/pmap';
import type { ServiceName } from '../../model/serviceName';
import type { Trace } from '../../model/trace';
import { getPreset, PRESETS } from '../presets';
import { runScenario } from '../run';
import type { ScenarioV1 } from '../types';
import { analyzeTrace, countChanged, roleAt, type CountDelta, type TraceAnalysis } from './analysis';

const INTRANET = 'default/kubernetes-intranet' as ServiceName;
const run = (id: string, v: 'buggy' | 'fixed') => runScenario(getPreset(id)!.scenario, v);

/** Backend counts per address, read from whole tables (not from the step's change list, as analyzeTrace does). */
function counts<V>(m: AnyMap<V> | undefined, n: (v: V) => number): Map<string, number> {
  return new Map(m ? [...pmEntries(m)].map(([k, v]) => [k, n(v)]) : []);
}
function differing(before: Map<string, number>, after: Map<string, number>) {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys]
    .filter((k) => before.get(k) !== after.get(k))
    .map((k) => ({ address: k, before: before.get(k) ?? null, after: after.get(k) ?? null }))
    .sort((x, y) => x.address.localeCompare(y.address));
}
const strip = (ds: readonly CountDelta[]) =>
  ds
    .map(({ address, before, after }) => ({ address, before, after }))
    .sort((x, y) => x.address.localeCompare(y.address));

/** The minimal reproduction, then its victim deleted and created again: entries that go away and come back. */
const minimal = getPreset('minimal-repro')!.scenario;
const deletedAndRecreated: ScenarioV1 = {
  ...minimal,
  events: [
    ...minimal.events,
    { at: 22_000, type: 'deleteService', namespace: 'default', name: 'test-extended' },
    { at: 24_000, type: 'createService', service: minimal.services[1]! },
  ],
  durationMs: 30_000,
};
const RUNS: [string, ScenarioV1][] = [
  ...PRESETS.map((p): [string, ScenarioV1] => [p.id, p.scenario]),
  ['minimal-repro, victim deleted and recreated', deletedAndRecreated],
];

describe('analyzeTrace: what a whole run did', () => {
  let buggy: Trace;
  let fixed: Trace;
  beforeEach(() => {
    buggy = run('tke-incident', 'buggy');
    fixed = run('tke-incident', 'fixed');
  });

  it('buggy: the intranet Service is the one victim, lost at the release that took its instance', () => {
    const a = analyzeTrace(buggy);
    const at = buggy.steps.findIndex((s) => s.releases.some((r) => r.collateral.length));
    expect([...a.victims]).toEqual([INTRANET]);
    expect([...a.lostAt]).toEqual([[INTRANET, at]]);
    expect(buggy.steps[at]!.kind).toBe('bufferFlush');
    expect(a.spared.size).toBe(0);
    expect(a.sparedAt.size).toBe(0);
  });

  it('fixed: the same release spares it instead', () => {
    const a = analyzeTrace(fixed);
    const at = fixed.steps.findIndex((s) => s.releases.some((r) => r.spared.length));
    expect(a.victims.size).toBe(0);
    expect(a.lostAt.size).toBe(0);
    expect([...a.spared]).toEqual([INTRANET]);
    expect([...a.sparedAt]).toEqual([[INTRANET, at]]);
  });

  it('a Service lost twice keeps the step it was first lost at', () => {
    const trace = run('tke-incident-relist', 'buggy');
    const losses = trace.steps.filter((s) => s.releases.some((r) => r.collateral.includes(INTRANET)));
    expect(losses).toHaveLength(2);
    const a = analyzeTrace(trace);
    expect(a.lostAt.get(INTRANET)).toBe(losses[0]!.index);
  });

  it.each(['buggy', 'fixed'] as const)(
    '%s: per step, exactly the frontends and BPF entries whose backend count changed, with both counts',
    (v) => {
      for (const [id, scenario] of RUNS) {
        const trace = runScenario(scenario, v);
        const a = analyzeTrace(trace);
        trace.steps.forEach((s, i) => {
          const prev = trace.steps[i - 1]?.state;
          const fe = differing(
            counts(prev?.agent.tables.frontends, (f) => f.backends.length),
            counts(s.state.agent.tables.frontends, (f) => f.backends.length),
          );
          // A restarted agent starts with empty tables in memory: that is not a frontend losing backends (its
          // BPF entries stay), and its relist is a first sync again.
          if (s.kind === 'agentStart') expect(a.frontendDeltas[i]).toEqual([]);
          else expect(strip(a.frontendDeltas[i]!), `${id} ${v} step ${i} frontends`).toEqual(fe);
          const bpf = differing(
            counts(prev?.bpf.services, (e) => e.backends.length),
            counts(s.state.bpf.services, (e) => e.backends.length),
          );
          expect(strip(a.bpfDeltas[i]!), `${id} ${v} step ${i} bpf`).toEqual(bpf);
          // A BPF entry is deleted after its frontend, and a NodePort's node-address entry has no frontend of
          // its own: the entry itself names its Service then.
          const owner = (address: string) =>
            pmGet(s.state.agent.tables.frontends, address)?.serviceName ??
            pmGet(prev!.agent.tables.frontends, address)?.serviceName ??
            pmGet(s.state.bpf.services, address)?.service ??
            pmGet(prev!.bpf.services, address)!.service;
          for (const d of [...a.frontendDeltas[i]!, ...a.bpfDeltas[i]!])
            expect(d.service, `${id} ${v} step ${i} ${d.address}`).toBe(owner(d.address));
        });
      }
    },
  );

  it('a deleted entry that had backends is a loss; one that had none is not; a new one is no regain', () => {
    const at = (trace: Trace, kind: string, after: number) =>
      trace.steps.find((s) => s.kind === kind && s.at >= after)!.index;
    // With the fixed key the victim keeps its backend until its Service is deleted.
    const fixedRun = runScenario(deletedAndRecreated, 'fixed');
    const fa = analyzeTrace(fixedRun);
    const gone = at(fixedRun, 'bpfReconcile', 22_000);
    expect(fa.bpfDeltas[gone]).toContainEqual({
      address: '192.168.92.25:80/TCP',
      service: 'default/test-extended',
      before: 1,
      after: null,
    });
    expect(countChanged(fa, gone)).toEqual({ lost: true, regained: false });
    // With the buggy key it already had none: its deletion loses nothing.
    const buggyRun = runScenario(deletedAndRecreated, 'buggy');
    const ba = analyzeTrace(buggyRun);
    const bgone = at(buggyRun, 'bpfReconcile', 22_000);
    expect(ba.bpfDeltas[bgone]).toContainEqual({
      address: '192.168.92.25:80/TCP',
      service: 'default/test-extended',
      before: 0,
      after: null,
    });
    expect(countChanged(ba, bgone)).toEqual({ lost: false, regained: false });
    // Created again: a start, not a regain.
    const back = at(fixedRun, 'bpfReconcile', 24_000);
    expect(fa.bpfDeltas[back]).toContainEqual({
      address: '192.168.92.25:80/TCP',
      service: 'default/test-extended',
      before: null,
      after: 1,
    });
    expect(countChanged(fa, back).regained).toBe(false);
  });

  it('buggy: the intranet frontends and BPF entries go from one backend to none when it is re-reconciled', () => {
    const a = analyzeTrace(buggy);
    const drops = (ds: readonly CountDelta[][]) =>
      ds.flatMap((d, i) =>
        d.filter((x) => x.service === INTRANET && x.before === 1 && x.after === 0).map(() => i),
      );
    const fe = [...new Set(drops(a.frontendDeltas))];
    const bpf = [...new Set(drops(a.bpfDeltas))];
    expect(fe).toHaveLength(1);
    expect(bpf).toEqual([fe[0]! + 1]);
    expect(buggy.steps[bpf[0]!]!.kind).toBe('bpfReconcile');
    expect(drops(a.frontendDeltas)).toHaveLength(3);
    expect(drops(analyzeTrace(fixed).frontendDeltas)).toEqual([]);
  });

  it('is computed once per trace', () => {
    expect(analyzeTrace(buggy)).toBe(analyzeTrace(buggy));
    expect(analyzeTrace(fixed)).not.toBe(analyzeTrace(buggy));
  });
});

describe('countChanged and roleAt', () => {
  const d = (before: number | null, after: number | null): CountDelta => ({
    address: '10.0.0.1:443/TCP' as L3n4Addr,
    service: INTRANET,
    before,
    after,
  });
  const analysis = (fe: CountDelta[], bpf: CountDelta[] = []): TraceAnalysis => ({
    victims: new Set(),
    spared: new Set(),
    lostAt: new Map(),
    sparedAt: new Map(),
    lostSpans: new Map(),
    frontendDeltas: [fe],
    bpfDeltas: [bpf],
  });

  it('a first sync (nothing → something) is neither a loss nor a regain', () => {
    expect(countChanged(analysis([d(null, 1)]), 0)).toEqual({ lost: false, regained: false });
  });
  it('fewer backends, or a row gone, is a loss; more is a regain; in either table', () => {
    expect(countChanged(analysis([d(2, 1)]), 0)).toEqual({ lost: true, regained: false });
    expect(countChanged(analysis([], [d(1, null)]), 0)).toEqual({ lost: true, regained: false });
    expect(countChanged(analysis([], [d(0, 1)]), 0)).toEqual({ lost: false, regained: true });
    expect(countChanged(analysis([d(1, 2)], [d(1, 0)]), 0)).toEqual({ lost: true, regained: true });
    expect(countChanged(analysis([d(0, null)]), 0)).toEqual({ lost: false, regained: false });
  });
  it('a step with no deltas, or past the end, changed nothing', () => {
    expect(countChanged(analysis([]), 0)).toEqual({ lost: false, regained: false });
    expect(countChanged(analysis([d(2, 1)]), 5)).toEqual({ lost: false, regained: false });
  });

  it('a Service is a victim only after the step it lost its instance at, and that wins over being spared', () => {
    const a = analysis([]);
    (a.lostAt as Map<ServiceName, number>).set(INTRANET, 10);
    (a.lostSpans as Map<ServiceName, [number, number][]>).set(INTRANET, [[10, 20]]);
    (a.sparedAt as Map<ServiceName, number>).set(INTRANET, 5);
    expect(roleAt(a, INTRANET, 5)).toBe('other');
    expect(roleAt(a, INTRANET, 6)).toBe('spared');
    expect(roleAt(a, INTRANET, 10)).toBe('spared');
    expect(roleAt(a, INTRANET, 11)).toBe('victim');
    expect(roleAt(a, 'default/other' as ServiceName, 99)).toBe('other');
    // Its slices processed again at 20 (a relist): its instance is back, it is no longer a victim.
    expect(roleAt(a, INTRANET, 20)).toBe('spared');
  });

  it('a victim healed by a relist is a victim only until its slices are processed again', () => {
    const run = (id: string) => runScenario(getPreset(id)!.scenario, 'buggy');
    // The workaround: the upgraded agent lists everything again at 95 s and the intranet instance comes back.
    const t = run('workaround');
    const spans = analyzeTrace(t).lostSpans.get(INTRANET)!;
    expect(spans).toHaveLength(1);
    const [from, to] = spans[0]!;
    expect(t.steps[from]!.releases.some((r) => r.collateral.includes(INTRANET))).toBe(true);
    expect(t.steps[to]).toMatchObject({ kind: 'bufferFlush' });
    expect(to).toBeLessThan(t.steps.length);
    expect(roleAt(analyzeTrace(t), INTRANET, to + 1)).toBe('other');
    // The incident: the agent never lists again, the instance never comes back.
    const i = run('tke-incident');
    expect(analyzeTrace(i).lostSpans.get(INTRANET)).toEqual([[expect.any(Number), i.steps.length]]);
  });
});
