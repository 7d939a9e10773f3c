import { describe, expect, it, vi } from 'vitest';
import { estimateWidth, type Measure } from '../../text/fitText';
import { fitChildren } from './fitChildren';

const FONT = 12;
const TEXT = 'default/kubernetes-intranet';
const ESTIMATED = estimateWidth(TEXT, FONT, { mono: true });

describe('fitChildren', () => {
  it('keeps a line that fits by the (generous) estimate whole without measuring it', () => {
    const measure = vi.fn<Measure>(estimateWidth);
    const fit = fitChildren(TEXT, ESTIMATED + 1, FONT, { mono: true }, measure);
    expect(fit).toEqual({ node: TEXT, clipped: false, full: TEXT });
    expect(measure).not.toHaveBeenCalled();
  });

  it('measures a line past its box by the estimate: whole when the page’s fonts are narrower, else cut', () => {
    const narrower = vi.fn<Measure>((text, px, style) => estimateWidth(text, px, style) * 0.8);
    expect(fitChildren(TEXT, ESTIMATED * 0.9, FONT, { mono: true }, narrower).clipped).toBe(false);
    expect(narrower).toHaveBeenCalled();
    const cut = fitChildren(TEXT, ESTIMATED * 0.5, FONT, { mono: true }, narrower);
    expect(cut.clipped).toBe(true);
    expect(cut.node).toEqual([expect.stringMatching(/^default\/kub.*…$/)]);
  });
});
