import type { CSSProperties, Ref } from 'react';
import { lineMatches } from '../../scenario/lineMatch';
import type { OutputLine as Line } from './outputDiff';

/** How one line of a command output is marked: new, removed, selected, pointed at by the tour or a beat. */
export interface LineMarks {
  hit: boolean;
  toured: boolean;
}

/** Which marks a line gets from the selection's matchers and the tour stop's or shown beat's line fragments. */
export function lineMarks(l: Line, matchers: readonly RegExp[], tourLines: readonly string[]): LineMarks {
  return {
    hit: l.kind !== 'del' && matchers.some((m) => m.test(l.text)),
    toured: l.kind !== 'del' && lineMatches(l.text, tourLines),
  };
}

/** One line of a command output (`data-line`: clicking it selects what it names). */
export function OutputLine(props: {
  line: Line;
  marks: LineMarks;
  labels: { added: string; removed: string };
  style?: CSSProperties;
  index?: number;
  /** The virtualised list measures each line it renders (a toured line wraps to several rows). */
  ref?: Ref<HTMLSpanElement>;
}) {
  const { line: l, marks, labels, ref, style, index } = props;
  return (
    <span
      ref={ref}
      data-line
      data-index={index}
      data-removed={l.kind === 'del' || undefined}
      data-selected={marks.hit || undefined}
      data-tour-line={marks.toured || undefined}
      style={style}
      className={`block cursor-pointer ${l.kind === 'add' ? 'line-new' : l.kind === 'del' ? 'line-gone' : ''} ${marks.hit ? 'line-selected' : ''} ${marks.toured ? 'line-tour' : ''}`}
    >
      {l.kind === 'add' && <span className="sr-only">{labels.added}: </span>}
      {l.kind === 'del' && <span className="sr-only">{labels.removed}: </span>}
      {l.text || ' '}
    </span>
  );
}
