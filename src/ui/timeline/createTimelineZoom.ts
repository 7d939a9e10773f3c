import { drag, type D3DragEvent } from 'd3-drag';
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type D3ZoomEvent, type ZoomTransform } from 'd3-zoom';

export type TimeRange = [number, number];

export interface TimelineZoomOptions {
  /** The run's length (ms): the widest view. */
  end: number;
  /** The visible range, or null for the whole run. */
  view: TimeRange | null;
  /** Where the time axis lies, in pixels from the element's left edge. */
  range: [number, number];
  /** The element's height (d3-zoom's extent). */
  height: number;
  /** The narrowest view (ms). */
  minSpan: number;
  /** The playhead's time: a touch that starts on it scrubs, a touch elsewhere pans. */
  time: number;
  /** How close (px) to the playhead a touch must start to grab it. */
  grab: number;
  onZoom: (view: TimeRange | null) => void;
  onScrubStart: () => void;
  /** The scrub ended: the pointer let go, or the browser took the gesture over. */
  onScrubEnd: () => void;
  onSeek: (time: number) => void;
}

export interface TimelineZoom {
  update: (opts: TimelineZoomOptions) => void;
  destroy: () => void;
}

type Gesture = MouseEvent | TouchEvent | WheelEvent;

/**
 * The timeline's gestures, created once per element. d3-zoom turns the wheel (and a trackpad's pinch), a
 * two-finger pinch, a one-finger pan and a Shift+drag into a visible time range; d3-drag turns pressing and
 * dragging (or grabbing the playhead by touch) into seeks. D3 computes the transform and the times; the
 * component renders them from the store.
 */
export function createTimelineZoom(el: HTMLElement, initial: TimelineZoomOptions): TimelineZoom {
  let o = initial;
  let syncing = false;
  let scrubbing = false;
  const base = () => scaleLinear().domain([0, o.end]).range(o.range);
  const timeAt = (px: number) => base().clamp(true).invert(px);
  const nearPlayhead = (e: TouchEvent) => {
    const t = e.changedTouches[0];
    const left = el.getBoundingClientRect().left;
    return !!t && Math.abs(t.clientX - left - current().rescaleX(base())(o.time)) <= o.grab;
  };
  const transformOf = (view: TimeRange | null): ZoomTransform => {
    const [z0, z1] = view ?? [0, o.end];
    const k = o.end / Math.max(1, z1 - z0);
    return zoomIdentity.translate(o.range[0] - k * base()(z0), 0).scale(k);
  };
  const current = (): ZoomTransform => (el as unknown as { __zoom?: ZoomTransform }).__zoom ?? zoomIdentity;

  const zoomer = zoom<HTMLElement, unknown>()
    // Wheel, Shift+drag with a mouse, and touches away from the playhead (one finger pans, two pinch).
    .filter((e: Gesture) =>
      e.type === 'wheel'
        ? true
        : e.type === 'touchstart'
          ? !nearPlayhead(e as TouchEvent) || (e as TouchEvent).touches.length > 1
          : e.type === 'mousedown' && (e as MouseEvent).button === 0 && (e as MouseEvent).shiftKey,
    )
    .on('zoom', (e: D3ZoomEvent<HTMLElement, unknown>) => {
      if (syncing) return;
      const [a, b] = e.transform.rescaleX(base()).domain() as [number, number];
      o.onZoom(e.transform.k <= 1.0001 ? null : [Math.max(0, a), Math.min(o.end, b)]);
    });
  // A drag's moves go to the store at most once per frame: the first move of a frame at once (its paint waits
  // for nothing), any later ones of the same frame merged into one seek in that frame's animation callback.
  // Chrome hands a page one mouse move per frame, so there it is one seek, and one render, per frame.
  let pending: number | undefined;
  let frame: number | undefined;
  const flushSeek = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    frame = undefined;
    if (pending === undefined) return;
    const at = pending;
    pending = undefined;
    o.onSeek(at);
  };
  const seekInFrame = (at: number) => {
    if (frame !== undefined) {
      pending = at;
      return;
    }
    o.onSeek(at);
    frame = requestAnimationFrame(() => {
      frame = undefined;
      flushSeek();
    });
  };
  // The element's box, read once per drag (d3-drag would read it, a forced layout, at every move) and again
  // only after the page scrolled or resized under the pointer.
  let box: DOMRect | null = null;
  const stale = () => void (box = null);
  const boxOnce = {
    getBoundingClientRect: () => (box ??= el.getBoundingClientRect()),
    clientLeft: 0,
    clientTop: 0,
  } as unknown as HTMLElement;
  const scrub = drag<HTMLElement, unknown>()
    .container(() => {
      box = null;
      return boxOnce;
    })
    // A mouse press anywhere (without Shift) seeks and scrubs; a touch scrubs only from the playhead.
    .filter((e: Gesture) =>
      e.type === 'touchstart'
        ? (e as TouchEvent).touches.length === 1 && nearPlayhead(e as TouchEvent)
        : (e as MouseEvent).button === 0 && !(e as MouseEvent).shiftKey,
    )
    .on('start', (e: D3DragEvent<HTMLElement, unknown, unknown>) => {
      scrubbing = true;
      o.onScrubStart();
      o.onSeek(timeAt(current().invertX(e.x)));
    })
    .on('drag', (e: D3DragEvent<HTMLElement, unknown, unknown>) => {
      if (scrubbing) seekInFrame(timeAt(current().invertX(e.x)));
    })
    .on('end', () => endScrub());
  // A gesture the browser takes over (a system gesture, a lost touch) ends the scrub where it was.
  const endScrub = () => {
    if (!scrubbing) return;
    scrubbing = false;
    flushSeek();
    o.onScrubEnd();
  };
  const onCancel = endScrub;

  const sel = select(el);
  const configure = () => {
    const [r0, r1] = o.range;
    zoomer
      .extent([
        [r0, 0],
        [r1, o.height],
      ])
      .translateExtent([
        [r0, 0],
        [r1, o.height],
      ])
      .scaleExtent([1, Math.max(1, o.end / o.minSpan)]);
    syncing = true;
    zoomer.transform(sel, transformOf(o.view));
    syncing = false;
  };
  // The drag listeners go first: a touch on the playhead stops there, any other reaches the zoom.
  sel.call(scrub).call(zoomer).on('dblclick.zoom', null);
  el.style.touchAction = 'none';
  el.addEventListener('pointercancel', onCancel);
  addEventListener('scroll', stale, { capture: true, passive: true });
  addEventListener('resize', stale, { passive: true });
  configure();

  return {
    update(next) {
      const changed =
        next.end !== o.end ||
        next.range[0] !== o.range[0] ||
        next.range[1] !== o.range[1] ||
        next.height !== o.height ||
        next.view?.[0] !== o.view?.[0] ||
        next.view?.[1] !== o.view?.[1];
      o = next;
      if (changed) configure();
    },
    destroy() {
      sel.on('.zoom', null).on('.drag', null);
      el.removeEventListener('pointercancel', onCancel);
      removeEventListener('scroll', stale, { capture: true });
      removeEventListener('resize', stale);
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = pending = undefined;
      el.style.touchAction = '';
    },
  };
}
