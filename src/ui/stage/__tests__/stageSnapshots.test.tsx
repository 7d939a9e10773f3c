// @vitest-environment jsdom
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getPreset } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { fakeResizeObserver } from '../../../testing/fakeResizeObserver';
import { checkSvgSnapshot } from '../../../testing/svgSnapshot';
import { Stage } from '../Stage';

beforeEach(() => void fakeResizeObserver());
afterEach(cleanup);

const scenario = getPreset('tke-incident')!.scenario;
const buggy = runScenario(scenario, 'buggy');

/** The four moments the story turns on, found in the buggy run (as e2e/stageContrast.spec.ts finds them). */
const first = (ok: (s: (typeof buggy.steps)[number]) => boolean) => buggy.steps.find(ok)!.at;
const MOMENTS = {
  start: 0,
  release: first((s) => s.releases.some((r) => r.collateral.length > 0)),
  'count-0': first((s) =>
    s.changes.some((c) => c.table === 'bpf' && c.count === 0 && c.service.includes('intranet')),
  ),
  'failed-connect': first((s) => s.kind === 'connect' && s.connect.result !== 'ok'),
};

/** The last step at or before `at`, as the playhead shows it. */
const stepAt = (trace: typeof buggy, at: number) => trace.steps.findLastIndex((s) => s.at <= at);

describe('the stage at the story’s four key moments, with both keys (SVG snapshots in __svg__/)', () => {
  for (const mode of ['buggy', 'fixed'] as const)
    for (const [moment, at] of Object.entries(MOMENTS))
      it(`${moment}, ${mode} key`, () => {
        const trace = mode === 'buggy' ? buggy : runScenario(scenario, 'fixed');
        const { container } = render(
          <Stage trace={trace} index={stepAt(trace, at)} scenario={scenario} size={{ width: 900 }} />,
        );
        const svg = container.querySelector('svg')!.outerHTML;
        expect(checkSvgSnapshot(join(__dirname, '__svg__', `${moment}.${mode}.svg`), svg)).toBeUndefined();
      });
});
