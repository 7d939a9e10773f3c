import { scaleLinear } from 'd3-scale';
import { useRef, useState } from 'react';
import { useEditorStore, type Draft } from '../../store/editorStore';
import { useElementWidth } from '../timeline/useElementWidth';
import { useT } from '../i18n/useT';

/** Events sorted by time (the format requires time order), keeping each event's identity. */
function sortEvents(d: Draft): Draft {
  d.events.sort((a, b) => (Number(a.at) || 0) - (Number(b.at) || 0));
  return d;
}

/** A strip where each event is a marker that can be dragged in time. */
export function EventStrip({ draft }: { draft: Draft }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 600);
  const [drag, setDrag] = useState<{ i: number; at: number } | null>(null);
  const end = Math.max(
    10_000,
    ...draft.events.map((e) => (Number(e.at) || 0) + 5000),
    Number(draft.durationMs) || 0,
  );
  const x = scaleLinear()
    .domain([0, end])
    .range([12, width - 12])
    .clamp(true);
  const atFromPointer = (clientX: number) =>
    Math.round(x.invert(clientX - ref.current!.getBoundingClientRect().left) / 100) * 100;
  return (
    <div
      ref={ref}
      className="relative h-12 select-none rounded bg-slate-100 dark:bg-slate-900"
      aria-label={t.editor.dragHint}
      title={t.editor.dragHint}
    >
      <svg width={width} height={48} className="block">
        {x.ticks(8).map((tk) => (
          <text key={tk} x={x(tk)} y={44} textAnchor="middle" className="fill-slate-500 text-[9px]">
            {(tk / 1000).toFixed(0)}s
          </text>
        ))}
        {draft.events.map((e, i) => {
          const at = drag?.i === i ? drag.at : Number(e.at) || 0;
          return (
            <g
              key={i}
              transform={`translate(${x(at)},16)`}
              className="cursor-ew-resize"
              data-testid={`event-marker-${i}`}
              onPointerDown={(ev) => {
                ev.currentTarget.setPointerCapture(ev.pointerId);
                setDrag({ i, at });
              }}
              onPointerMove={(ev) => drag?.i === i && setDrag({ i, at: atFromPointer(ev.clientX) })}
              onPointerUp={() => {
                if (drag?.i === i)
                  useEditorStore.getState().edit((d) => ((d.events[i]!.at = drag.at), sortEvents(d)));
                setDrag(null);
              }}
            >
              <title>{`${e.type} @ ${at} ms`}</title>
              <circle
                r={7}
                className={
                  e.type === 'connect'
                    ? 'fill-info'
                    : e.type.startsWith('restart')
                      ? 'fill-warn'
                      : 'fill-mark'
                }
                stroke="currentColor"
              />
              <text y={-9} textAnchor="middle" className="fill-current text-[9px]">
                {i + 1}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
