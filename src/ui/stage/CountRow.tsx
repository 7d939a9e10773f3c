import { clip } from './layout';

/**
 * One stage row for something with a backend count: a frontend (its frozen snapshot) or a BPF entry.
 * Zero backends is shown three ways — ✗, a dashed border and the colour — never by colour alone.
 */
export function CountRow(props: {
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
  count: number;
  hot: boolean;
  title: string;
  suffix?: string;
}) {
  const { x, y, w, h, label, count, hot } = props;
  return (
    <g transform={`translate(${x},${y})`}>
      <title>{props.title}</title>
      <rect
        width={w}
        height={h - 4}
        rx={4}
        className={`${count ? 'fill-transparent stroke-slate-400' : 'fill-bad/10 stroke-bad'} ${hot ? 'pulse' : ''}`}
        strokeWidth={hot ? 2.5 : 1}
        strokeDasharray={count ? undefined : '5 3'}
      />
      <text x={6} y={14.5} className="fill-current font-mono text-[11.5px]">
        {clip(label, 22)}
      </text>
      <text
        x={w - 6}
        y={14.5}
        textAnchor="end"
        className={`font-mono text-[11.5px] font-semibold ${count ? 'fill-ok' : 'fill-bad'}`}
      >
        {count ? `✓ ${count}` : '✗ 0'}
        {props.suffix ? ` · ${props.suffix}` : ''}
      </text>
    </g>
  );
}
