// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getPreset } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { en } from '../../i18n/en';
import { estimateWidth } from '../../text/fitText';
import { agentHeader } from '../parts/agentHeader';
import { computeStage, StageSvg } from '../StageSvg';
import { stageTravel, travelPoint } from '../stageTravel';

// The stage on a phone (390 px wide: the stage gets 358 px of it) against a laptop's: rows are touch targets,
// the agent's header keeps its state, and the connect's line does not cross the counts.

const trace = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
// The node's curl at 170 s, after the helm upgrade’s new pod restarted once: rejected, from the client under the table.
const curl = trace.steps.findLast((s) => s.kind === 'connect' && s.by === 'client')!.index;
const where = { node: '10.15.0.4', lease: '/masterleases/169.254.128.7' };
const words = {
  lease: 'lease',
  serviceController: 'service-controller',
  cloudLb: 'cloud LB',
  rowDeleted: 'x',
  prefixMatch: 'prefix match',
  kept: 'kept',
  ghost: 'released at {at} s by prefix match',
};
const stage = (width: number) => computeStage(trace, curl, where, { fit: 'page', width }, words);

describe('a stage 358 px wide (a phone)', () => {
  const { m, g } = stage(358);

  it('draws every row of the frontend → BPF table at least 24 px tall (WCAG 2.5.8); wider stages keep their spacing', () => {
    expect(g.table.rows.length).toBeGreaterThan(3);
    for (const r of g.table.rows) expect(r.h).toBeGreaterThanOrEqual(24);
    // Rows are spaced in proportion to the text everywhere else: a laptop's stage is as it was.
    const perFont = (w: number) => {
      const s = stage(w).g;
      return (s.table.rows[1]!.y - s.table.rows[0]!.y) / s.font;
    };
    expect(perFont(600)).toBeCloseTo(perFont(1200), 6);
    expect(perFont(358)).toBeGreaterThan(perFont(600) + 0.1);
  });

  it('keeps the agent’s phase and restarts in its header, leaving out the agent’s name when the line is short', () => {
    const header = (width: number) => {
      const svg = renderToString(
        <StageSvg trace={trace} index={curl} where={where} width={width} fit="page" ariaLabel="stage" />,
      );
      const doc = new DOMParser().parseFromString(svg, 'text/html');
      return [...doc.querySelectorAll('text')].find((e) => e.textContent!.startsWith('node '))!;
    };
    expect(m.agent.restarts).toBe(1);
    const narrow = header(358);
    expect(narrow.textContent).toBe('node 10.15.0.4 · … starting · restarts: 1');
    expect(narrow.hasAttribute('data-clipped')).toBe(false);
    expect(header(900).textContent).toBe('node 10.15.0.4 · cilium-agent · … starting · restarts: 1');
    expect(
      estimateWidth(agentHeader(m.agent, m.node, en, g, estimateWidth), g.font, { bold: true }),
    ).toBeLessThanOrEqual(g.agent.w - 2 * g.font * 0.45);
  });

  it('draws the connect’s line right of the table’s counts, up to the row it reaches', () => {
    const travel = stageTravel(trace, curl, m, g)!;
    expect(g.client.y).toBeGreaterThan(g.table.rows.at(-1)!.y);
    const right = Math.max(...g.table.rows.map((r) => r.x + r.w));
    for (let f = 0; f <= 1; f += 0.02) {
      const p = travelPoint(travel, f);
      const over = g.table.rows.find((r) => p.y > r.y && p.y < r.y + r.h);
      // Over any row, the line is at or right of the rows' right edge (where their counts end).
      if (over) expect(p.x, `f=${f.toFixed(2)}`).toBeGreaterThanOrEqual(right - 0.5);
    }
  });
});
