import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCanvasMeasure } from './canvasMeasure';

const PX_PER_CHAR = 7;
const FONT_PX = 12;

/** A stand-in OffscreenCanvas whose 2D context measures every character as PX_PER_CHAR px. */
function fakeCanvas() {
  const made = vi.fn();
  const fonts: string[] = [];
  class FakeOffscreenCanvas {
    constructor() {
      made();
    }
    getContext() {
      return {
        set font(f: string) {
          fonts.push(f);
        },
        measureText: (text: string) => ({ width: text.length * PX_PER_CHAR }),
      };
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  return { made, fonts };
}

afterEach(() => vi.unstubAllGlobals());

describe('createCanvasMeasure', () => {
  it('makes its canvas and reads the fonts only when it first measures, then measures with them', () => {
    const { made, fonts } = fakeCanvas();
    const families = vi.fn(() => ({ mono: 'Mono', sans: 'Sans' }));
    const measure = createCanvasMeasure(families)!;
    expect(made).not.toHaveBeenCalled();
    expect(families).not.toHaveBeenCalled();
    expect(measure('abc', FONT_PX, { mono: true })).toBe(3 * PX_PER_CHAR);
    expect(measure('abcd', FONT_PX, { bold: true })).toBe(4 * PX_PER_CHAR);
    expect([made.mock.calls.length, families.mock.calls.length]).toEqual([1, 1]);
    expect(fonts).toEqual([`400 ${FONT_PX}px Mono`, `700 ${FONT_PX}px Sans`]);
  });

  it('is null without OffscreenCanvas (Node, jsdom): callers keep the estimate', () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    expect(createCanvasMeasure(() => ({ mono: 'Mono', sans: 'Sans' }))).toBeNull();
  });
});
