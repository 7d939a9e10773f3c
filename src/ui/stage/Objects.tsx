import type { ClusterState, Step } from '../../model/trace';
import { useT } from '../i18n/useT';
import { clip, MAX_ROWS, type StageLayout } from './layout';

/** The Services and EndpointSlices as the apiserver stores them. */
export function Objects({ state, step, L }: { state: ClusterState; step: Step; L: StageLayout }) {
  const t = useT();
  const { x, w } = L.objects;
  const services = Object.values(state.k8s.services).sort((a, b) =>
    `${a.namespace}/${a.name}`.localeCompare(`${b.namespace}/${b.name}`),
  );
  const slices = Object.values(state.k8s.slices).sort((a, b) =>
    `${a.namespace}/${a.name}`.localeCompare(`${b.namespace}/${b.name}`),
  );
  const touched = String(step.params.object ?? step.params.service ?? '');
  const sliceTouched = step.kind === 'sliceCleared' || step.kind === 'sliceRestored' ? 'kubernetes' : '';
  return (
    <g>
      <text x={x} y={28} className="fill-slate-500 text-[12px] font-semibold">
        {t.stageLabels.services}
      </text>
      {services.slice(0, MAX_ROWS).map((s, i) => {
        const hot = touched === `service/${s.name}` || touched === `${s.namespace}/${s.name}`;
        return (
          <g key={`${s.namespace}/${s.name}`} transform={`translate(${x},${L.svc.top + i * L.svc.rowH})`}>
            <rect
              width={w}
              height={L.svc.rowH - 4}
              rx={4}
              className={`fill-accent/10 ${hot ? 'stroke-warn pulse' : 'stroke-accent/60'}`}
              strokeWidth={hot ? 2.5 : 1}
            />
            <text x={6} y={11} className="fill-current font-mono text-[10px] font-semibold">
              {clip(`${s.namespace}/${s.name}`, 34)}
            </text>
            <text x={6} y={22} className="fill-slate-500 font-mono text-[9px]">
              {s.type} {s.clusterIP}
              {s.loadBalancerIPs.length ? ` · LB ${s.loadBalancerIPs.join(',')}` : ''}
            </text>
          </g>
        );
      })}
      {services.length > MAX_ROWS && (
        <text x={x + 6} y={L.svc.top + MAX_ROWS * L.svc.rowH + 12} className="fill-slate-500 text-[10px]">
          +{services.length - MAX_ROWS} more
        </text>
      )}
      <text x={x} y={L.slice.top - 10} className="fill-slate-500 text-[12px] font-semibold">
        {t.stageLabels.slices}
      </text>
      {slices.slice(0, MAX_ROWS).map((s, i) => {
        const isNull = s.endpoints === null;
        const empty = !s.endpoints?.length;
        const hot =
          touched === `endpointslice/${s.name}` || (sliceTouched === s.name && s.namespace === 'default');
        return (
          <g key={`${s.namespace}/${s.name}`} transform={`translate(${x},${L.slice.top + i * L.slice.rowH})`}>
            <rect
              width={w}
              height={L.slice.rowH - 4}
              rx={4}
              className={`${empty ? 'fill-bad/15 stroke-bad' : 'fill-ok/10 stroke-ok/70'} ${hot ? 'pulse' : ''}`}
              strokeWidth={hot ? 2.5 : 1}
              strokeDasharray={empty ? '4 3' : undefined}
            />
            <text x={6} y={11} className="fill-current font-mono text-[10px] font-semibold">
              {clip(`${s.namespace}/${s.name}`, 34)}
            </text>
            <text x={6} y={22} className={`font-mono text-[9px] ${empty ? 'fill-bad' : 'fill-slate-500'}`}>
              {isNull
                ? '✗ endpoints: null'
                : empty
                  ? '✗ endpoints: []'
                  : `✓ ${clip(s.endpoints!.join(', '), 22)}`}{' '}
              → {s.service}
            </text>
          </g>
        );
      })}
      {slices.length > MAX_ROWS && (
        <text x={x + 6} y={L.slice.top + MAX_ROWS * L.slice.rowH + 12} className="fill-slate-500 text-[10px]">
          +{slices.length - MAX_ROWS} more
        </text>
      )}
    </g>
  );
}
