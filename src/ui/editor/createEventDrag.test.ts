// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventDrag, type EventDrag, type EventDragOptions } from './createEventDrag';

// 0…10 s over x = 0…1000: 10 ms per pixel; times snap to 100 ms.
const options = (): EventDragOptions => ({
  end: 10_000,
  range: [0, 1000],
  snap: 100,
  onPreview: vi.fn(),
  onDrop: vi.fn(),
});

// d3-drag listens on the event's window; jsdom under vitest refuses `view` in the init, so it is set after.
const mouse = (type: string, clientX: number) => {
  const e = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY: 5, button: 0 });
  Object.defineProperty(e, 'view', { value: window });
  return e;
};

let strip: HTMLDivElement;
let c: EventDrag | undefined;
const make = (markers: number) => {
  strip = document.createElement('div');
  strip.innerHTML = Array.from({ length: markers }, (_, i) => `<span data-event-index="${i}"></span>`).join(
    '',
  );
  document.body.append(strip);
  const o = options();
  c = createEventDrag(strip, o);
  return o;
};
const marker = (i: number) => strip.querySelector(`[data-event-index="${i}"]`)!;
afterEach(() => {
  c?.destroy();
  c = undefined;
  strip.remove();
});

describe('createEventDrag', () => {
  it('dragging a marker previews and then drops exactly that event at the snapped time', () => {
    const o = make(3);
    marker(1).dispatchEvent(mouse('mousedown', 300));
    window.dispatchEvent(mouse('mousemove', 456));
    expect(o.onPreview).toHaveBeenLastCalledWith(1, 4600);
    window.dispatchEvent(mouse('mousemove', 1234));
    expect(o.onPreview).toHaveBeenLastCalledWith(1, 10_000);
    window.dispatchEvent(mouse('mouseup', 1234));
    expect(o.onPreview).toHaveBeenLastCalledWith(1, null);
    expect(o.onDrop).toHaveBeenCalledTimes(1);
    expect(o.onDrop).toHaveBeenCalledWith(1, 10_000);
  });

  it('a press without a move is not a drop', () => {
    const o = make(2);
    marker(0).dispatchEvent(mouse('mousedown', 300));
    window.dispatchEvent(mouse('mouseup', 300));
    expect(o.onDrop).not.toHaveBeenCalled();
  });

  it('a pointercancel ends the drag where the event was: no drop, the preview goes', () => {
    const o = make(2);
    marker(0).dispatchEvent(mouse('mousedown', 300));
    window.dispatchEvent(mouse('mousemove', 500));
    strip.dispatchEvent(new Event('pointercancel', { bubbles: true }));
    window.dispatchEvent(mouse('mousemove', 700));
    window.dispatchEvent(mouse('mouseup', 700));
    expect(o.onPreview).toHaveBeenLastCalledWith(0, null);
    expect(o.onDrop).not.toHaveBeenCalled();
  });

  it('binds markers added after it was made (update), and sets touch-action on every marker', () => {
    const o = make(1);
    strip.insertAdjacentHTML('beforeend', '<span data-event-index="1"></span>');
    c!.update(o);
    expect((marker(1) as HTMLElement).style.touchAction).toBe('none');
    marker(1).dispatchEvent(mouse('mousedown', 100));
    window.dispatchEvent(mouse('mousemove', 200));
    window.dispatchEvent(mouse('mouseup', 200));
    expect(o.onDrop).toHaveBeenCalledWith(1, 2000);
  });

  it('lets go of the markers on destroy', () => {
    const o = make(1);
    c!.destroy();
    c = undefined;
    marker(0).dispatchEvent(mouse('mousedown', 100));
    window.dispatchEvent(mouse('mousemove', 200));
    window.dispatchEvent(mouse('mouseup', 200));
    expect(o.onPreview).not.toHaveBeenCalled();
    expect((marker(0) as HTMLElement).style.touchAction).toBe('');
  });
});
