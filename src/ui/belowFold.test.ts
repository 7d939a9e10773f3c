// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { copyBelowHeight } from './belowFold';

const HEIGHT = 1295;

/** Where the copy's box below the timeline starts (px from the top of the window, which jsdom makes 768 high). */
const BELOW_THE_FOLD = 1253;
const ON_SCREEN = 700;

/** A prerendered copy whose box below the timeline lays out `height` px high at `top` (jsdom has no layout). */
function copyWithBelow(height: number, top = BELOW_THE_FOLD): HTMLElement {
  const copy = document.createElement('div');
  copy.id = 'prerender';
  copy.innerHTML = '<main><section id="timeline"></section><div data-below=""></div></main>';
  document.body.append(copy);
  copy.querySelector<HTMLElement>('[data-below]')!.getBoundingClientRect = () =>
    new DOMRect(0, top, 1, height);
  return copy;
}

afterEach(() => document.getElementById('prerender')?.remove());

describe('copyBelowHeight', () => {
  it('is the height of the copy’s box below the timeline, when that box is below the fold', () => {
    copyWithBelow(HEIGHT);
    expect(copyBelowHeight(document)).toBe(HEIGHT);
  });

  it('is null when the box is on screen (a tall window, or the reader scrolled): the panels render at once', () => {
    expect(window.innerHeight).toBeGreaterThan(ON_SCREEN);
    copyWithBelow(HEIGHT, ON_SCREEN);
    expect(copyBelowHeight(document)).toBeNull();
  });

  it('is null without a copy, and where the copy is hidden (a link opens something else)', () => {
    expect(copyBelowHeight(document)).toBeNull();
    copyWithBelow(0);
    expect(copyBelowHeight(document)).toBeNull();
  });
});
