import type { ClusterState, Step } from '../../model/trace';
import { useT } from '../i18n/useT';
import type { StageLayout } from './layout';

/** apiserver replicas, the etcd lease key, the cloud service-controller and the cloud LB. */
export function ControlPlane({
  state,
  step,
  L,
  lbIPs,
}: {
  state: ClusterState;
  step: Step;
  L: StageLayout;
  lbIPs: string[];
}) {
  const t = useT();
  const { x, w } = L.cp;
  const replicas = state.apiserver.replicas;
  const leaseKeys = Object.keys(state.apiserver.leases).filter(
    (k) => state.apiserver.leases[k]! > state.time,
  );
  const leaseName = step.params.lease ?? leaseKeys[0] ?? '/masterleases/…';
  const sc = state.serviceController.watch;
  const y0 = 40;
  const leaseY = y0 + Math.max(1, replicas.length) * 30 + 30;
  const scY = leaseY + 74;
  const lbY = scY + 66;
  return (
    <g>
      <text x={x} y={28} className="fill-slate-500 text-[12px] font-semibold">
        {t.stageLabels.controlPlane}
      </text>
      {replicas.length === 0 && (
        <text x={x} y={y0 + 16} className="fill-slate-500 text-[11px]">
          (not modelled in this scenario)
        </text>
      )}
      {replicas.map((r, i) => {
        const up = r.phase === 'running';
        const active = step.params.replica === r.name;
        return (
          <g key={r.id} transform={`translate(${x},${y0 + i * 30})`}>
            <rect
              width={w}
              height={24}
              rx={4}
              className={`${up ? 'fill-ok/15 stroke-ok' : 'fill-transparent stroke-bad'} ${active ? 'pulse' : ''}`}
              strokeWidth={active ? 2.5 : 1}
              strokeDasharray={up ? undefined : '4 3'}
            />
            <text x={8} y={16} className="fill-current font-mono text-[11px]">
              {up ? '✓' : '✗'} {r.name}
            </text>
            <text x={w - 6} y={16} textAnchor="end" className={`text-[10px] ${up ? 'fill-ok' : 'fill-bad'}`}>
              {up ? t.status.running : t.status.stopped}
            </text>
          </g>
        );
      })}
      {replicas.length > 0 && (
        <g transform={`translate(${x},${leaseY})`}>
          <text y={-6} className="fill-slate-500 text-[11px]">
            {t.stageLabels.etcd} · {t.stageLabels.lease}
          </text>
          <rect
            width={w}
            height={30}
            rx={4}
            className={leaseKeys.length ? 'fill-info/15 stroke-info' : 'fill-transparent stroke-bad'}
            strokeDasharray={leaseKeys.length ? undefined : '4 3'}
          />
          <text x={6} y={13} className="fill-current font-mono text-[10px]">
            {String(leaseName)}
          </text>
          <text x={6} y={25} className={`text-[10px] ${leaseKeys.length ? 'fill-info' : 'fill-bad'}`}>
            {leaseKeys.length ? `✓ ${t.status.present}` : `✗ ${t.status.gone}`}
          </text>
        </g>
      )}
      {replicas.length > 0 && (
        <g transform={`translate(${x},${scY})`}>
          <rect
            width={w}
            height={40}
            rx={4}
            className={`fill-transparent ${step.actor === 'service-controller' ? 'stroke-warn pulse' : 'stroke-slate-400'}`}
            strokeWidth={step.actor === 'service-controller' ? 2.5 : 1}
          />
          <text x={6} y={15} className="fill-current text-[11px] font-semibold">
            {t.stageLabels.serviceController}
          </text>
          <text x={6} y={31} className={`text-[10px] ${sc.connected ? 'fill-ok' : 'fill-bad'}`}>
            {t.stageLabels.watch}: {sc.connected ? `✓ ${t.status.connected}` : `✗ ${t.status.disconnected}`}
          </text>
        </g>
      )}
      {lbIPs.length > 0 && (
        <g transform={`translate(${x},${replicas.length ? lbY : y0 + 40})`}>
          <rect
            width={w}
            height={40}
            rx={4}
            className="fill-transparent stroke-slate-400"
            strokeDasharray="6 2"
          />
          <text x={6} y={15} className="fill-current text-[11px] font-semibold">
            {t.stageLabels.cloudLb}
          </text>
          <text x={6} y={31} className="fill-slate-500 font-mono text-[10px]">
            {lbIPs.join(', ')}
          </text>
        </g>
      )}
    </g>
  );
}
