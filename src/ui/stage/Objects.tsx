import type { ClusterState, Step } from '../../model/trace';
import { stepFocus } from '../../scenario/story/focus';
import { useT } from '../i18n/useT';
import { clip, MAX_ROWS, type StageLayout } from './layout';

const byKey = (a: { namespace: string; name: string }, b: { namespace: string; name: string }) =>
  `${a.namespace}/${a.name}`.localeCompare(`${b.namespace}/${b.name}`);

/** The Services and EndpointSlices as the apiserver stores them. */
export function Objects({ state, step, L }: { state: ClusterState; step: Step; L: StageLayout }) {
  const t = useT();
  const { x, w } = L.objects;
  const services = Object.values(state.k8s.services).sort(byKey);
  const slices = Object.values(state.k8s.slices).sort(byKey);
  const focus = stepFocus(step);
  const rowH = L.svc.rowH - 5;
  return (
    <g>
      <text x={x} y={32} className="fill-slate-500 text-[15px] font-semibold">
        {t.stageLabels.services}
      </text>
      {services.slice(0, MAX_ROWS).map((s, i) => {
        const hot = focus.services.includes(`${s.namespace}/${s.name}`);
        return (
          <g key={`${s.namespace}/${s.name}`} transform={`translate(${x},${L.svc.top + i * L.svc.rowH})`}>
            <rect
              width={w}
              height={rowH}
              rx={5}
              className={`fill-accent/10 ${hot ? 'stroke-warn pulse' : 'stroke-accent/60'}`}
              strokeWidth={hot ? 3 : 1.2}
            />
            <text x={7} y={14} className="fill-current font-mono text-[12px] font-semibold">
              {clip(`${s.namespace}/${s.name}`, 32)}
            </text>
            <text x={7} y={28} className="fill-slate-500 font-mono text-[10.5px]">
              {clip(
                `${s.type} ${s.clusterIP}${s.loadBalancerIPs.length ? ` LB ${s.loadBalancerIPs.join(',')}` : ''}`,
                36,
              )}
            </text>
          </g>
        );
      })}
      {services.length > MAX_ROWS && (
        <text x={x + 6} y={L.svc.top + MAX_ROWS * L.svc.rowH + 12} className="fill-slate-500 text-[12px]">
          +{services.length - MAX_ROWS}
        </text>
      )}
      <text x={x} y={L.slice.top - 12} className="fill-slate-500 text-[15px] font-semibold">
        {t.stageLabels.slices}
      </text>
      {slices.slice(0, MAX_ROWS).map((s, i) => {
        const empty = !s.endpoints?.length;
        const hot = focus.slices.includes(`${s.namespace}/${s.name}`);
        return (
          <g key={`${s.namespace}/${s.name}`} transform={`translate(${x},${L.slice.top + i * L.slice.rowH})`}>
            <rect
              width={w}
              height={rowH}
              rx={5}
              className={`${empty ? 'fill-bad/15 stroke-bad' : 'fill-ok/10 stroke-ok/70'} ${hot ? 'pulse' : ''}`}
              strokeWidth={hot ? 3 : 1.2}
              strokeDasharray={empty ? '5 3' : undefined}
            />
            <text x={7} y={14} className="fill-current font-mono text-[12px] font-semibold">
              {clip(`${s.namespace}/${s.name}`, 32)}
            </text>
            <text
              x={7}
              y={28}
              className={`font-mono text-[11px] ${empty ? 'fill-bad font-bold' : 'fill-slate-500'}`}
            >
              {s.endpoints === null
                ? '✗ endpoints: null'
                : empty
                  ? '✗ endpoints: []'
                  : `✓ ${clip(s.endpoints.join(', '), 30)}`}
            </text>
          </g>
        );
      })}
      {slices.length > MAX_ROWS && (
        <text x={x + 6} y={L.slice.top + MAX_ROWS * L.slice.rowH + 12} className="fill-slate-500 text-[12px]">
          +{slices.length - MAX_ROWS}
        </text>
      )}
    </g>
  );
}
