// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, bootAfterCopyPaints, FIRST_PAINT_WAIT_MS, type PaintHost } from './afterFirstPaint';

function host() {
  const frames: (() => void)[] = [];
  const timers: { cb: () => void; ms: number }[] = [];
  const h: PaintHost = {
    requestAnimationFrame: (cb) => frames.push(cb),
    setTimeout: (cb, ms) => timers.push({ cb, ms }),
  };
  return { h, frames, timers };
}

describe('afterFirstPaint', () => {
  it('runs in a task queued from the next animation frame, not in the frame itself', () => {
    const { h, frames, timers } = host();
    const cb = vi.fn();
    afterFirstPaint(h, cb);
    expect(cb).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(cb).not.toHaveBeenCalled();
    const afterFrame = timers.find((t) => t.ms === 0)!;
    afterFrame.cb();
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a frame longer than its cap', () => {
    const { h, timers } = host();
    const cb = vi.fn();
    afterFirstPaint(h, cb);
    const cap = timers.find((t) => t.ms === FIRST_PAINT_WAIT_MS)!;
    cap.cb();
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('runs in the next task, without waiting for a frame, once the first contentful paint is on screen', () => {
    const { h, frames, timers } = host();
    const painted: PaintHost = {
      ...h,
      performance: {
        getEntriesByType: () => [{ name: 'first-paint' }, { name: 'first-contentful-paint' }],
      },
    };
    const cb = vi.fn();
    afterFirstPaint(painted, cb);
    expect(frames).toHaveLength(0);
    expect(cb).not.toHaveBeenCalled();
    expect(timers.map((t) => t.ms)).toEqual([0]);
    timers[0]!.cb();
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('waits for a frame while only a first paint (no content yet) or no paint timing is there', () => {
    for (const performance of [
      { getEntriesByType: () => [{ name: 'first-paint' }] },
      {},
      undefined,
      {
        getEntriesByType: () => {
          throw new Error('unsupported');
        },
      },
    ]) {
      const { h, frames } = host();
      const cb = vi.fn();
      afterFirstPaint({ ...h, performance }, cb);
      expect(frames).toHaveLength(1);
    }
  });

  it('runs once when both the frame and the cap come', () => {
    const { h, frames, timers } = host();
    const cb = vi.fn();
    afterFirstPaint(h, cb);
    frames[0]!();
    for (const t of [...timers]) t.cb();
    expect(cb).toHaveBeenCalledTimes(1);
  });
});

describe('bootAfterCopyPaints', () => {
  function page(html: string, attr?: string) {
    const doc = document.implementation.createHTMLDocument('t');
    doc.body.innerHTML = html;
    if (attr) doc.documentElement.setAttribute('data-prerender', attr);
    return doc;
  }

  it('waits for the first paint where the prerendered copy is showing', () => {
    const { h, frames } = host();
    const boot = vi.fn();
    bootAfterCopyPaints(page('<div id="root"></div><div id="prerender"></div>'), h, boot);
    expect(boot).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
  });

  it('boots at once in a tab opened in the background (it paints nothing until shown)', () => {
    const doc = page('<div id="root"></div><div id="prerender"></div>');
    Object.defineProperty(doc, 'visibilityState', { value: 'hidden' });
    const { h, frames } = host();
    const boot = vi.fn();
    bootAfterCopyPaints(doc, h, boot);
    expect(boot).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });

  it('boots at once where the copy is hidden (a link) or absent (the dev server)', () => {
    for (const doc of [
      page('<div id="root"></div><div id="prerender"></div>', 'off'),
      page('<div id="root"></div>'),
    ]) {
      const { h, frames } = host();
      const boot = vi.fn();
      bootAfterCopyPaints(doc, h, boot);
      expect(boot).toHaveBeenCalledTimes(1);
      expect(frames).toHaveLength(0);
    }
  });
});
