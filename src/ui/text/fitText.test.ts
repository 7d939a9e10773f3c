import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { columns } from '../stage/stageLayout';
import { fitChildren } from '../stage/parts/fitChildren';
import { ELLIPSIS, estimateWidth, fitSegments, fitText, type Measure } from './fitText';
import { runWidth } from './textWidth';

/** Every character 10 px wide at 10 px (CJK too, unless `wide`): easy arithmetic for the cuts. */
const fixed: Measure = (text, fontPx) => Array.from(text).length * fontPx;
const wide: Measure = (text, fontPx) =>
  Array.from(text).reduce((w, ch) => w + (/[\u4e00-\u9fff]/.test(ch) ? 2 : 1), 0) * fontPx;

describe('fitText', () => {
  it('keeps a text that fits whole', () => {
    expect(fitText('abcdef', 60, 10, {}, fixed)).toBe('abcdef');
  });

  it('cuts a text that does not fit to its longest start plus "…", within the width', () => {
    const out = fitText('abcdefgh', 50, 10, {}, fixed);
    expect(out).toBe(`abcd${ELLIPSIS}`);
    expect(fixed(out, 10, {})).toBeLessThanOrEqual(50);
    // One more character would not fit.
    expect(fixed(`abcde${ELLIPSIS}`, 10, {})).toBeGreaterThan(50);
  });

  it('drops trailing spaces before the ellipsis, and gives "" when not even "…" fits', () => {
    expect(fitText('ab   cdefgh', 60, 10, {}, fixed)).toBe(`ab${ELLIPSIS}`);
    expect(fitText('abc', 5, 10, {}, fixed)).toBe('');
  });

  it('measures width, not characters: a CJK text is cut about twice as early', () => {
    expect(fitText('节点节点节点', 50, 10, {}, wide)).toBe(`节点${ELLIPSIS}`);
    expect(fitText('abcdef', 50, 10, {}, wide)).toBe(`abcd${ELLIPSIS}`);
  });

  it('the default estimate measures bold sans wider than regular, and monospace at a fixed advance', () => {
    expect(estimateWidth('Kubernetes', 10, { bold: true })).toBeGreaterThan(
      estimateWidth('Kubernetes', 10, {}),
    );
    expect(estimateWidth('iiii', 10, { mono: true })).toBe(estimateWidth('MMMM', 10, { mono: true }));
    expect(estimateWidth('节', 10, {})).toBe(10);
  });
});

describe('fitSegments', () => {
  const seg = (text: string, fontPx = 10) => ({ text, fontPx, style: {} });

  it('keeps every piece when all fit', () => {
    expect(fitSegments([seg('ab'), seg('cd')], 40, fixed)).toEqual({ texts: ['ab', 'cd'], clipped: false });
  });

  it('cuts the first piece that does not fit and drops the rest', () => {
    expect(fitSegments([seg('abc'), seg('defgh'), seg('ij')], 60, fixed)).toEqual({
      texts: ['abc', `de${ELLIPSIS}`, ''],
      clipped: true,
    });
  });

  it('ends with the piece before when none of the next fits beside "…"', () => {
    expect(fitSegments([seg('abcde'), seg('xyz')], 55, fixed)).toEqual({
      texts: [`abcd${ELLIPSIS}`, ''],
      clipped: true,
    });
  });

  it('measures each piece at its own size', () => {
    // 'ab' at 10 px (20) + 'cdef' at 20 px (80) > 70: the big piece keeps what fits in the 50 px left.
    expect(fitSegments([seg('ab'), seg('cdef', 20)], 70, fixed)).toEqual({
      texts: ['ab', `c${ELLIPSIS}`],
      clipped: true,
    });
  });
});

describe('fitChildren (a stage line with tspans)', () => {
  it('returns the children untouched when they fit', () => {
    const children = ['ok ', createElement('tspan', { key: 1 }, 'connect')];
    const out = fitChildren(children, 1000, 10, {}, fixed);
    expect(out.clipped).toBe(false);
    expect(out.node).toBe(children);
    expect(out.full).toBe('ok connect');
  });

  it('cuts inside a tspan and keeps its attributes; the whole text is kept for a tooltip', () => {
    const children = [
      '✗ refused',
      createElement(
        'tspan',
        { key: 1, className: 'font-normal', style: { fontSize: 10 } },
        '  connect 10.15.1.8:443',
      ),
    ];
    // Past its box by the per-character estimate too (~184 px), which fitChildren trusts for lines that fit by
    // it (it errs wide of real fonts; this test's 1 em per character does not).
    const out = fitChildren(children, 150, 10, { bold: true }, fixed);
    expect(out.clipped).toBe(true);
    expect(out.full).toBe('✗ refused  connect 10.15.1.8:443');
    const html = renderToStaticMarkup(createElement('text', null, out.node));
    expect(html).toContain('<tspan class="font-normal" style="font-size:10px">');
    expect(html).toContain(ELLIPSIS);
    expect(html).toContain('✗ refused');
  });
});

describe('columns (the stage layout measures localised words)', () => {
  it('counts a CJK character as about two monospace columns and a Latin one as one', () => {
    expect(columns('abcd')).toBeGreaterThan(3.9);
    expect(columns('abcd')).toBeLessThan(4.2);
    expect(columns('节点')).toBeCloseTo(2 / 0.6, 1);
    expect(columns('节点')).toBeGreaterThan(columns('ab') * 1.5);
    expect(runWidth('节点', true, 1)).toBe(2);
  });
});
