// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { copyBelowHeight } from './belowFold';

const HEIGHT = 1295;

/** A prerendered copy whose box below the timeline lays out `height` px high (jsdom has no layout). */
function copyWithBelow(height: number): HTMLElement {
  const copy = document.createElement('div');
  copy.id = 'prerender';
  copy.innerHTML = '<main><section id="timeline"></section><div data-below=""></div></main>';
  document.body.append(copy);
  copy.querySelector<HTMLElement>('[data-below]')!.getBoundingClientRect = () => new DOMRect(0, 0, 1, height);
  return copy;
}

afterEach(() => document.getElementById('prerender')?.remove());

describe('copyBelowHeight', () => {
  it('is the height of the copy’s box below the timeline', () => {
    copyWithBelow(HEIGHT);
    expect(copyBelowHeight(document)).toBe(HEIGHT);
  });

  it('is null without a copy, and where the copy is hidden (a link opens something else)', () => {
    expect(copyBelowHeight(document)).toBeNull();
    copyWithBelow(0);
    expect(copyBelowHeight(document)).toBeNull();
  });
});
