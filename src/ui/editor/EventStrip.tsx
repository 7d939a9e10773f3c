import { scaleLinear } from 'd3-scale';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useEditorStore, type Draft } from '../../store/editorStore';
import { useElementWidth } from '../timeline/useElementWidth';
import { fmt, useT } from '../i18n/useT';
import { EVENT_STRIP } from '../layout';
import { createEventDrag, type EventDrag, type EventDragOptions } from './createEventDrag';
import { eventDef, type EventDef } from '../../scenario/events';

/** A marker's colour by what its event is: a client's connect, a restart, or a write to the API. */
const TONE: Record<EventDef<{ at: number; type: string }>['tone'], string> = {
  client: 'fill-info',
  restart: 'fill-warn',
  write: 'fill-mark',
};

/** Events sorted by time (the format requires time order), keeping each event's identity. */
function sortEvents(d: Draft): Draft {
  d.events.sort((a, b) => (Number(a.at) || 0) - (Number(b.at) || 0));
  return d;
}

/** Moves event `i` to `at` and returns where it is once the list is in time order again. */
function moveEvent(i: number, at: number): number {
  let index = i;
  useEditorStore.getState().edit((d) => {
    const ev = d.events[i]!;
    ev.at = Math.max(0, at);
    sortEvents(d);
    index = d.events.indexOf(ev);
    return d;
  });
  return index;
}

/**
 * A strip where each event is a marker: drag it in time (d3-drag, in a controller made once per strip), or
 * focus it and press ← / → (Shift: whole seconds); Enter goes to the event's fields.
 */
export function EventStrip({ draft }: { draft: Draft }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, EVENT_STRIP.defaultWidth);
  const [drag, setDrag] = useState<{ i: number; at: number } | null>(null);
  const focusNext = useRef<number | null>(null);
  const end = Math.max(
    EVENT_STRIP.minSpanMs,
    ...draft.events.map((e) => (Number(e.at) || 0) + EVENT_STRIP.tailMs),
    Number(draft.durationMs) || 0,
  );
  const range: [number, number] = [EVENT_STRIP.inset, width - EVENT_STRIP.inset];
  const x = scaleLinear().domain([0, end]).range(range).clamp(true);
  useEventDrag(ref, {
    end,
    range,
    snap: EVENT_STRIP.snapMs,
    onPreview: (i, at) => setDrag(at === null ? null : { i, at }),
    onDrop: (i, at) => (focusNext.current = moveEvent(i, at)),
  });
  // The moved event keeps the focus wherever sorting put it.
  useEffect(() => {
    if (focusNext.current === null) return;
    ref.current?.querySelector<SVGGElement>(`[data-event-index="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  });
  const onKey = (i: number, at: number) => (e: KeyboardEvent) => {
    const step = e.shiftKey ? EVENT_STRIP.bigStepMs : EVENT_STRIP.snapMs;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      focusNext.current = moveEvent(i, at + (e.key === 'ArrowLeft' ? -step : step));
    } else if (e.key === 'Enter') {
      // The event's own row in the list below: its first field.
      const rows = ref.current?.closest('fieldset')?.querySelectorAll(':scope > [role="group"]');
      rows?.[i]?.querySelector<HTMLElement>('input, select')?.focus();
    } else return;
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    // overflow-hidden: until its first measurement the strip is drawn EVENT_STRIP.defaultWidth wide, which on a
    // phone widened the page for a frame.
    <div
      ref={ref}
      className="relative select-none overflow-hidden rounded bg-slate-100 dark:bg-slate-900"
      style={{ height: EVENT_STRIP.height }}
      aria-label={t.editor.dragHint}
      title={t.editor.dragHint}
    >
      <svg width={width} height={EVENT_STRIP.height} className="block">
        {x.ticks(EVENT_STRIP.ticks).map((tk) => (
          <text
            key={tk}
            x={x(tk)}
            y={EVENT_STRIP.height - EVENT_STRIP.tickBaseline}
            textAnchor="middle"
            className="fill-slate-500 text-[9px]"
          >
            {(tk / 1000).toFixed(0)}s
          </text>
        ))}
        {draft.events.map((e, i) => {
          const at = drag?.i === i ? drag.at : Number(e.at) || 0;
          return (
            <g
              key={i}
              transform={`translate(${x(at)},${EVENT_STRIP.markerY})`}
              className="cursor-ew-resize outline-none focus-visible:[&>circle]:stroke-[3px]"
              data-testid={`event-marker-${i}`}
              data-event-index={i}
              role="slider"
              tabIndex={0}
              aria-label={fmt(t.editor.eventMarker, { n: i + 1, type: e.type })}
              aria-valuemin={0}
              aria-valuemax={end}
              aria-valuenow={at}
              aria-valuetext={`${at} ms`}
              onKeyDown={onKey(i, at)}
            >
              <title>{`${e.type} @ ${at} ms`}</title>
              <circle
                r={EVENT_STRIP.markerRadius}
                className={TONE[eventDef(e.type)?.tone ?? 'write']}
                stroke="currentColor"
              />
              <text
                y={-EVENT_STRIP.markerRadius - EVENT_STRIP.numberLift}
                textAnchor="middle"
                className="fill-current text-[9px]"
              >
                {i + 1}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** Creates the strip's drag controller once per element and gives it the latest options after each render. */
function useEventDrag(ref: RefObject<HTMLDivElement | null>, opts: EventDragOptions) {
  const controller = useRef<EventDrag | null>(null);
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
    controller.current?.update(opts);
  });
  useEffect(() => {
    controller.current = createEventDrag(ref.current!, latest.current);
    return () => {
      controller.current?.destroy();
      controller.current = null;
    };
  }, [ref]);
}
