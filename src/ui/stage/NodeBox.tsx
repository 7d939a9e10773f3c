import { compareAddr } from '../../model/l3n4Addr';
import { pmValues } from '../../model/pmap';
import type { ClusterState, ConnectResult, Step } from '../../model/trace';
import { useT } from '../i18n/useT';
import type { BackendRow } from './backendRows';
import { CountRow } from './CountRow';
import { clip, MAX_ROWS, type StageLayout } from './layout';

const More = ({ n, x, y }: { n: number; x: number; y: number }) =>
  n > MAX_ROWS ? (
    <text x={x} y={y} className="fill-slate-500 text-[12px]">
      +{n - MAX_ROWS}
    </text>
  ) : null;

function Heading({ x, y, children }: { x: number; y: number; children: string }) {
  return (
    <text x={x} y={y} className="fill-slate-500 text-[13px] font-semibold">
      {children}
    </text>
  );
}

/** The node: cilium-agent (watch → buffer → statedb tables), the BPF LB map, and a client process. */
export function NodeBox(props: {
  state: ClusterState;
  step: Step;
  L: StageLayout;
  nodeName: string;
  lastConnect: ConnectResult | undefined;
  backends: BackendRow[];
}) {
  const { state, step, L, nodeName, lastConnect, backends } = props;
  const t = useT();
  const a = state.agent;
  const fes = pmValues(a.tables.frontends).sort((x, y) => compareAddr(x.address, y.address));
  const bpf = pmValues(state.bpf.services).sort((x, y) => compareAddr(x.frontend, y.frontend));
  const changed = new Set(step.changes.map((c) => `${c.table}:${c.key}`));
  const running = a.phase === 'running';
  // Row tops: each backend row is as tall as its instance chips.
  const rowTops = backends.map(
    (_, i) => L.be.top + backends.slice(0, i).reduce((h, r) => h + 24 + r.chips.length * 18, 0),
  );
  return (
    <g>
      <rect
        x={L.node.x}
        y={L.node.y}
        width={L.node.w}
        height={L.node.h}
        rx={12}
        className="fill-slate-100/70 stroke-slate-400 dark:fill-slate-900/70"
      />
      <text x={L.node.x + 12} y={L.node.y + 20} className="fill-slate-500 text-[14px] font-semibold">
        {t.stageLabels.node} {nodeName}
      </text>
      {/* cilium-agent: phase, watch, reflector buffer */}
      <g transform={`translate(${L.agent.x},${L.agent.top - 16})`}>
        <rect
          width={L.agent.w}
          height={L.agent.h}
          rx={7}
          className={`fill-transparent ${running ? 'stroke-info' : 'stroke-bad'}`}
          strokeWidth={running ? 1.2 : 2.5}
          strokeDasharray={running ? undefined : '6 3'}
        />
        <text x={8} y={19} className={`text-[14px] font-semibold ${running ? 'fill-current' : 'fill-bad'}`}>
          {t.stageLabels.agent} ·{' '}
          {running
            ? `✓ ${t.status.running}`
            : a.phase === 'crashloop'
              ? `✗ ${t.status.crashloop}`
              : `… ${t.status.starting}`}
          {a.restarts ? ` · restarts: ${a.restarts}` : ''}
        </text>
        <text x={8} y={40} className={`text-[12px] ${a.watch.connected ? 'fill-ok' : 'fill-bad'}`}>
          {t.stageLabels.watch}: {a.watch.connected ? '✓' : '✗'}{' '}
          {a.watch.connected ? t.status.connected : t.status.disconnected}
        </text>
        <text x={8} y={57} className="fill-slate-500 text-[12px]">
          {t.stageLabels.buffer}:
        </text>
        {a.buffer.slice(0, 3).map((b, i) => (
          <g key={b.key} transform={`translate(${118 + i * 138},46)`}>
            <rect width={132} height={15} rx={3} className="fill-warn/30 stroke-warn" />
            <text x={4} y={11.5} className="fill-current font-mono text-[10.5px]">
              {clip(b.key, 21)}
            </text>
          </g>
        ))}
        <text
          x={a.buffer.length ? 118 + Math.min(3, a.buffer.length) * 138 : 118}
          y={57}
          className="fill-slate-500 text-[12px]"
        >
          {a.buffer.length === 0 ? t.status.empty : a.buffer.length > 3 ? `+${a.buffer.length - 3}` : ''}
        </text>
      </g>
      {/* frontends: their backends are a frozen snapshot */}
      <Heading x={L.fe.x} y={L.fe.top - 8}>{`${t.stageLabels.frontends} (statedb)`}</Heading>
      {fes.slice(0, MAX_ROWS).map((fe, i) => (
        <CountRow
          key={fe.address}
          x={L.fe.x}
          y={L.fe.top + i * L.fe.rowH}
          w={L.fe.w}
          h={L.fe.rowH}
          label={fe.address}
          count={fe.backends.length}
          hot={changed.has(`frontends:${fe.address}`)}
          title={`${fe.address} ${fe.type} ${fe.serviceName}: ${fe.backends.join(', ') || '—'} (${fe.status})`}
          suffix={fe.status === 'Done' ? undefined : fe.status}
        />
      ))}
      <More n={fes.length} x={L.fe.x} y={L.fe.top + MAX_ROWS * L.fe.rowH + 12} />
      {/* backends: one row per address, one chip per instance key */}
      <Heading x={L.be.x} y={L.be.top - 8}>
        {t.stageLabels.backends}
      </Heading>
      {backends.length === 0 && (
        <text x={L.be.x} y={L.be.top + 14} className="fill-slate-500 text-[12px]">
          {t.status.empty}
        </text>
      )}
      {backends.map((row, ri) => {
        const y = rowTops[ri]!;
        const rel = row.release;
        return (
          <g key={row.address} transform={`translate(${L.be.x},${y})`}>
            <rect
              width={L.be.w}
              height={20 + row.chips.length * 18}
              rx={4}
              className={`fill-transparent ${rel ? 'stroke-bad pulse' : 'stroke-slate-400'}`}
              strokeWidth={rel ? 2.5 : 1}
              strokeDasharray={rel?.rowDeleted ? '5 3' : undefined}
            />
            <text x={6} y={14} className="fill-current font-mono text-[11.5px]">
              {row.address}
              {rel?.rowDeleted ? '  ✗ row deleted' : ''}
            </text>
            {row.chips.map((c, k) => {
              const prefix = c.collateral && rel ? Math.min(rel.prefixHex.length / 2, c.service.length) : 0;
              return (
                <g key={c.service} transform={`translate(6,${19 + k * 18})`}>
                  <rect
                    width={L.be.w - 12}
                    height={15}
                    rx={3}
                    className={
                      c.collateral
                        ? 'fill-bad/30 stroke-bad'
                        : c.removed
                          ? 'fill-slate-400/20 stroke-slate-400'
                          : 'fill-ok/15 stroke-ok/70'
                    }
                    strokeDasharray={c.removed ? '4 2' : undefined}
                  />
                  <text
                    x={4}
                    y={11.5}
                    className={`font-mono text-[11px] ${c.removed ? 'fill-bad' : 'fill-current'}`}
                  >
                    {c.removed ? '✗ ' : '✓ '}
                    {prefix ? (
                      <>
                        <tspan className="font-bold" textDecoration="underline">
                          {c.service.slice(0, prefix)}
                        </tspan>
                        {c.service.slice(prefix)}
                      </>
                    ) : (
                      c.service
                    )}
                    {c.collateral ? '  ← prefix match' : ''}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
      {/* BPF LB map */}
      <Heading x={L.bpf.x} y={L.bpf.top - 8}>{`${t.stageLabels.bpf} (count)`}</Heading>
      {bpf.slice(0, MAX_ROWS).map((e, i) => (
        <CountRow
          key={e.frontend}
          x={L.bpf.x}
          y={L.bpf.top + i * L.bpf.rowH}
          w={L.bpf.w}
          h={L.bpf.rowH}
          label={e.frontend}
          count={e.backends.length}
          hot={changed.has(`bpf:${e.frontend}`)}
          title={`${e.frontend} rev-NAT ${e.revNat}: count ${e.backends.length}`}
        />
      ))}
      {bpf.length === 0 && (
        <text x={L.bpf.x} y={L.bpf.top + 14} className="fill-slate-500 text-[12px]">
          {t.status.empty}
        </text>
      )}
      <More n={bpf.length} x={L.bpf.x} y={L.bpf.top + MAX_ROWS * L.bpf.rowH + 12} />
      {/* a process on the node */}
      <g transform={`translate(${L.client.x},${L.client.top})`}>
        <rect
          width={L.client.w}
          height={72}
          rx={7}
          className={`fill-transparent ${step.kind === 'connect' ? 'stroke-warn pulse' : 'stroke-slate-400'}`}
          strokeWidth={step.kind === 'connect' ? 3 : 1.2}
        />
        <text x={7} y={18} className="fill-current text-[13px] font-semibold">
          {t.stageLabels.client}
        </text>
        {lastConnect ? (
          <>
            <text x={7} y={38} className="fill-current font-mono text-[11.5px]">
              connect {clip(lastConnect.to, 21)}
            </text>
            <text
              x={7}
              y={58}
              className={`font-mono text-[13px] font-bold ${lastConnect.result === 'ok' ? 'fill-ok' : 'fill-bad'}`}
            >
              {lastConnect.result === 'ok' ? `✓ ${t.status.ok}` : `✗ ${lastConnect.result}`}
              <tspan className="fill-slate-500 text-[11px] font-normal"> · {lastConnect.path}</tspan>
            </text>
          </>
        ) : (
          <text x={7} y={40} className="fill-slate-500 text-[12px]">
            {t.stageLabels.noConnect}
          </text>
        )}
      </g>
    </g>
  );
}
