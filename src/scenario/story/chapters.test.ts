import { beforeEach, describe, expect, it } from 'vitest';
import type { Trace } from '../../model/trace';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import { findChapters } from './chapters';
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
