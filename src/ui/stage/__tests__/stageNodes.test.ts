import { describe, expect, it } from 'vitest';
import { getPreset } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { stageDemand } from '../stageDemand';
import { stageLayout } from '../stageLayout';
import { stageModel } from '../stageModel';
import { nodeCards } from '../stageNodes';

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
const scenario = getPreset('tke-incident-nodes')!.scenario;

describe('several nodes on the stage', () => {
  const buggy = runScenario(scenario, 'buggy');
  const last = buggy.steps.length - 1;

  it('marks exactly the nodes whose victim entry has count 0, with its count and ticker phase', () => {
    const cards = nodeCards(buggy, last);
    expect(cards.map((c) => [c.name, c.broken !== null, c.tickerPhaseMs, c.row?.count])).toEqual([
      ['10.15.0.4', true, 0, 0],
      ['10.15.0.5', false, 490, 1],
      ['10.15.0.6', true, 115, 0],
      ['10.15.0.7', false, 441, 1],
    ]);
    expect(cards.every((c) => c.row?.address === '10.15.1.8:443/TCP')).toBe(true);
    expect(cards[0]!.detailed).toBe(true);
    expect(cards[2]!.broken).toBe('default/kubernetes-intranet');
    expect(cards[2]!.since).toBeGreaterThan(15000);
  });

  it('no node is marked before the damage, nor ever with the fixed key', () => {
    expect(nodeCards(buggy, 0).some((c) => c.broken)).toBe(false);
    const fixed = runScenario(scenario, 'fixed');
    expect(nodeCards(fixed, fixed.steps.length - 1).map((c) => [c.broken, c.row?.count])).toEqual([
      [null, 1],
      [null, 1],
      [null, 1],
      [null, 1],
    ]);
  });

  it('a one-node run has no node cards', () => {
    const one = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
    expect(nodeCards(one, one.steps.length - 1)).toEqual([]);
  });

  it('the page lays the cards out below the node, side by side when they fit, without overlap', () => {
    const d = stageDemand(stageModel(buggy, last, where, ALL), words);
    const g = stageLayout(d, { mode: 'page', width: 1280 });
    expect(g.nodes.cards).toHaveLength(4);
    expect(g.nodes.cards[0]!.y).toBeGreaterThanOrEqual(g.node.y + g.node.h);
    expect(g.nodes.cards[1]!.y).toBe(g.nodes.cards[0]!.y);
    expect(g.nodes.cards[1]!.x).toBeGreaterThanOrEqual(g.nodes.cards[0]!.x + g.nodes.cards[0]!.w);
    expect(g.height).toBeGreaterThanOrEqual(g.nodes.cards.at(-1)!.y + g.nodes.cards.at(-1)!.h);
    // Narrow: one per row, each below the last.
    const narrow = stageLayout(d, { mode: 'page', width: 360 });
    expect(narrow.nodes.cards[1]!.y).toBeGreaterThan(narrow.nodes.cards[0]!.y);
  });
});
