import { drag, type D3DragEvent } from 'd3-drag';
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';

export interface EventDragOptions {
  /** The strip's time span (ms), drawn over `range` (px from the strip's left edge). */
  end: number;
  range: [number, number];
  /** Times snap to multiples of this (ms). */
  snap: number;
  /** While dragging: the dragged event's time, or null when the drag ends or is cancelled. */
  onPreview: (index: number, at: number | null) => void;
  /** The drag ended: event `index` moves to `at`. */
  onDrop: (index: number, at: number) => void;
}

export interface EventDrag {
  /** Takes new options and binds markers React added since (idempotent). */
  update: (opts: EventDragOptions) => void;
  destroy: () => void;
}

/** Markers are the strip's descendants carrying `data-event-index`. */
export const MARKER_SELECTOR = '[data-event-index]';

/**
 * Dragging the editor's event markers in time, created once per strip. d3-drag tracks the pointer (mouse or
 * touch); this turns its position into a snapped time. The dragged event is the one whose marker was pressed,
 * read once at the start: re-sorting the list mid-drag cannot move another event.
 */
export function createEventDrag(el: HTMLElement, initial: EventDragOptions): EventDrag {
  let o = initial;
  let active: { index: number; at: number; moved: boolean } | null = null;
  const timeAt = (px: number) => {
    const x = scaleLinear().domain([0, o.end]).range(o.range).clamp(true);
    return Math.round(x.invert(px) / o.snap) * o.snap;
  };
  const behaviour = drag<Element, unknown>()
    .container(el)
    .filter((e: MouseEvent | TouchEvent) => e.type === 'touchstart' || (e as MouseEvent).button === 0)
    .on('start', function (this: Element, e: D3DragEvent<Element, unknown, unknown>) {
      active = { index: Number(this.getAttribute('data-event-index')), at: timeAt(e.x), moved: false };
    })
    .on('drag', (e: D3DragEvent<Element, unknown, unknown>) => {
      if (!active) return;
      active.at = timeAt(e.x);
      active.moved = true;
      o.onPreview(active.index, active.at);
    })
    .on('end', () => {
      const done = active;
      active = null;
      if (!done) return;
      o.onPreview(done.index, null);
      // A press without a move is a click (it focuses the marker), not a drop where the pointer was.
      if (done.moved) o.onDrop(done.index, done.at);
    });
  // The browser took the gesture over (or the touch was lost): the event stays where it was.
  const onCancel = () => {
    if (!active) return;
    o.onPreview(active.index, null);
    active = null;
  };

  const bind = () => {
    const markers = select(el).selectAll<Element, unknown>(MARKER_SELECTOR);
    markers.call(behaviour);
    markers.style('touch-action', 'none');
  };
  el.addEventListener('pointercancel', onCancel);
  bind();
  return {
    update(next) {
      o = next;
      bind();
    },
    destroy() {
      select(el).selectAll(MARKER_SELECTOR).on('.drag', null).style('touch-action', null);
      el.removeEventListener('pointercancel', onCancel);
      active = null;
    },
  };
}
