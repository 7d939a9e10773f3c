import { toRuns, wrapRuns, type Run } from './textWrap';

/** A paragraph to lay out: its text (with backtick code spans), size, weight and colour classes. */
export interface Paragraph {
  text: string;
  font: number;
  className: string;
  bold?: boolean;
  maxLines?: number;
  /** Extra space after the paragraph, in multiples of its font size. */
  gapAfter?: number;
}

export interface LaidLine {
  /** Baseline, relative to the block's top. */
  y: number;
  runs: Run[];
  font: number;
  className: string;
}

/** Wraps paragraphs into lines at `width` px; returns the lines and the block's height. */
export function layoutParagraphs(paragraphs: Paragraph[], width: number, leading = 1.3) {
  const lines: LaidLine[] = [];
  let y = 0;
  for (const p of paragraphs) {
    for (const runs of wrapRuns(toRuns(p.text), width, p.font, p.maxLines, p.bold)) {
      lines.push({ y: y + p.font, runs, font: p.font, className: p.className });
      y += p.font * leading;
    }
    y += p.font * (p.gapAfter ?? 0);
  }
  return { lines, height: y };
}

/** Laid-out lines as SVG text: real, selectable text, with code runs in the monospace font. */
export function TextLines({ x, y, lines }: { x: number; y: number; lines: LaidLine[] }) {
  return (
    <g>
      {lines.map((l, i) => (
        <text key={i} x={x} y={y + l.y} style={{ fontSize: l.font }} className={l.className}>
          {l.runs.map((r, k) =>
            r.code ? (
              <tspan key={k} className="font-mono">
                {r.text}
              </tspan>
            ) : (
              r.text
            ),
          )}
        </text>
      ))}
    </g>
  );
}
