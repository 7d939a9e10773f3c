import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import type { OutputLine as Line } from './outputDiff';
import { lineMarks, OutputLine } from './OutputLine';

/**
 * A long command output (thousands of rows in a large cluster), virtualised: only the lines in view (plus a
 * margin) are in the DOM. Lines do not wrap, so each is one line-height tall — except a line the tour or a beat
 * points at, which wraps to the box's width (and is measured). A log follows its newest line;
 * otherwise the view scrolls to the first selected or toured line.
 */
export default function LongOutputLines(props: {
  lines: Line[];
  scroller: RefObject<HTMLPreElement | null>;
  follow: boolean;
  matchers: readonly RegExp[];
  tourLines: readonly string[];
  labels: { added: string; removed: string; range: string };
}) {
  const { lines, scroller, follow, matchers, tourLines, labels } = props;
  const [lineHeight] = useState(() => {
    const el = scroller.current;
    const lh = el ? Number.parseFloat(getComputedStyle(el).lineHeight) : NaN;
    return Number.isFinite(lh) && lh > 0 ? lh : 17;
  });
  const marks = useMemo(
    () => lines.map((l) => lineMarks(l, matchers, tourLines)),
    [lines, matchers, tourLines],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this app: the virtualizer re-renders this component itself
  const v = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => lineHeight,
    // Only a toured line is measured (it wraps); its own key keeps its size from outliving the tour's stop.
    getItemKey: (i) => (marks[i]?.toured ? `t${i}` : i),
    overscan: 20,
    // The first paint (and jsdom, which has no layout) shows the first screenful.
    initialRect: { width: 0, height: 16 * lineHeight },
  });
  const target = follow ? lines.length - 1 : marks.findIndex((m) => m.hit || m.toured);
  useLayoutEffect(() => {
    if (target >= 0) v.scrollToIndex(target, { align: follow ? 'end' : 'center' });
  }, [target, follow, v]);
  const items = v.getVirtualItems();
  return (
    <span className="relative block" style={{ height: v.getTotalSize() }} data-virtual-lines={lines.length}>
      <span className="sr-only">{labels.range}</span>
      {items.map((it) => (
        <OutputLine
          key={it.index}
          ref={marks[it.index]!.toured ? v.measureElement : undefined}
          index={it.index}
          line={lines[it.index]!}
          marks={marks[it.index]!}
          labels={labels}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            minWidth: '100%',
            width: marks[it.index]!.toured ? '100%' : 'max-content',
            transform: `translateY(${it.start}px)`,
          }}
        />
      ))}
    </span>
  );
}
