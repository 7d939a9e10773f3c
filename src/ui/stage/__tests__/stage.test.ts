import { describe, expect, it } from 'vitest';
import type { KeyVariant } from '../../../model/backendInstanceKey';
import { getPreset } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { findChapters } from '../../../scenario/story/chapters';
import { rowAddress, stageDemand } from '../stageDemand';
import { columns, LINE_INSET, stageLayout, type Box, type StageGeometry } from '../stageLayout';
import { stageModel, stageModels } from '../stageModel';
import { wantsStageFilter } from '../StageFilter';
import { STAGE_PAGE_LIMITS, STAGE_UNITS } from '../../layout';
import { incidentWithServices } from '../../../testing/bigIncident';

const ALL = { services: Infinity, slices: Infinity, backends: Infinity, table: Infinity };
const words = {
  lease: 'lease',
  serviceController: 'service-controller',
  cloudLb: 'cloud LB',
  rowDeleted: 'row deleted',
  prefixMatch: 'prefix match',
  kept: 'kept',
  ghost: 'released at {at} s by prefix match',
};
const where = { node: '10.15.0.4', lease: '/masterleases/169.254.128.7' };

function at(id: string, v: KeyVariant, chapter: string) {
  const trace = runScenario(getPreset(id)!.scenario, v);
  const step = findChapters(trace).find((c) => c.id === chapter)!.step;
  return { trace, step };
}

function boxes(g: StageGeometry): Box[] {
  return [
    ...g.cp.chips,
    ...g.services.cards,
    ...g.slices.cards,
    g.agent,
    ...g.backends.cards.map((c) => c.box),
    ...g.table.rows,
    g.client,
    // The "empty" lines of lists with no rows.
    ...[g.backends.empty, g.table.empty].filter((b) => b.h > 0),
  ];
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;

describe('stage layout', () => {
  const { trace, step } = at('tke-incident', 'buggy', 'prefixRelease');
  const demand = stageDemand(stageModel(trace, step, where, ALL), words);

  it.each([
    [1024, 600],
    [1280, 560],
    [1920, 880],
  ])(
    'presentation at %i×%i: text ≥ 18 px, status marks ≥ 24 px, everything inside the box, nothing overlapping',
    (w, h) => {
      const g = stageLayout(demand, { mode: 'present', width: w, height: h });
      expect(g.font).toBeGreaterThanOrEqual(18);
      expect(g.mark).toBeGreaterThanOrEqual(24);
      const all = boxes(g);
      for (const b of all) {
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.w).toBeLessThanOrEqual(w + 0.5);
      }
      expect(g.height).toBeLessThanOrEqual(h + 1);
      for (let i = 0; i < all.length; i++)
        for (let j = i + 1; j < all.length; j++) expect(overlap(all[i]!, all[j]!), `${i}/${j}`).toBe(false);
    },
  );

  it('an agent that has nothing yet: each empty list keeps its "empty" line clear of what follows', () => {
    const first = stageDemand(stageModel(trace, 0, where, ALL), words);
    expect(first.backends).toHaveLength(0);
    expect(first.tableRows).toBe(0);
    for (const fit of [
      { mode: 'present', width: 1280, height: 560 },
      { mode: 'present', width: 1024, height: 600 },
      { mode: 'page', width: 340 },
      { mode: 'page', width: 820 },
    ] as const) {
      const g = stageLayout(first, fit);
      expect(g.backends.empty.h).toBeGreaterThan(0);
      expect(g.table.empty.h).toBeGreaterThan(0);
      // Below its list's title (and the table's column header), inside the node.
      expect(g.backends.empty.y).toBeGreaterThanOrEqual(g.backends.title.y + g.backends.title.h - 0.5);
      expect(g.table.empty.y).toBeGreaterThanOrEqual(g.table.header.y + g.table.header.h - 0.5);
      expect(g.table.empty.y + g.table.empty.h).toBeLessThanOrEqual(g.node.y + g.node.h);
      const all = boxes(g);
      for (let i = 0; i < all.length; i++)
        for (let j = i + 1; j < all.length; j++)
          expect(overlap(all[i]!, all[j]!), `${fit.mode} ${fit.width}: ${i}/${j}`).toBe(false);
    }
    // With rows, the lines take no room.
    const g = stageLayout(demand, { mode: 'page', width: 820 });
    expect([g.backends.empty.h, g.table.empty.h]).toEqual([0, 0]);
  });

  it('a pending frontend’s "… " before its count never runs into the address beside it', () => {
    let checked = 0;
    for (const id of ['minimal-repro', 'tke-incident']) {
      const run = runScenario(getPreset(id)!.scenario, 'buggy');
      for (let i = 0; i < run.steps.length; i++) {
        const m = stageModel(run, i, where, ALL);
        const pending = m.table.shown.filter((r) => r.status === 'Pending');
        if (!pending.length) continue;
        for (const fit of [
          { mode: 'page', width: 820 } as const,
          { mode: 'present', width: 1280, height: 560 } as const,
        ]) {
          const g = stageLayout(stageDemand(m, words), fit);
          const em = STAGE_UNITS.mono;
          for (const r of pending) {
            const addrEnd = LINE_INSET * g.font + columns(rowAddress(r)) * em * g.font;
            // The count cell's text ends at the cell's right edge: "… ✗ 0" (or "… ✓ n") at the marks' size.
            const cellText = columns(
              `… ${r.frontend === null ? '—' : r.frontend > 0 ? `✓ ${r.frontend}` : '✗ 0'}`,
            );
            const markStart = g.table.addrW + g.table.cellW - cellText * em * g.mark;
            expect(addrEnd, `${id} step ${i} ${r.address} (${fit.mode})`).toBeLessThanOrEqual(markStart);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('text grows with the screen in presentation', () => {
    const small = stageLayout(demand, { mode: 'present', width: 1024, height: 600 });
    const large = stageLayout(demand, { mode: 'present', width: 1920, height: 880 });
    expect(large.font).toBeGreaterThan(small.font * 1.2);
  });

  it('on the page, text stays between 11 and 15 px from a phone to a wide screen', () => {
    for (const w of [340, 650, 820, 1250]) {
      const g = stageLayout(demand, { mode: 'page', width: w });
      expect(g.font).toBeGreaterThanOrEqual(11);
      expect(g.font).toBeLessThanOrEqual(15);
    }
  });
});

describe('stage model', () => {
  it('keeps the rows that matter when rows are folded: the victim’s ClusterIP is never behind "+N"', () => {
    const { trace, step } = at('tke-incident', 'buggy', 'bpfEmptied');
    const m = stageModel(trace, step, where, { services: 2, slices: 2, backends: 1, table: 3 });
    const shown = m.table.shown.map((r) => r.address);
    expect(shown).toContain('192.168.60.179:443/TCP');
    expect(m.table.shown.every((r) => r.service === 'default/kubernetes-intranet')).toBe(true);
    expect(m.table.hidden).toBe(4);
    expect(m.services.shown.map((s) => s.key)).toEqual(['default/kubernetes', 'default/kubernetes-intranet']);
  });

  it('a NodePort’s entry at the node address is folded into its surrogate’s row ("+1"), not a row of its own', () => {
    const { trace, step } = at('tke-incident', 'buggy', 'bpfEmptied');
    const rows = stageModel(trace, step, where, ALL).table.shown;
    const surrogate = rows.find((r) => r.address === '0.0.0.0:30965/TCP')!;
    expect(surrogate.atNode).toEqual(['10.15.0.4:30965/TCP']);
    expect(surrogate.bpf).toBe(0);
    expect(rowAddress(surrogate)).toBe('0.0.0.0:30965 +1');
    expect(rows.some((r) => r.address === '10.15.0.4:30965/TCP')).toBe(false);
    expect(trace.steps[step]!.state.bpf.services.size).toBe(9);
  });

  it('at the release, the deleted backend row still shows both instances, the victim marked as a prefix match', () => {
    const { trace, step } = at('tke-incident', 'buggy', 'prefixRelease');
    const m = stageModel(trace, step, where, ALL);
    const card = m.backends.shown.find((b) => b.address === '169.254.128.7:60002/TCP')!;
    expect(card.rowDeleted).toBe(true);
    expect(card.chips).toEqual([
      { service: 'default/kubernetes', state: 'removed', prefixBytes: 0 },
      { service: 'default/kubernetes-intranet', state: 'collateral', prefixBytes: 18 },
    ]);
    // The victim's frontends still show their frozen backend, and so do their BPF entries.
    const victim = m.table.shown.filter((r) => r.service === 'default/kubernetes-intranet');
    expect(victim.map((r) => [r.frontend, r.bpf])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it('with the fixed key the intranet instance is marked as kept', () => {
    const { trace, step } = at('tke-incident', 'fixed', 'exactRelease');
    const card = stageModel(trace, step, where, ALL).backends.shown.find((b) => b.released)!;
    expect(card.chips.find((c) => c.service === 'default/kubernetes-intranet')?.state).toBe('spared');
  });

  it('after the agent restarts, BPF entries survive while its tables are empty', () => {
    const trace = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
    const step = trace.steps.find((s) => s.kind === 'agentStart' && s.restarts === 1)!.index;
    const rows = stageModel(trace, step, where, ALL).table.shown;
    expect(rows.every((r) => r.frontend === null && r.bpf !== null)).toBe(true);
  });
  describe('at scale (the incident with 300 more Services, the page limits)', () => {
    const big = () => {
      const scenario = incidentWithServices(300);
      return { scenario, trace: runScenario(scenario, 'buggy') };
    };
    const VICTIM = 'default/kubernetes-intranet';

    it('every row of the victim shows at its count-0 moment, though the reconciler touched every entry', () => {
      const { trace } = big();
      const step = findChapters(trace).find((c) => c.id === 'bpfEmptied')!.step;
      const m = stageModel(trace, step, where, STAGE_PAGE_LIMITS);
      const victimRows = m.table.shown.filter((r) => r.service === VICTIM);
      expect(victimRows.map((r) => r.bpf)).toEqual([0, 0, 0]);
      expect(m.table.hidden).toBeGreaterThan(290);
    });

    it('while the first sync writes every BPF entry at once, the story’s rows still come first', () => {
      const { trace } = big();
      const step = findChapters(trace).find((c) => c.id === 'steady')!.step;
      const all = stageModel(trace, step, where, ALL);
      expect(all.table.shown.filter((r) => r.hot).length).toBeGreaterThan(300);
      const m = stageModel(trace, step, where, STAGE_PAGE_LIMITS);
      expect(m.table.shown.filter((r) => r.service === VICTIM)).toHaveLength(3);
      expect(m.table.shown.filter((r) => r.service === 'default/kubernetes')).toHaveLength(3);
    });

    it('the client’s connect lands on the row it connects to (that row is shown)', () => {
      const { trace } = big();
      const step = trace.steps.find((s) => s.kind === 'connect' && s.connect.result !== 'ok')!;
      if (step.kind !== 'connect') throw new Error('no failed connect');
      const m = stageModel(trace, step.index, where, STAGE_PAGE_LIMITS);
      expect(m.table.shown.map((r) => r.address)).toContain(step.connect.to);
    });

    it('a filter keeps only the Services whose name contains it, with their slices, backends and rows', () => {
      const { trace } = big();
      const step = findChapters(trace).find((c) => c.id === 'prefixRelease')!.step;
      const m = stageModel(trace, step, where, ALL, 'APP-29');
      // app-29 and app-290…299: case-insensitive, anywhere in namespace/name.
      expect(m.services.shown.map((s) => s.key)).toEqual([
        'apps/app-29',
        ...Array.from({ length: 10 }, (_, i) => `apps/app-29${i}`),
      ]);
      expect(m.slices.shown.every((s) => /^apps\/app-29/.test(s.owner))).toBe(true);
      expect(m.table.shown).toHaveLength(11);
      expect(m.backends.shown).toHaveLength(11);
      expect(m.services.hidden).toBe(0);
      // Folded rows are counted among those that match.
      const few = stageModel(trace, step, where, { services: 3, slices: 3, backends: 3, table: 3 }, 'app-29');
      expect(few.services.hidden).toBe(8);
      expect(stageModel(trace, step, where, ALL, 'no-such-service').table.shown).toEqual([]);
    });

    it('the filter box is offered only when the page would fold Services away', () => {
      expect(wantsStageFilter(big().scenario)).toBe(true);
      expect(wantsStageFilter(getPreset('tke-incident')!.scenario)).toBe(false);
    });
  });
});

describe('stageModels', () => {
  // Lays out a large cluster several times: ~1.2 s alone, several times that on a busy machine.
  it(
    'asked for several limits in turn, gives each time what a fresh stageModel gives (filtered or not, a large run)',
    { timeout: 30_000 },
    () => {
      const trace = runScenario(incidentWithServices(300), 'buggy');
      const limits = [ALL, STAGE_PAGE_LIMITS, { services: 3, slices: 0, backends: 5, table: 2 }];
      for (let i = 0; i < trace.steps.length; i += 7) {
        for (const filter of ['', 'intranet', 'app-1']) {
          const models = stageModels(trace, i, where, filter);
          for (const l of [...limits, ...limits])
            expect(models(l)).toStrictEqual(stageModel(trace, i, where, l, filter));
        }
      }
    },
  );
});
