// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTimelineZoom, type TimelineZoom, type TimelineZoomOptions } from './createTimelineZoom';

// The axis runs from x = 100 to x = 1100 over 0…10 s: 10 ms per pixel at full view.
const options = (over: Partial<TimelineZoomOptions> = {}): TimelineZoomOptions => ({
  end: 10_000,
  view: null,
  range: [100, 1100],
  height: 120,
  minSpan: 500,
  time: 0,
  grab: 16,
  onZoom: vi.fn(),
  onScrubStart: vi.fn(),
  onScrubEnd: vi.fn(),
  onSeek: vi.fn(),
  ...over,
});

// d3-drag listens on the event's window; jsdom under vitest refuses `view` in the init, so it is set after.
const mouse = (type: string, clientX: number, init: MouseEventInit = {}) => {
  const e = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY: 10, ...init });
  Object.defineProperty(e, 'view', { value: window });
  return e;
};

let el: HTMLDivElement;
let c: TimelineZoom | undefined;
const make = (o: TimelineZoomOptions) => {
  el = document.createElement('div');
  document.body.append(el);
  c = createTimelineZoom(el, o);
  return o;
};
afterEach(() => {
  c?.destroy();
  el.remove();
  window.dispatchEvent(mouse('mouseup', 0));
});

describe('createTimelineZoom', () => {
  it('the wheel zooms in around the pointer: the visible range narrows and keeps the time under it', () => {
    const o = make(options());
    el.dispatchEvent(
      new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: -200, clientX: 600 }),
    );
    expect(o.onZoom).toHaveBeenCalledTimes(1);
    const [a, b] = vi.mocked(o.onZoom).mock.calls[0]![0]!;
    expect(b - a).toBeLessThan(10_000);
    // x = 600 showed 5 s before the zoom and still does.
    expect(a + ((600 - 100) / 1000) * (b - a)).toBeCloseTo(5000, 6);
  });

  it('zooming out to the whole run reports no zoom', () => {
    const o = make(options({ view: [4000, 6000] }));
    el.dispatchEvent(
      new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: 5000, clientX: 600 }),
    );
    expect(o.onZoom).toHaveBeenLastCalledWith(null);
  });

  it('pressing seeks, dragging scrubs, releasing ends; Shift+drag pans instead', () => {
    const o = make(options());
    el.dispatchEvent(mouse('mousedown', 350));
    expect(o.onScrubStart).toHaveBeenCalledTimes(1);
    expect(o.onSeek).toHaveBeenLastCalledWith(2500);
    window.dispatchEvent(mouse('mousemove', 600));
    expect(o.onSeek).toHaveBeenLastCalledWith(5000);
    expect(o.onScrubEnd).not.toHaveBeenCalled();
    window.dispatchEvent(mouse('mouseup', 600));
    expect(o.onScrubEnd).toHaveBeenCalledTimes(1);
    window.dispatchEvent(mouse('mousemove', 900));
    expect(o.onSeek).toHaveBeenCalledTimes(2);

    c!.update({ ...o, view: [2000, 4000] });
    el.dispatchEvent(mouse('mousedown', 600, { shiftKey: true }));
    window.dispatchEvent(mouse('mousemove', 700, { shiftKey: true }));
    window.dispatchEvent(mouse('mouseup', 700, { shiftKey: true }));
    expect(o.onSeek).toHaveBeenCalledTimes(2);
    // A pan is no scrub: nothing to end.
    expect(o.onScrubEnd).toHaveBeenCalledTimes(1);
    // 100 px at 2 ms per pixel: the view moved 200 ms earlier.
    const [a, b] = vi.mocked(o.onZoom).mock.lastCall![0]!;
    expect(a).toBeCloseTo(1800, 6);
    expect(b).toBeCloseTo(3800, 6);
  });

  it('seeks through the zoomed view and clamps to the run', () => {
    const o = make(options({ view: [2000, 4000] }));
    el.dispatchEvent(mouse('mousedown', 600));
    expect(o.onSeek).toHaveBeenLastCalledWith(3000);
    window.dispatchEvent(mouse('mousemove', 5000));
    expect(o.onSeek).toHaveBeenLastCalledWith(10_000);
  });

  it('a pointercancel ends the scrub: later moves do not seek', () => {
    const o = make(options());
    el.dispatchEvent(mouse('mousedown', 350));
    el.dispatchEvent(new Event('pointercancel', { bubbles: true }));
    window.dispatchEvent(mouse('mousemove', 800));
    expect(o.onSeek).toHaveBeenCalledTimes(1);
  });

  it('takes touch gestures itself (touch-action) and lets go of everything on destroy', () => {
    const o = make(options());
    expect(el.style.touchAction).toBe('none');
    c!.destroy();
    c = undefined;
    expect(el.style.touchAction).toBe('');
    el.dispatchEvent(mouse('mousedown', 350));
    el.dispatchEvent(
      new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: -200, clientX: 600 }),
    );
    expect(o.onSeek).not.toHaveBeenCalled();
    expect(o.onZoom).not.toHaveBeenCalled();
  });

  it('a drag seeks at most once per frame: the first move at once, later ones of that frame merged at its end', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => void (frames[id - 1] = () => {}));
    try {
      const o = make(options());
      el.dispatchEvent(mouse('mousedown', 350));
      for (let x = 400; x <= 900; x += 20) window.dispatchEvent(mouse('mousemove', x));
      // The press and the frame's first move; the other 25 moves wait for the frame.
      expect(vi.mocked(o.onSeek).mock.calls).toEqual([[2500], [3000]]);
      frames.splice(0).forEach((f) => f(0));
      expect(vi.mocked(o.onSeek).mock.calls).toEqual([[2500], [3000], [8000]]);
      // The next frame's first move seeks at once again; letting go settles on the last one.
      window.dispatchEvent(mouse('mousemove', 1000));
      window.dispatchEvent(mouse('mousemove', 1050));
      expect(o.onSeek).toHaveBeenLastCalledWith(9000);
      window.dispatchEvent(mouse('mouseup', 1050));
      expect(o.onSeek).toHaveBeenLastCalledWith(9500);
      expect(o.onSeek).toHaveBeenCalledTimes(5);
      expect(o.onScrubEnd).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("reads the track's box once per drag, not at every move, and again after the page scrolled", () => {
    const o = make(options());
    const read = vi.spyOn(el, 'getBoundingClientRect');
    el.dispatchEvent(mouse('mousedown', 350));
    for (let x = 400; x <= 900; x += 100) {
      window.dispatchEvent(mouse('mousemove', x));
      window.dispatchEvent(mouse('mousemove', x + 50));
    }
    expect(read).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(mouse('mousemove', 1000));
    expect(read).toHaveBeenCalledTimes(2);
    window.dispatchEvent(mouse('mouseup', 1000));
    expect(o.onSeek).toHaveBeenLastCalledWith(9000);
    el.dispatchEvent(mouse('mousedown', 350));
    expect(read).toHaveBeenCalledTimes(3);
  });
});
