import type { ClusterState, Step } from '../../model/trace';
import { stepFocus } from '../../scenario/story/focus';
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
  const leases = Object.keys(state.apiserver.leases).filter((k) => state.apiserver.leases[k]! > state.time);
  const focus = stepFocus(step);
  const leaseName = step.kind === 'replicaStop' ? step.lease : (leases[0] ?? '/masterleases/…');
  const sc = state.serviceController.watch;
  const y0 = 46;
  const leaseY = y0 + Math.max(1, replicas.length) * 32 + 30;
  const scY = leaseY + 62;
  const lbY = replicas.length ? scY + 64 : y0 + 10;
  const scActive = step.actor === 'service-controller';
  return (
    <g>
      <text x={x} y={32} className="fill-slate-500 text-[15px] font-semibold">
        {t.stageLabels.controlPlane}
      </text>
      {replicas.length === 0 && (
        <text x={x} y={y0 + 14} className="fill-slate-500 text-[12px]">
          —
        </text>
      )}
      {replicas.map((r, i) => {
        const up = r.phase === 'running';
        const active = focus.replicas.includes(r.name);
        return (
          <g key={r.id} transform={`translate(${x},${y0 + i * 32})`}>
            <title>{`${r.name}: ${up ? t.status.running : t.status.stopped}`}</title>
            <rect
              width={w}
              height={26}
              rx={5}
              className={`${up ? 'fill-ok/15 stroke-ok' : 'fill-transparent stroke-bad'} ${active ? 'pulse' : ''}`}
              strokeWidth={active ? 3 : 1.2}
              strokeDasharray={up ? undefined : '5 3'}
            />
            <text x={8} y={18} className={`font-mono text-[13px] ${up ? 'fill-current' : 'fill-bad'}`}>
              {up ? '✓' : '✗'} {r.name}
            </text>
          </g>
        );
      })}
      {replicas.length > 0 && (
        <g transform={`translate(${x},${leaseY})`}>
          <text y={-7} className="fill-slate-500 text-[12px]">
            {t.stageLabels.etcd} · {t.stageLabels.lease}
          </text>
          <rect
            width={w}
            height={38}
            rx={5}
            className={leases.length ? 'fill-info/15 stroke-info' : 'fill-transparent stroke-bad'}
            strokeDasharray={leases.length ? undefined : '5 3'}
            strokeWidth={step.kind === 'replicaStop' ? 3 : 1.2}
          />
          <text x={6} y={15} className="fill-current font-mono text-[10.5px]">
            {leaseName}
          </text>
          <text
            x={6}
            y={31}
            className={`text-[12px] font-semibold ${leases.length ? 'fill-info' : 'fill-bad'}`}
          >
            {leases.length ? `✓ ${t.status.present}` : `✗ ${t.status.gone}`}
          </text>
        </g>
      )}
      {replicas.length > 0 && (
        <g transform={`translate(${x},${scY})`}>
          <rect
            width={w}
            height={50}
            rx={5}
            className={`fill-transparent ${scActive ? 'stroke-warn pulse' : 'stroke-slate-400'}`}
            strokeWidth={scActive ? 3 : 1.2}
          />
          <text x={6} y={18} className="fill-current text-[12px] font-semibold">
            {t.stageLabels.serviceController}
          </text>
          <text x={6} y={38} className={`text-[12px] ${sc.connected ? 'fill-ok' : 'fill-bad'}`}>
            {t.stageLabels.watch}: {sc.connected ? `✓ ${t.status.connected}` : `✗ ${t.status.disconnected}`}
          </text>
        </g>
      )}
      {lbIPs.length > 0 && (
        <g transform={`translate(${x},${lbY})`}>
          <rect
            width={w}
            height={50}
            rx={5}
            className="fill-transparent stroke-slate-400"
            strokeDasharray="7 3"
          />
          <text x={6} y={18} className="fill-current text-[12px] font-semibold">
            {t.stageLabels.cloudLb}
          </text>
          <text x={6} y={38} className="fill-slate-500 font-mono text-[11px]">
            {lbIPs.slice(0, 2).join(', ')}
          </text>
        </g>
      )}
    </g>
  );
}
