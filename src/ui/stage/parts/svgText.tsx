import { memo, useContext, type ReactNode } from 'react';
import { LINE_INSET, type Box } from '../stageLayout';
import { fitChildren } from './fitChildren';
import { MeasureContext } from './measureContext';

/**
 * A text line placed inside a box: left- or right-aligned, vertically centred at `font` px. Text wider than
 * the box (less its insets, or `maxWidth`) is cut by measured width with "…", the whole text in its tooltip.
 */
export function Line(props: {
  box: Box;
  font: number;
  children: ReactNode;
  className?: string;
  align?: 'start' | 'end';
  dy?: number;
  mono?: boolean;
  inset?: number;
  maxWidth?: number;
}) {
  const { box, font, align = 'start', inset = font * LINE_INSET } = props;
  const measure = useContext(MeasureContext);
  const className = `${props.mono ? 'font-mono ' : ''}${props.className ?? 'fill-current'}`;
  const fit = fitChildren(
    props.children,
    props.maxWidth ?? box.w - 2 * inset,
    font,
    { mono: !!props.mono, bold: /\bfont-(bold|semibold)\b/.test(className) },
    measure,
  );
  return (
    <text
      x={align === 'end' ? box.x + box.w - inset : box.x + inset}
      y={box.y + (props.dy ?? box.h / 2) + font * 0.36}
      textAnchor={align}
      style={{ fontSize: font }}
      className={className}
      data-clipped={fit.clipped || undefined}
    >
      {fit.clipped && <title>{fit.full}</title>}
      {fit.node}
    </text>
  );
}

/** A section title above a list (memoized: its box and words are the same at most steps). */
export const Title = memo(function Title({
  box,
  font,
  children,
}: {
  box: Box;
  font: number;
  children: ReactNode;
}) {
  return (
    <Line box={box} font={font} inset={0} className="fill-slate-600 font-semibold dark:fill-slate-300">
      {children}
    </Line>
  );
});

/** "+N more" under a list whose other rows are folded away (memoized as Title). */
export const More = memo(function More({
  box,
  font,
  n,
  label,
}: {
  box: Box;
  font: number;
  n: number;
  label: string;
}) {
  if (n <= 0 || box.h === 0) return null;
  return (
    <Line box={box} font={font} inset={font * 0.3} className="fill-slate-600 dark:fill-slate-300">
      {label.replace('{n}', String(n))}
    </Line>
  );
});

/**
 * Keyboard and pointer activation for a stage element that selects something. Without a handler (an exported
 * picture) the element is plain graphics: no button role, no tab stop.
 */
export function selectable(
  token: string,
  /** Whether `token` is the one selected now (a press then clears the selection). */
  pressed: boolean,
  onSelect: ((t: string | null) => void) | undefined,
) {
  if (!onSelect) return {};
  return {
    role: 'button',
    tabIndex: 0,
    'aria-pressed': pressed,
    onClick: () => onSelect(pressed ? null : token),
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        e.stopPropagation();
        onSelect(pressed ? null : token);
      }
    },
    className: 'cursor-pointer outline-none focus-visible:[&>rect:first-child]:stroke-info',
  } as const;
}
