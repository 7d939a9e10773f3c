import { useMemo } from 'react';
import { emittedUpTo } from '../../model/render/collect';
import type { Trace } from '../../model/trace';
import { toSimInput } from '../../scenario/toSimInput';
import type { ScenarioV1 } from '../../scenario/types';
import { useT } from '../i18n/useT';
import { ControlPlane } from './ControlPlane';
import { stageLayout, W } from './layout';
import { backendRows } from './backendRows';
import { NodeBox } from './NodeBox';
import { Objects } from './Objects';
import { useNarrationOf } from '../panels/useNarration';
import { plain } from '../text/Rich';

/** A packet travelling along a path for steps that move something (CSS offset-path; none when reduced motion). */
function Travel({ path, stepIndex, bad }: { path: string; stepIndex: number; bad?: boolean }) {
  return (
    <g key={stepIndex}>
      <path d={path} className="fill-none stroke-slate-400/60" strokeDasharray="3 4" />
      <circle
        r={6}
        className={`packet ${bad ? 'fill-bad' : 'fill-hi'} stroke-slate-900`}
        style={{ offsetPath: `path("${path}")` }}
      />
    </g>
  );
}

/** The cluster at one step: control plane → objects → node (agent, tables, BPF map, client). */
export function Stage({
  trace,
  index,
  scenario,
  label,
}: {
  trace: Trace;
  index: number;
  scenario: ScenarioV1;
  label?: string;
}) {
  const t = useT();
  const step = trace.steps[Math.max(0, Math.min(index, trace.steps.length - 1))]!;
  const state = step.state;
  const what = useNarrationOf(trace, step.index).what;
  const input = useMemo(() => toSimInput(scenario), [scenario]);
  const lastConnect = useMemo(() => {
    const connects = emittedUpTo(trace, step.index).connects;
    return connects.filter((c) => c.client !== 'cilium-agent').at(-1) ?? connects.at(-1);
  }, [trace, step.index]);
  const backends = backendRows(state, step);
  const L = stageLayout({
    replicas: state.apiserver.replicas.length,
    services: Object.keys(state.k8s.services).length,
    slices: Object.keys(state.k8s.slices).length,
    frontends: state.agent.tables.frontends.size,
    backendRows: backends.length,
    backendChips: backends.reduce((n, r) => n + r.chips.length, 0),
    bpf: state.bpf.services.size,
  });
  const lbIPs = Object.values(state.k8s.services).flatMap((s) =>
    s.type === 'LoadBalancer' ? s.loadBalancerIPs : [],
  );
  const toBuffer = `M ${L.objects.x + L.objects.w} ${L.slice.top + 16} C ${L.node.x + 20} ${L.slice.top}, ${L.agent.x + 60} ${L.agent.top + 60}, ${L.agent.x + 180} ${L.agent.top + 32}`;
  const toBpf = `M ${L.client.x + 60} ${L.client.top} L ${L.bpf.x + 60} ${L.bpf.top + 10}`;
  const toSlices = `M ${L.cp.x + L.cp.w} 60 C ${L.objects.x - 10} 60, ${L.objects.x - 20} ${L.slice.top}, ${L.objects.x} ${L.slice.top + 12}`;
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${W} ${L.height}`}
        role="img"
        aria-label={`${label ?? t.stage}: ${plain(what)}`}
        className="h-auto w-full text-slate-900 dark:text-slate-100"
      >
        <ControlPlane state={state} step={step} L={L} lbIPs={lbIPs} />
        <Objects state={state} step={step} L={L} />
        <NodeBox
          state={state}
          step={step}
          L={L}
          nodeName={input.node.name}
          lastConnect={lastConnect}
          backends={backends}
        />
        {step.kind === 'watchEvent' && <Travel path={toBuffer} stepIndex={step.index} />}
        {(step.kind === 'sliceCleared' || step.kind === 'sliceRestored') && (
          <Travel path={toSlices} stepIndex={step.index} bad={step.kind === 'sliceCleared'} />
        )}
        {step.kind === 'connect' && (
          <Travel path={toBpf} stepIndex={step.index} bad={step.connect.result !== 'ok'} />
        )}
        {label && (
          <text x={W - 12} y={14} textAnchor="end" className="fill-current text-[15px] font-bold">
            {label}
          </text>
        )}
      </svg>
    </figure>
  );
}
