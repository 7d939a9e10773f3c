import { serviceNameKey } from '../../model/serviceName';
import { compareAddr } from '../../model/l3n4Addr';
import { pmValues } from '../../model/pmap';
import type { ClusterState, ConnectResult, Step } from '../../model/trace';
import { useT } from '../i18n/useT';
import { clip, MAX_ROWS, type StageLayout } from './layout';

const more = (n: number, x: number, y: number) =>
  n > MAX_ROWS && (
    <text x={x} y={y} className="fill-slate-500 text-[10px]">
      +{n - MAX_ROWS} more
    </text>
  );

/** The node: cilium-agent (watch → buffer → statedb tables), the BPF LB map, and a client process. */
export function NodeBox({
  state,
  step,
  L,
  nodeName,
  lastConnect,
}: {
  state: ClusterState;
  step: Step;
  L: StageLayout;
  nodeName: string;
  lastConnect: ConnectResult | undefined;
}) {
  const t = useT();
  const a = state.agent;
  const fes = pmValues(a.tables.frontends).sort((x, y) => compareAddr(x.address, y.address));
  const bes = pmValues(a.tables.backends).sort((x, y) => compareAddr(x.address, y.address));
  const bpf = pmValues(state.bpf.services).sort((x, y) => compareAddr(x.frontend, y.frontend));
  const changed = new Set(step.changes.map((c) => `${c.table}:${c.key}`));
  const release = step.releases.find((r) => r.collateral.length > 0) ?? step.releases[0];
  const phaseOk = a.phase === 'running';
  return (
    <g>
      <rect
        x={L.node.x}
        y={L.node.y}
        width={L.node.w}
        height={L.node.h}
        rx={10}
        className="fill-slate-100/60 stroke-slate-400 dark:fill-slate-900/60"
      />
      <text x={L.node.x + 12} y={L.node.y + 18} className="fill-slate-500 text-[12px] font-semibold">
        {t.stageLabels.node} {nodeName}
      </text>
      {/* agent header, watch, queue and buffer */}
      <g transform={`translate(${L.agent.x},${L.agent.top - 28})`}>
        <rect
          width={L.agent.w}
          height={60}
          rx={6}
          className={`fill-transparent ${phaseOk ? 'stroke-info' : 'stroke-bad'}`}
          strokeDasharray={phaseOk ? undefined : '5 3'}
        />
        <text x={8} y={16} className="fill-current text-[12px] font-semibold">
          {t.stageLabels.agent} {a.pod} ·{' '}
          {phaseOk
            ? `✓ ${t.status.running}`
            : a.phase === 'crashloop'
              ? `✗ ${t.status.crashloop}`
              : `… ${t.status.starting}`}
          {a.restarts ? ` · restarts ${a.restarts}` : ''}
        </text>
        <text x={8} y={33} className={`text-[10px] ${a.watch.connected ? 'fill-ok' : 'fill-bad'}`}>
          {t.stageLabels.watch}:{' '}
          {a.watch.connected ? `✓ ${t.status.connected}` : `✗ ${t.status.disconnected}`}
        </text>
        <text x={160} y={33} className="fill-slate-500 text-[10px]">
          {t.stageLabels.buffer}:
        </text>
        {a.buffer.slice(0, 4).map((b, i) => (
          <g key={b.key} transform={`translate(${250 + i * 125},23)`}>
            <rect width={120} height={14} rx={3} className="fill-warn/25 stroke-warn" />
            <text x={4} y={10} className="fill-current font-mono text-[9px]">
              {clip(b.key, 22)}
            </text>
          </g>
        ))}
        {a.buffer.length === 0 && (
          <text x={250} y={33} className="fill-slate-500 text-[10px]">
            {t.status.empty}
          </text>
        )}
        {a.buffer.length > 4 && (
          <text x={250 + 4 * 125} y={33} className="fill-slate-500 text-[10px]">
            +{a.buffer.length - 4}
          </text>
        )}
        <text x={8} y={50} className="fill-slate-500 text-[10px]">
          statedb: {a.tables.services.size} services · {a.tables.frontends.size} frontends ·{' '}
          {a.tables.backends.size} backends
        </text>
      </g>
      {/* frontends */}
      <text x={L.fe.x} y={L.fe.top - 6} className="fill-slate-500 text-[11px] font-semibold">
        {t.stageLabels.frontends}
      </text>
      {fes.slice(0, MAX_ROWS).map((fe, i) => {
        const n = fe.backends.length;
        const hot = changed.has(`frontends:${fe.address}`);
        return (
          <g key={fe.address} transform={`translate(${L.fe.x},${L.fe.top + i * 22})`}>
            <rect
              width={L.fe.w}
              height={19}
              rx={3}
              className={`${n ? 'fill-transparent stroke-slate-400' : 'fill-bad/10 stroke-bad'} ${hot ? 'pulse' : ''}`}
              strokeWidth={hot ? 2 : 1}
            />
            <text x={5} y={13} className="fill-current font-mono text-[9.5px]">
              {clip(fe.address, 22)}
            </text>
            <text x={128} y={13} className="fill-slate-500 font-mono text-[9px]">
              {clip(fe.serviceName, 26)}
            </text>
            <text
              x={L.fe.w - 5}
              y={13}
              textAnchor="end"
              className={`font-mono text-[9.5px] ${n ? 'fill-ok' : 'fill-bad'}`}
            >
              {n ? `✓ ${n}` : '✗ 0'} · {fe.status}
            </text>
          </g>
        );
      })}
      {more(fes.length, L.fe.x, L.fe.top + MAX_ROWS * 22 + 12)}
      {/* backends with their instance keys */}
      <text x={L.be.x} y={L.be.top - 6} className="fill-slate-500 text-[11px] font-semibold">
        {t.stageLabels.backends}
      </text>
      {bes.length === 0 && !release && (
        <text x={L.be.x} y={L.be.top + 14} className="fill-slate-500 text-[10px]">
          {t.status.empty}
        </text>
      )}
      {[
        ...bes.slice(0, MAX_ROWS).map((be) => ({
          address: be.address,
          names: be.instances.map((e) => e.key.serviceName),
          gone: [] as string[],
        })),
        ...(release?.rowDeleted
          ? [{ address: release.backend, names: [] as string[], gone: release.removed.map((r) => r.service) }]
          : []),
      ]
        .sort((x, y) => compareAddr(x.address, y.address))
        .map((row, i) => {
          const rel = release && release.backend === row.address ? release : undefined;
          const removed = rel ? rel.removed.map((r) => r.service) : [];
          const chips = [...row.names, ...removed.filter((n) => !row.names.includes(n))];
          return (
            <g key={row.address} transform={`translate(${L.be.x},${L.be.top + i * 30})`}>
              <rect
                width={L.be.w}
                height={27}
                rx={3}
                className={`fill-transparent ${rel ? 'stroke-bad pulse' : 'stroke-slate-400'}`}
                strokeWidth={rel ? 2 : 1}
                strokeDasharray={rel?.rowDeleted ? '4 3' : undefined}
              />
              <text x={5} y={11} className="fill-current font-mono text-[9.5px]">
                {row.address}
                {rel?.rowDeleted ? ' ✗ row deleted' : ''}
              </text>
              {chips.slice(0, 3).map((name, k) => {
                const isRemoved = removed.includes(name);
                const collateral = rel?.collateral.includes(name);
                const prefixLen = rel && collateral ? rel.prefixHex.length / 2 : 0;
                const bytes = serviceNameKey(name).length / 2;
                return (
                  <g key={name} transform={`translate(${5 + k * 150},14)`}>
                    <rect
                      width={146}
                      height={11}
                      rx={2}
                      className={
                        isRemoved
                          ? collateral
                            ? 'fill-bad/30 stroke-bad'
                            : 'fill-slate-400/20 stroke-slate-400'
                          : 'fill-ok/15 stroke-ok/70'
                      }
                      strokeDasharray={isRemoved ? '3 2' : undefined}
                    />
                    <text
                      x={3}
                      y={8.5}
                      className={`font-mono text-[8.5px] ${isRemoved ? 'fill-bad' : 'fill-current'}`}
                      textDecoration={isRemoved ? 'line-through' : undefined}
                    >
                      {isRemoved ? '✗ ' : ''}
                      {collateral && prefixLen ? (
                        <>
                          <tspan className="font-bold" textDecoration="underline">
                            {name.slice(0, Math.min(prefixLen, bytes))}
                          </tspan>
                          {clip(name.slice(prefixLen), 12)}
                        </>
                      ) : (
                        clip(name, 26)
                      )}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      {more(bes.length, L.be.x, L.be.top + MAX_ROWS * 30 + 12)}
      {/* BPF LB map */}
      <text x={L.bpf.x} y={L.bpf.top - 6} className="fill-slate-500 text-[11px] font-semibold">
        {t.stageLabels.bpf}
      </text>
      {bpf.slice(0, MAX_ROWS).map((s, i) => {
        const n = s.backends.length;
        const hot = changed.has(`bpf:${s.frontend}`);
        return (
          <g key={s.frontend} transform={`translate(${L.bpf.x},${L.bpf.top + i * 22})`}>
            <rect
              width={L.bpf.w}
              height={19}
              rx={3}
              className={`${n ? 'fill-transparent stroke-slate-400' : 'fill-bad/15 stroke-bad'} ${hot ? 'pulse' : ''}`}
              strokeWidth={hot ? 2 : 1}
              strokeDasharray={n ? undefined : '4 3'}
            />
            <text x={5} y={13} className="fill-current font-mono text-[9.5px]">
              {clip(s.frontend, 22)} ({s.revNat})
            </text>
            <text
              x={L.bpf.w - 5}
              y={13}
              textAnchor="end"
              className={`font-mono text-[9.5px] ${n ? 'fill-ok' : 'fill-bad'}`}
            >
              {n ? `✓ count ${n}` : '✗ count 0'}
            </text>
          </g>
        );
      })}
      {bpf.length === 0 && (
        <text x={L.bpf.x} y={L.bpf.top + 14} className="fill-slate-500 text-[10px]">
          {t.status.empty}
        </text>
      )}
      {more(bpf.length, L.bpf.x, L.bpf.top + MAX_ROWS * 22 + 12)}
      {/* client */}
      <g transform={`translate(${L.client.x},${L.client.top})`}>
        <rect
          width={L.client.w}
          height={58}
          rx={6}
          className={`fill-transparent ${step.kind === 'connect' || step.kind === 'agentCrashLoop' ? 'stroke-warn pulse' : 'stroke-slate-400'}`}
          strokeWidth={step.kind === 'connect' ? 2.5 : 1}
        />
        <text x={6} y={15} className="fill-current text-[11px] font-semibold">
          {t.stageLabels.client} · {t.stageLabels.lastConnect}
        </text>
        {lastConnect ? (
          <>
            <text x={6} y={31} className="fill-current font-mono text-[9.5px]">
              {clip(lastConnect.client, 20)} → {lastConnect.to}
            </text>
            <text
              x={6}
              y={47}
              className={`font-mono text-[10px] font-semibold ${lastConnect.result === 'ok' ? 'fill-ok' : 'fill-bad'}`}
            >
              {lastConnect.result === 'ok' ? `✓ ${t.status.ok}` : `✗ ${lastConnect.result}`}
              {lastConnect.result === 'EPERM' ? ' operation not permitted' : ''} · {lastConnect.path}
            </text>
          </>
        ) : (
          <text x={6} y={33} className="fill-slate-500 text-[10px]">
            {t.stageLabels.noConnect}
          </text>
        )}
      </g>
    </g>
  );
}
