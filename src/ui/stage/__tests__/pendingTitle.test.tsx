// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getPreset } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { en } from '../../i18n/en';
import { StageSvg, stageWhere } from '../StageSvg';

afterEach(cleanup);

describe('StageSvg: a pending frontend row', () => {
  it('says in its tooltip why it shows "…" (the BPF reconciler has not written it yet)', () => {
    const scenario = getPreset('tke-incident')!.scenario;
    const trace = runScenario(scenario, 'buggy');
    // The first flush writes every frontend as Pending; the BPF reconcile follows a step later.
    const i = trace.steps.findIndex((s) => s.kind === 'bufferFlush');
    const width = 900;
    const { container } = render(
      <StageSvg
        trace={trace}
        index={i}
        where={stageWhere(scenario)}
        width={width}
        fit="page"
        ariaLabel="Stage"
      />,
    );
    const titles = [...container.querySelectorAll('title')].map((t) => t.textContent ?? '');
    const pending = titles.filter((t) => t.includes(en.stageLabels.pendingRow));
    expect(pending.length).toBeGreaterThan(0);
    for (const t of pending) expect(t).toMatch(/: frontend [✓✗—]/);
  });
});
