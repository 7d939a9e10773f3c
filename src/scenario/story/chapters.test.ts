import { beforeEach, describe, expect, it } from 'vitest';
import type { Trace } from '../../model/trace';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import type { Step } from '../../model/trace';
import type { TraceAnalysis } from './analysis';
import { clearsSlice, connectOf, findChapters, pivotRelease, serviceUpdated } from './chapters';
import { firstDivergence } from './divergence';

const tke = getPreset('tke-incident')!.scenario;
let buggy: Trace;
beforeEach(() => {
  buggy = runScenario(tke, 'buggy');
});
let fixed: Trace;
beforeEach(() => {
  fixed = runScenario(tke, 'fixed');
});

describe('chapters', () => {
  it('the incident, buggy key: every stage of the story, in order, each after the previous', () => {
    const ch = findChapters(buggy);
    expect(ch.map((c) => c.id)).toEqual([
      'steady',
      'apiserverRestart',
      'sliceCleared',
      'prefixRelease',
      'sliceRestored',
      'victimRefreshed',
      'bpfEmptied',
      'connectFails',
      'noRecovery',
    ]);
    for (let i = 1; i < ch.length; i++) expect(ch[i]!.step).toBeGreaterThan(ch[i - 1]!.step);
    for (const c of ch) expect(buggy.steps[c.step]!.at).toBe(c.at);
    const release = buggy.steps[ch[3]!.step]!;
    expect(release.releases.some((r) => r.collateral.includes('default/kubernetes-intranet'))).toBe(true);
    const emptied = buggy.steps[ch[6]!.step]!;
    expect(emptied.kind).toBe('bpfReconcile');
    expect(emptied.changes).toContainEqual(
      expect.objectContaining({ table: 'bpf', key: '192.168.60.179:443/TCP', count: 0 }),
    );
  });

  it('fixed key: the harmless release, and none of the victim stages', () => {
    const ids = findChapters(fixed).map((c) => c.id);
    expect(ids).toContain('exactRelease');
    for (const c of ['prefixRelease', 'victimRefreshed', 'bpfEmptied', 'connectFails', 'noRecovery'])
      expect(ids).not.toContain(c);
    const release = fixed.steps[findChapters(fixed).find((c) => c.id === 'exactRelease')!.step]!;
    expect(release.releases.length).toBeGreaterThan(0);
    expect(release.releases.every((r) => r.collateral.length === 0)).toBe(true);
  });
});

describe('firstDivergence', () => {
  it('finds the step where the runs first differ in what they did: the release, same time and kind', () => {
    const d = firstDivergence(buggy, fixed)!;
    const [x, y] = [buggy.steps[d]!, fixed.steps[d]!];
    expect(x.at).toBe(y.at);
    expect(x.kind).toBe(y.kind);
    expect(x.releases.map((r) => r.removed.length)).not.toEqual(y.releases.map((r) => r.removed.length));
    for (let i = 0; i < d; i++) {
      expect(buggy.steps[i]!.kind).toBe(fixed.steps[i]!.kind);
      expect(buggy.steps[i]!.at).toBe(fixed.steps[i]!.at);
    }
  });

  it('is undefined for identical runs, and the shorter length when one run is a prefix of the other', () => {
    expect(firstDivergence(buggy, buggy)).toBeUndefined();
    const short = { ...buggy, steps: buggy.steps.slice(0, 10) };
    expect(firstDivergence(short, buggy)).toBe(10);
    expect(firstDivergence(buggy, short)).toBe(10);
  });
});

describe('what the chapters are made of, step kind by step kind', () => {
  const step = (facts: object, more: Partial<Step> = {}) =>
    ({ releases: [], ...facts, ...more }) as unknown as Step;
  const write = (w: object) =>
    step({
      kind: 'kubectlWrite',
      write: { namespace: 'default', name: 'x', resource: 'EndpointSlice', ...w },
    });

  it('a slice is cleared by the apiserver, a kubectl delete of a slice, or a patch of its endpoints only', () => {
    expect(clearsSlice(step({ kind: 'sliceCleared' }))).toBe(true);
    expect(clearsSlice(write({ verb: 'delete' }))).toBe(true);
    expect(clearsSlice(write({ verb: 'patch', patch: { endpoints: [] } }))).toBe(true);
    expect(clearsSlice(write({ verb: 'patch', patch: { endpoints: null } }))).toBe(true);
    expect(clearsSlice(write({ verb: 'patch', patch: { ports: [] } }))).toBe(false);
    expect(clearsSlice(write({ verb: 'patch' }))).toBe(false);
    expect(clearsSlice(write({ verb: 'create', patch: { endpoints: [] } }))).toBe(false);
    expect(clearsSlice(write({ verb: 'delete', resource: 'Service' }))).toBe(false);
    expect(clearsSlice(step({ kind: 'sliceRestored' }))).toBe(false);
  });

  it("a Service is updated by the service-controller's annotations or a kubectl write to it that is not a delete", () => {
    expect(serviceUpdated(step({ kind: 'annotationPatch', service: 'default/kubernetes' }))).toBe(
      'default/kubernetes',
    );
    const svc = (verb: string) => write({ verb, resource: 'Service', namespace: 'apps', name: 'web' });
    expect(serviceUpdated(svc('annotate'))).toBe('apps/web');
    expect(serviceUpdated(svc('create'))).toBe('apps/web');
    expect(serviceUpdated(svc('delete'))).toBeUndefined();
    expect(serviceUpdated(write({ verb: 'patch', patch: { endpoints: [] } }))).toBeUndefined();
    expect(serviceUpdated(step({ kind: 'sliceRestored' }))).toBeUndefined();
  });

  it('the steps that carry a connect: a client, the crash loop, a failed reconnect and the first list', () => {
    const connect = { to: '10.15.1.8:443/TCP', outcome: 'eperm' };
    for (const kind of ['connect', 'agentCrashLoop', 'watchReconnectFailed', 'agentListed'])
      expect(connectOf(step({ kind, connect })), kind).toBe(connect);
    expect(connectOf(step({ kind: 'agentStart', connect }))).toBeUndefined();
    expect(connectOf(step({ kind: 'bufferFlush', connect }))).toBeUndefined();
  });

  it('the pivot is the first release with collateral, else the first the fixed key spared, else the first release', () => {
    const release = (collateral: string[], spared: string[]) => ({ collateral, spared });
    const plain = step({ kind: 'bufferFlush' }, { releases: [release([], [])] } as never);
    const spares = step({ kind: 'bufferFlush' }, {
      releases: [release([], []), release([], ['b'])],
    } as never);
    const damages = step({ kind: 'bufferFlush' }, {
      releases: [release([], []), release(['b'], [])],
    } as never);
    const none = step({ kind: 'bufferFlush' });
    const trace = (...steps: Step[]) => ({ steps }) as unknown as Trace;
    const noVictims = { victims: new Set() } as unknown as TraceAnalysis;
    const victims = { victims: new Set(['default/b']) } as unknown as TraceAnalysis;
    expect(pivotRelease(trace(none, plain, spares, damages), victims)).toBe(damages);
    expect(pivotRelease(trace(none, plain, spares), noVictims)).toBe(spares);
    expect(pivotRelease(trace(none, plain), noVictims)).toBe(plain);
    // Victims but no release with collateral in view: no pivot rather than a wrong one.
    expect(pivotRelease(trace(none, plain), victims)).toBeUndefined();
    expect(pivotRelease(trace(none), noVictims)).toBeUndefined();
  });
});
