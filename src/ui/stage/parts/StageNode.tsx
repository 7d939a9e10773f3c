import { useContext } from 'react';
import { fmt, useT } from '../../i18n/useT';
import { formatSeconds } from '../../timeline/geometry';
import { STAGE_BUFFER_RX } from '../../layout';
import { backendTitle, chipTag, clientLine, rowAddress, shortAddr, stageWords } from '../stageDemand';
import type { Box, StageGeometry } from '../stageLayout';
import type { AddressRow, BackendCard, StageModel } from '../stageModel';
import { agentHeader } from './agentHeader';
import { MeasureContext } from './measureContext';
import { Line, More, selectable, Title } from './svgText';

const mark = (n: number | null) => (n === null ? '—' : n > 0 ? `✓ ${n}` : '✗ 0');
const markClass = (n: number | null) =>
  n === null ? 'fill-slate-500' : n > 0 ? 'fill-ok-strong font-bold' : 'fill-bad-strong font-bold';

function Cell({ box, n, g, pending }: { box: Box; n: number | null; g: StageGeometry; pending?: boolean }) {
  return (
    // A count is never cut (the layout sizes the column for it; "… " of a pending frontend may reach left).
    <Line box={box} font={g.mark} mono align="end" className={markClass(n)} maxWidth={Infinity}>
      {pending ? '… ' : ''}
      {mark(n)}
    </Line>
  );
}

function TableRow(props: {
  r: AddressRow;
  b: Box;
  g: StageGeometry;
  selected: string | null;
  onSelect?: ((t: string | null) => void) | undefined;
}) {
  const { r, b, g } = props;
  const t = useT();
  const broken = r.bpf === 0 && r.victim;
  const cell = (i: number): Box => ({
    x: b.x + g.table.addrW + i * g.table.cellW,
    y: b.y,
    w: g.table.cellW,
    h: b.h,
  });
  const pending = r.status === 'Pending';
  return (
    <g {...selectable(r.address, props.selected, props.onSelect)} data-address={r.address}>
      <title>
        {fmt(t.stageLabels.rowTitle, {
          address: r.address,
          type: r.type,
          service: r.service,
          frontend: mark(r.frontend),
          pending: pending ? ` (${t.stageLabels.pendingRow})` : '',
          bpf: mark(r.bpf),
          revNat: r.revNat === null ? '' : fmt(t.stageLabels.revNatId, { n: r.revNat }),
          atNode: r.atNode.length
            ? fmt(t.stageLabels.atNodeEntries, { addresses: r.atNode.map(shortAddr).join(', ') })
            : '',
        })}
      </title>
      <rect
        x={b.x}
        y={b.y}
        width={b.w}
        height={b.h}
        rx={g.font * 0.3}
        className={`${broken ? 'fill-bad/15 stroke-bad' : 'fill-transparent stroke-slate-400'} ${r.hot ? 'pulse' : ''} ${props.selected === r.address ? 'stroke-info' : ''}`}
        strokeWidth={r.hot || props.selected === r.address ? 2.5 : 1}
        strokeDasharray={broken ? '5 3' : undefined}
      />
      <Line
        box={b}
        font={g.font}
        mono
        className={broken ? 'fill-bad-strong font-semibold' : 'fill-current'}
        maxWidth={g.table.addrW - g.font * 0.45}
      >
        {rowAddress(r)}
      </Line>
      <Cell box={cell(0)} n={r.frontend} g={g} pending={pending} />
      <Cell box={cell(1)} n={r.bpf} g={g} />
    </g>
  );
}

function BackendChips({
  c,
  card,
  g,
}: {
  c: BackendCard;
  card: StageGeometry['backends']['cards'][number];
  g: StageGeometry;
}) {
  const t = useT();
  const b = card.box;
  return (
    <g>
      <rect
        x={b.x}
        y={b.y}
        width={b.w}
        height={b.h}
        rx={g.font * 0.3}
        className={`fill-transparent ${c.released ? 'stroke-bad pulse' : 'stroke-slate-400'}`}
        strokeWidth={c.released ? 2.5 : 1}
        strokeDasharray={c.rowDeleted ? '5 3' : undefined}
      />
      <Line box={{ ...b, h: g.font * 1.65 }} font={g.font} mono className="fill-current">
        {backendTitle(c.address, c.rowDeleted, t.release)}
      </Line>
      {c.chips.map((chip, k) => {
        const box = card.chips[k];
        if (!box) return null;
        const gone = chip.state === 'removed' || chip.state === 'collateral' || chip.state === 'ghost';
        const cls =
          chip.state === 'collateral'
            ? 'fill-bad/20 stroke-bad'
            : chip.state === 'ghost'
              ? 'fill-transparent stroke-bad'
              : chip.state === 'removed'
                ? 'fill-slate-400/15 stroke-slate-400'
                : chip.state === 'spared'
                  ? 'fill-ok/25 stroke-ok'
                  : 'fill-ok/10 stroke-ok/70';
        const tag = chipTag(chip, stageWords(t));
        const tagBox = { ...box, y: box.y + box.h + 1, h: g.font * 0.95 };
        return (
          <g key={chip.service} data-chip={chip.service}>
            <rect
              x={box.x}
              y={box.y}
              width={box.w}
              height={box.h}
              rx={g.font * 0.25}
              className={cls}
              strokeDasharray={gone ? '4 2' : undefined}
            />
            <Line box={box} font={g.chip} mono className={gone ? 'fill-bad-strong' : 'fill-current'}>
              {gone ? '✗ ' : '✓ '}
              {chip.prefixBytes ? (
                <>
                  <tspan className="font-bold" textDecoration="underline">
                    {chip.service.slice(0, chip.prefixBytes)}
                  </tspan>
                  {chip.service.slice(chip.prefixBytes)}
                </>
              ) : (
                chip.service
              )}
            </Line>
            {tag && k === c.chips.length - 1 && (
              <Line
                box={tagBox}
                font={g.small}
                className={
                  chip.state === 'spared' ? 'fill-ok-strong font-semibold' : 'fill-bad-strong font-semibold'
                }
              >
                {tag}
              </Line>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** The node: the agent, its backends table (instances), frontends next to BPF entries, and a client. */
export function StageNode(props: {
  m: StageModel;
  g: StageGeometry;
  selected: string | null;
  onSelect?: ((token: string | null) => void) | undefined;
}) {
  const { m, g } = props;
  const t = useT();
  const measure = useContext(MeasureContext);
  const a = m.agent;
  const running = a.phase === 'running';
  const c = m.client.connect;
  // The last connect keeps its colour only at its own step; later it is history (its time says when).
  const resultClass = c?.result === 'ok' ? 'fill-ok-strong font-bold' : 'fill-bad-strong font-bold';
  const cl = g.client;
  const line = (i: number, h = 1.25): Box => ({
    x: cl.x,
    y: cl.y + g.font * (0.4 + i * h),
    w: cl.w,
    h: g.font * h,
  });
  const ok = c?.result === 'ok';
  // The client's frame, in the one-line and the three-line layout (corner radius in font units).
  const clientBox = (rx: number) => (
    <rect
      x={cl.x}
      y={cl.y}
      width={cl.w}
      height={cl.h}
      rx={g.font * rx}
      className={`${c && !ok ? 'fill-bad/10 stroke-bad' : 'fill-transparent stroke-slate-400'} ${m.client.hot ? 'pulse' : ''}`}
      strokeWidth={m.client.hot ? 3 : 1.2}
    />
  );
  return (
    <g data-node-box="">
      <rect
        x={g.node.x}
        y={g.node.y}
        width={g.node.w}
        height={g.node.h}
        rx={g.font * 0.8}
        className="fill-slate-100/70 stroke-slate-400 dark:fill-slate-900/70"
      />
      {/* cilium-agent: phase, watch, reflector buffer */}
      <rect
        x={g.agent.x}
        y={g.agent.y}
        width={g.agent.w}
        height={g.agent.h}
        rx={g.font * 0.4}
        className={`fill-transparent ${running ? 'stroke-info' : 'stroke-bad'} ${a.hot ? 'pulse' : ''}`}
        strokeWidth={running ? 1.2 : 2.5}
        strokeDasharray={running ? undefined : '6 3'}
      />
      <Line
        box={{ ...g.agent, h: g.font * 1.3 }}
        font={g.font}
        className={`font-semibold ${running ? 'fill-current' : 'fill-bad-strong'}`}
      >
        {agentHeader(a, m.node, t, g, measure)}
      </Line>
      <Line
        box={{ ...g.agent, y: g.agent.y + g.font * 1.3, h: g.font * 1 }}
        font={g.small}
        className={a.watch ? 'fill-ok-strong' : 'fill-bad-strong'}
      >
        {t.stageLabels.watch}: {a.watch ? `✓ ${t.status.connected}` : `✗ ${t.status.disconnected}`}
        <tspan className="fill-slate-600 dark:fill-slate-300">
          {' '}
          · {t.stageLabels.buffer}: {a.buffer.length ? '' : t.status.empty}
        </tspan>
      </Line>
      {g.buffer.map((b, i) => (
        <g key={a.buffer[i]}>
          <rect
            x={b.x}
            y={b.y}
            width={b.w}
            height={b.h}
            rx={STAGE_BUFFER_RX}
            className="fill-warn/30 stroke-warn"
          />
          <Line box={b} font={g.small} mono inset={g.font * 0.25} className="fill-current">
            {a.buffer[i]}
          </Line>
        </g>
      ))}
      {a.buffer.length > g.buffer.length && (
        <Line
          box={{ ...g.agent, y: g.agent.y + g.font * 1.3, h: g.font }}
          font={g.small}
          align="end"
          className="fill-slate-600 dark:fill-slate-300"
        >
          +{a.buffer.length - g.buffer.length}
        </Line>
      )}
      {/* backends (instances): one row per address, one chip per service instance */}
      <Title box={g.backends.title} font={g.title}>
        {t.stageLabels.backends}
      </Title>
      {m.backends.shown.length === 0 && g.backends.empty.h > 0 && (
        <Line box={g.backends.empty} font={g.small} inset={0} className="fill-slate-600 dark:fill-slate-300">
          {t.status.empty}
        </Line>
      )}
      {m.backends.shown.map((cb, i) => {
        const card = g.backends.cards[i];
        return card ? <BackendChips key={cb.address} c={cb} card={card} g={g} /> : null;
      })}
      <More box={g.backends.more} font={g.small} n={m.backends.hidden} label={t.stageLabels.more} />
      {/* frontends (statedb snapshot) next to their BPF entries */}
      <Title box={g.table.title} font={g.title}>
        {t.stageLabels.table}
      </Title>
      <Line
        box={{ ...g.table.header, w: g.table.addrW }}
        font={g.small}
        inset={g.font * 0.45}
        className="fill-slate-600 dark:fill-slate-300"
      >
        {t.stageLabels.address}
      </Line>
      <Line
        box={{ ...g.table.header, x: g.table.header.x + g.table.addrW, w: g.table.cellW }}
        font={g.small}
        align="end"
        className="fill-slate-600 dark:fill-slate-300"
        // Wider than its column of counts: it may reach back over the address column's empty right half.
        maxWidth={g.table.cellW + g.table.addrW / 2 - g.small * 0.45}
      >
        {t.stageLabels.frontendCol}
      </Line>
      <Line
        box={{ ...g.table.header, x: g.table.header.x + g.table.addrW + g.table.cellW, w: g.table.cellW }}
        font={g.small}
        align="end"
        className="fill-slate-600 dark:fill-slate-300"
      >
        {t.stageLabels.bpfCol}
      </Line>
      {m.table.shown.map((r, i) => {
        const b = g.table.rows[i];
        return b ? (
          <TableRow key={r.address} r={r} b={b} g={g} selected={props.selected} onSelect={props.onSelect} />
        ) : null;
      })}
      {m.table.shown.length === 0 && g.table.empty.h > 0 && (
        <Line box={g.table.empty} font={g.small} className="fill-slate-600 dark:fill-slate-300">
          {t.status.empty}
        </Line>
      )}
      <More box={g.table.more} font={g.small} n={m.table.hidden} label={t.stageLabels.more} />
      {/* a process on the node */}
      {cl.h < g.font * 3 ? (
        <g data-client="">
          <title>{t.stageLabels.client}</title>
          {clientBox(0.3)}
          <Line
            box={cl}
            font={g.mark}
            mono
            className={!c || !m.client.now ? 'fill-slate-600 dark:fill-slate-300' : resultClass}
          >
            {c ? (ok ? `✓ ${t.status.ok}` : `✗ ${c.result}`) : '—'}
            <tspan style={{ fontSize: g.small }} className="fill-current font-normal">
              {c ? `  ${clientLine(c.to, c.client)}` : `  ${t.stageLabels.noConnect}`}
            </tspan>
          </Line>
        </g>
      ) : (
        <>
          <Title box={{ ...cl, y: cl.y - g.font * 1.55, h: g.font * 1.55 }} font={g.title}>
            {t.stageLabels.client}
          </Title>
          {clientBox(0.4)}
          {c ? (
            <>
              <Line box={line(0)} font={g.small} mono className="fill-current">
                {clientLine(c.to, c.client)}
              </Line>
              <Line
                box={line(1, 1.6)}
                font={g.mark}
                mono
                className={m.client.now ? resultClass : 'fill-slate-600 font-bold dark:fill-slate-300'}
              >
                {ok ? `✓ ${t.status.ok}` : `✗ ${c.result}`}
                <tspan
                  style={{ fontSize: g.small }}
                  className="fill-slate-600 font-normal dark:fill-slate-300"
                >
                  {`  ${formatSeconds(c.at)}`}
                </tspan>
              </Line>
              <Line box={line(2.75, 1.1)} font={g.small} className="fill-slate-600 dark:fill-slate-300">
                {t.causes[c.cause]}
              </Line>
            </>
          ) : (
            <Line box={line(1)} font={g.small} className="fill-slate-600 dark:fill-slate-300">
              {t.stageLabels.noConnect}
            </Line>
          )}
        </>
      )}
    </g>
  );
}
