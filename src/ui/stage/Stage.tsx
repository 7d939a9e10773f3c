import { useMemo, useRef } from 'react';
import { leaseKey } from '../../model/apiserver';
import type { Trace } from '../../model/trace';
import { stepFocus } from '../../scenario/story/focus';
import { toSimInput } from '../../scenario/toSimInput';
import type { ScenarioV1 } from '../../scenario/types';
import { useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { useNarrationOf } from '../panels/useNarration';
import { plain } from '../text/Rich';
import { useElementSize } from '../useElementSize';
import { StageControlPlane } from './parts/StageControlPlane';
import { StageNode } from './parts/StageNode';
import { StageObjects } from './parts/StageObjects';
import { stageDemand } from './stageDemand';
import { stageLayout, type Box, type StageGeometry } from './stageLayout';
import { stageModel, type StageModel } from './stageModel';

const ALL = { services: Infinity, slices: Infinity, backends: Infinity, table: Infinity };
const mid = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

/** Where something travels at this step (a watch event, a slice write, a connect), if anything does. */
function travel(trace: Trace, index: number, m: StageModel, g: StageGeometry) {
  const step = trace.steps[index]!;
  const f = stepFocus(step);
  const cardOf = (keys: string[], list: { key: string }[], boxes: Box[]) => {
    const i = list.findIndex((x) => keys.includes(x.key));
    return i >= 0 ? boxes[i] : undefined;
  };
  if (step.kind === 'watchEvent') {
    const from =
      cardOf(f.services, m.services.shown, g.services.cards) ??
      cardOf(f.slices, m.slices.shown, g.slices.cards);
    if (from)
      return {
        from: { x: from.x + from.w, y: from.y + from.h / 2 },
        to: mid(g.buffer[0] ?? g.agent),
        bad: false,
      };
  }
  if (step.kind === 'sliceCleared' || step.kind === 'sliceRestored') {
    const i = m.replicas.findIndex((r) => r.name === step.replica);
    const from = g.cp.chips[i];
    const to = cardOf([step.slice], m.slices.shown, g.slices.cards);
    if (from && to)
      return { from: mid(from), to: { x: to.x + 8, y: to.y + to.h / 2 }, bad: step.kind === 'sliceCleared' };
  }
  if (step.kind === 'connect' && step.by === 'client') {
    const i = m.table.shown.findIndex((r) => r.address === step.connect.to);
    const row = g.table.rows[i] ?? g.table.title;
    return {
      from: { x: g.client.x, y: g.client.y + g.client.h / 2 },
      to: { x: row.x + row.w, y: row.y + row.h / 2 },
      bad: step.connect.result !== 'ok',
    };
  }
  return undefined;
}

/**
 * The cluster at one step: control plane and Kubernetes objects, then the node (agent, backends, frontends
 * next to their BPF entries, a client). Measures its box: `page` fits the width and grows down; `present`
 * fits width and height with the largest text that allows (≥ 18 px), folding the least important rows.
 */
export function Stage({
  trace,
  index,
  scenario,
  label,
  fit = 'page',
  nodeOnly = false,
}: {
  trace: Trace;
  index: number;
  scenario: ScenarioV1;
  label?: string;
  fit?: 'page' | 'present' | 'thumb';
  /** Only the node: backends, frontends → BPF and the client (a projected comparison). */
  nodeOnly?: boolean;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const size = useElementSize(ref);
  const selected = useAppStore((s) => s.selection);
  const select = useAppStore((s) => s.select);
  const where = useMemo(() => {
    const input = toSimInput(scenario);
    return {
      node: input.node.name,
      lease: input.apiserver ? leaseKey(input.apiserver.advertiseAddress) : null,
    };
  }, [scenario]);
  const i = Math.max(0, Math.min(index, trace.steps.length - 1));
  const what = useNarrationOf(trace, i).what;
  const words = t.stageLabels;
  const { m, g } = useMemo(() => {
    const full = stageModel(trace, i, where, ALL);
    const geometry = stageLayout(
      stageDemand(full, {
        lease: words.lease,
        serviceController: words.serviceController,
        cloudLb: words.cloudLb,
      }),
      fit === 'page'
        ? { mode: 'page', width: size.width }
        : { mode: fit, width: size.width, height: size.height, nodeOnly },
    );
    return { m: stageModel(trace, i, where, geometry.limits), g: geometry };
  }, [trace, i, where, fit, nodeOnly, size.width, size.height, words]);
  const path = nodeOnly ? undefined : travel(trace, i, m, g);
  return (
    <div ref={ref} className={fit === 'page' ? 'w-full' : 'flex h-full min-h-0 w-full items-center'}>
      <svg
        viewBox={`0 0 ${g.width} ${g.height}`}
        width={g.width}
        height={g.height}
        role="img"
        aria-label={`${label ?? t.stage}: ${plain(what)}`}
        className="block max-w-full text-slate-900 dark:text-slate-100"
        data-font={g.font.toFixed(1)}
      >
        {!nodeOnly && <StageControlPlane m={m} g={g} />}
        {!nodeOnly && <StageObjects m={m} g={g} selected={selected} onSelect={select} />}
        <StageNode m={m} g={g} selected={selected} onSelect={select} />
        {path && (
          <g key={i}>
            <path
              d={`M ${path.from.x} ${path.from.y} C ${(path.from.x + path.to.x) / 2} ${path.from.y}, ${(path.from.x + path.to.x) / 2} ${path.to.y}, ${path.to.x} ${path.to.y}`}
              className="fill-none stroke-slate-400/70"
              strokeDasharray="3 4"
            />
            <circle
              r={Math.max(5, g.font * 0.45)}
              className={`packet ${path.bad ? 'fill-bad' : 'fill-hi'} stroke-slate-900`}
              style={{
                offsetPath: `path("M ${path.from.x} ${path.from.y} C ${(path.from.x + path.to.x) / 2} ${path.from.y}, ${(path.from.x + path.to.x) / 2} ${path.to.y}, ${path.to.x} ${path.to.y}")`,
              }}
            />
          </g>
        )}
        {label && (
          <text
            x={g.width - 8}
            y={g.font}
            textAnchor="end"
            style={{ fontSize: g.font }}
            className="fill-current font-bold"
          >
            {label}
          </text>
        )}
      </svg>
    </div>
  );
}
