import type { Page } from '@playwright/test';

/** One SVG text (or tspan) with its WCAG contrast ratio against what is painted under it. */
export interface TextContrast {
  text: string;
  ratio: number;
  fg: string;
  bg: string;
}

type RGB = [number, number, number];

/** The colour arithmetic both measurements use, installed in the page once (an evaluated function has no closure). */
interface ColourKit {
  /** A CSS colour as sRGB 0…255 and alpha 0…1 (null: none or fully transparent). */
  rgba(color: string): [number, number, number, number] | null;
  over(top: RGB, a: number, under: RGB): RGB;
  /** The backgrounds behind `el` (from `el` itself when `self`), composited over white, outermost first. */
  behind(el: Element, self: boolean): RGB;
  /** WCAG contrast ratio. */
  ratio(a: RGB, b: RGB): number;
  hex(c: RGB): string;
}

function installColourKit(page: Page): Promise<void> {
  return page.evaluate(() => {
    const g = globalThis as unknown as { __colourKit?: ColourKit };
    if (g.__colourKit) return;
    const cv = document.createElement('canvas');
    cv.width = cv.height = 1;
    const cx = cv.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] | null => {
      if (!color || color === 'none') return null;
      cx.clearRect(0, 0, 1, 1);
      cx.fillStyle = '#000';
      cx.fillStyle = color;
      cx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = cx.getImageData(0, 0, 1, 1).data;
      return a ? [r!, g!, b!, a! / 255] : null;
    };
    const over = (top: RGB, a: number, under: RGB): RGB => [
      top[0] * a + under[0] * (1 - a),
      top[1] * a + under[1] * (1 - a),
      top[2] * a + under[2] * (1 - a),
    ];
    const lum = ([r, g, b]: RGB) => {
      const f = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    g.__colourKit = {
      rgba,
      over,
      behind: (el, self) => {
        const layers: [number, number, number, number][] = [];
        for (let e = self ? el : el.parentElement; e; e = e.parentElement) {
          const c = rgba(getComputedStyle(e).backgroundColor);
          if (c) layers.push(c);
          if (c && c[3] === 1) break;
        }
        let bg: RGB = [255, 255, 255];
        for (const [r, g, b, a] of layers.reverse()) bg = over([r, g, b], a, bg);
        return bg;
      },
      ratio: (a, b) => {
        const [l1, l2] = [lum(a), lum(b)].sort((x, y) => y - x);
        return (l1! + 0.05) / (l2! + 0.05);
      },
      hex: (c) => `#${c.map((x) => Math.round(x).toString(16).padStart(2, '0')).join('')}`,
    };
  });
}

/**
 * WCAG contrast of every SVG text and tspan inside `root` against what is painted under it: the shapes of the
 * SVG below the text (bottom first), over the page's own background behind the SVG. The text's colour counts
 * its fill's alpha, `fill-opacity` and the opacity of it and its ancestors. The travelling packet (a marker
 * that moves across the stage for one step) is not a background.
 */
export async function svgTextContrasts(page: Page, root: string): Promise<TextContrast[]> {
  await installColourKit(page);
  return page.evaluate((root) => {
    // Inline: an evaluated function sees only the page's globals.
    const { rgba, over, behind, ratio, hex } = (globalThis as unknown as { __colourKit: ColourKit })
      .__colourKit;
    /** Opacity of an element and every ancestor up to (and including) its SVG. */
    const opacityOf = (el: Element) => {
      let o = 1;
      for (let e: Element | null = el; e; e = e.parentElement) {
        o *= Number(getComputedStyle(e).opacity || 1);
        if (e.tagName === 'svg') break;
      }
      return o;
    };
    const SHAPES = new Set(['rect', 'circle', 'ellipse', 'polygon', 'path']);
    const out: { text: string; ratio: number; fg: string; bg: string }[] = [];
    const scope = document.querySelector(root);
    if (!scope) return out;
    for (const el of scope.querySelectorAll('svg text, svg tspan')) {
      // A <text> counts for its own characters; its tspans are measured on their own.
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!own) continue;
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height) continue;
      const x = box.left + Math.min(box.width / 2, 8);
      const y = box.top + box.height / 2;
      const svg = el.closest('svg')!;
      let bg = behind(svg, false);
      const shapes = document
        .elementsFromPoint(x, y)
        .filter((e) => SHAPES.has(e.tagName) && svg.contains(e) && !e.classList.contains('packet'))
        .reverse();
      for (const s of shapes) {
        const cs = getComputedStyle(s);
        const c = rgba(cs.fill);
        if (!c) continue;
        bg = over([c[0], c[1], c[2]], c[3] * Number(cs.fillOpacity || 1) * opacityOf(s), bg);
      }
      const cs = getComputedStyle(el);
      const f = rgba(cs.fill);
      if (!f) continue;
      const fg = over([f[0], f[1], f[2]], f[3] * Number(cs.fillOpacity || 1) * opacityOf(el), bg);
      out.push({ text: own.slice(0, 30), ratio: ratio(fg, bg), fg: hex(fg), bg: hex(bg) });
    }
    return out;
  }, root);
}

/**
 * WCAG contrast of HTML text (each element matching `selector`): its colour against the backgrounds of it and
 * its ancestors, composited over white, innermost last.
 */
export async function htmlTextContrasts(page: Page, selector: string): Promise<TextContrast[]> {
  await installColourKit(page);
  return page.evaluate((selector) => {
    // Inline: an evaluated function sees only the page's globals.
    const { rgba, over, behind, ratio, hex } = (globalThis as unknown as { __colourKit: ColourKit })
      .__colourKit;
    return [...document.querySelectorAll(selector)]
      .filter((el) => (el.textContent ?? '').trim())
      .map((el) => {
        const bg = behind(el, true);
        const f = rgba(getComputedStyle(el).color)!;
        const fg = over([f[0], f[1], f[2]], f[3], bg);
        return {
          text: (el.textContent ?? '').trim().slice(0, 30),
          ratio: ratio(fg, bg),
          fg: hex(fg),
          bg: hex(bg),
        };
      });
  }, selector);
}
