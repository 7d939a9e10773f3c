import { memo } from 'react';
import { fmt, useT } from '../../i18n/useT';
import { rowAddress, shortAddr } from '../stageDemand';
import type { Box, StageGeometry } from '../stageLayout';
import type { AddressRow, Listed } from '../stageModel';
import { Line, More, selectable, Title } from './svgText';
import { BoxRect } from './BoxRect';

const mark = (n: number | null) => (n === null ? '—' : n > 0 ? `✓ ${n}` : '✗ 0');
const markClass = (n: number | null) =>
  n === null ? 'fill-slate-500' : n > 0 ? 'fill-ok-strong font-bold' : 'fill-bad-strong font-bold';

type OnSelect = ((token: string | null) => void) | undefined;

function Cell({ box, n, font, pending }: { box: Box; n: number | null; font: number; pending?: boolean }) {
  return (
    // A count is never cut (the layout sizes the column for it; "… " of a pending frontend may reach left).
    <Line box={box} font={font} mono align="end" className={markClass(n)} maxWidth={Infinity}>
      {pending ? '… ' : ''}
      {mark(n)}
    </Line>
  );
}

/**
 * One address: its frontend's backend count next to its BPF entry's. Memoized: an unchanged row keeps its
 * record and box (see stageCache), so a step redraws only the rows it changed.
 */
const TableRow = memo(function TableRow(props: {
  r: AddressRow;
  b: Box;
  font: number;
  mark: number;
  addrW: number;
  cellW: number;
  pressed: boolean;
  onSelect: OnSelect;
}) {
  const { r, b, font, pressed } = props;
  const t = useT();
  const broken = r.bpf === 0 && r.victim;
  const cell = (i: number): Box => ({
    x: b.x + props.addrW + i * props.cellW,
    y: b.y,
    w: props.cellW,
    h: b.h,
  });
  const pending = r.status === 'Pending';
  return (
    <g {...selectable(r.address, pressed, props.onSelect)} data-address={r.address}>
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
      <BoxRect
        box={b}
        rx={font * 0.3}
        className={`${broken ? 'fill-bad/15 stroke-bad' : 'fill-transparent stroke-slate-400'} ${r.hot ? 'pulse' : ''} ${pressed ? 'stroke-info' : ''}`}
        strokeWidth={r.hot || pressed ? 2.5 : 1}
        strokeDasharray={broken ? '5 3' : undefined}
      />
      <Line
        box={b}
        font={font}
        mono
        className={broken ? 'fill-bad-strong font-semibold' : 'fill-current'}
        maxWidth={props.addrW - font * 0.45}
      >
        {rowAddress(r)}
      </Line>
      <Cell box={cell(0)} n={r.frontend} font={props.mark} pending={pending} />
      <Cell box={cell(1)} n={r.bpf} font={props.mark} />
    </g>
  );
});

/** The table's title and column heads (memoized: they move only when the layout does). */
const TableHead = memo(function TableHead(props: {
  title: Box;
  header: Box;
  font: number;
  small: number;
  titleFont: number;
  addrW: number;
  cellW: number;
}) {
  const { header, font, small, addrW, cellW } = props;
  const t = useT();
  return (
    <>
      <Title box={props.title} font={props.titleFont}>
        {t.stageLabels.table}
      </Title>
      <Line
        box={{ ...header, w: addrW }}
        font={small}
        inset={font * 0.45}
        className="fill-slate-600 dark:fill-slate-300"
      >
        {t.stageLabels.address}
      </Line>
      <Line
        box={{ ...header, x: header.x + addrW, w: cellW }}
        font={small}
        align="end"
        className="fill-slate-600 dark:fill-slate-300"
        // Wider than its column of counts: it may reach back over the address column's empty right half.
        maxWidth={cellW + addrW / 2 - small * 0.45}
      >
        {t.stageLabels.frontendCol}
      </Line>
      <Line
        box={{ ...header, x: header.x + addrW + cellW, w: cellW }}
        font={small}
        align="end"
        className="fill-slate-600 dark:fill-slate-300"
      >
        {t.stageLabels.bpfCol}
      </Line>
    </>
  );
});

/** Frontends (the statedb snapshot) next to their BPF entries, one row per address. */
export function StageTable(props: {
  table: Listed<AddressRow>;
  g: StageGeometry;
  selected: string | null;
  onSelect: OnSelect;
}) {
  const { table, g } = props;
  const t = useT();
  const gt = g.table;
  return (
    <>
      <TableHead
        title={gt.title}
        header={gt.header}
        font={g.font}
        small={g.small}
        titleFont={g.title}
        addrW={gt.addrW}
        cellW={gt.cellW}
      />
      {table.shown.map((r, i) => {
        const b = gt.rows[i];
        return b ? (
          <TableRow
            key={r.address}
            r={r}
            b={b}
            font={g.font}
            mark={g.mark}
            addrW={gt.addrW}
            cellW={gt.cellW}
            pressed={props.selected === r.address}
            onSelect={props.onSelect}
          />
        ) : null;
      })}
      {table.shown.length === 0 && gt.empty.h > 0 && (
        <Line box={gt.empty} font={g.small} className="fill-slate-600 dark:fill-slate-300">
          {t.status.empty}
        </Line>
      )}
      <More box={gt.more} font={g.small} n={table.hidden} label={t.stageLabels.more} />
    </>
  );
}
