// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { copyLayouts, copyMedia } from './copyWidths';
import { renderFirstView } from './firstView';

const body = renderFirstView();

/** The built copy as a parser that runs scripts leaves it: each layout a `<noscript>` holding text. */
const built = (() => {
  const t = document.createElement('template');
  t.innerHTML = body;
  // jsdom parses without scripting (a <noscript>'s markup becomes elements): turn each back into its text.
  for (const n of t.content.querySelectorAll('noscript')) n.textContent = n.innerHTML;
  // Its scripts run when the test says, in the window it gives them (jsdom would run them as they go in).
  for (const n of t.content.querySelectorAll('script')) n.type = 'text/plain';
  return t;
})();

/** The copy in the page, in a window `width` × `height` px, with its inline scripts run in order. */
function copyPage(width: number, height: number) {
  const copy = document.createElement('div');
  copy.id = 'prerender';
  copy.append(built.content.cloneNode(true));
  document.body.append(copy);
  for (const s of copy.querySelectorAll('script'))
    new Function('document', 'window', s.textContent!)(document, windowOf(width, height));
  return copy;
}

/** A window whose media queries match as a window `width` × `height` px would. */
function windowOf(width: number, height: number) {
  const matches = (q: string) =>
    q.split(' and ').every((part) => {
      const m = /^\((min|max)-(width|height):([\d.]+)px\)$/.exec(part.replace(': ', ':'));
      if (!m) throw new Error(`unexpected query ${part}`);
      const v = m[2] === 'width' ? width : height;
      return m[1] === 'min' ? v >= Number(m[3]) : v <= Number(m[3]);
    });
  return { matchMedia: (q: string) => ({ matches: matches(q) }) } as unknown as Window;
}

const media = copyMedia(copyLayouts());

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-prerender');
});

describe('copyLayoutBoot (the scripts after the prerendered copy’s drawings)', () => {
  it('puts in the stage and the track laid out for the window, one of each; the others stay text', () => {
    const cases = [
      [1280, 720, 'stage-821', 'merged-1241'],
      [1920, 1080, 'stage-1242', 'lanes-1873'],
      [1024, 768, 'stage-651', 'merged-985'],
      [390, 844, 'stage-358', 'merged-351'],
      [1440, 900, 'stage-928', 'lanes-1497'],
    ] as const;
    for (const [w, h, stage, track] of cases) {
      const copy = copyPage(w, h);
      const copied = [...copy.querySelectorAll('[data-copied]')].map((e) => e.getAttribute('data-copied'));
      expect(copied, `${w}×${h}`).toEqual([stage, track]);
      for (const section of ['#stage', '#timeline']) {
        expect(copy.querySelectorAll(`${section} [data-copied]`)).toHaveLength(1);
        expect(copy.querySelector(`${section} [data-copied] svg`)).not.toBeNull();
        expect(copy.querySelectorAll(`${section} svg:not([data-copied] svg)`)).toHaveLength(0);
        expect(copy.querySelectorAll(`${section} noscript *`)).toHaveLength(0);
      }
      copy.remove();
    }
  });

  it('leaves a copy that a link has turned off alone', () => {
    document.documentElement.setAttribute('data-prerender', 'off');
    const copy = copyPage(1280, 720);
    expect(copy.querySelectorAll('[data-copied]')).toHaveLength(0);
  });

  it('follows each drawing’s layouts in its slot, with a script that passes their media queries', () => {
    const copy = copyPage(1280, 720);
    const slots = [...copy.querySelectorAll('[data-copy-slot]')];
    expect(slots.map((s) => s.getAttribute('data-copy-slot'))).toEqual(['stage', 'track']);
    for (const [slot, options] of [
      [slots[0]!, media.stage],
      [slots[1]!, media.track],
    ] as const) {
      const names = [...slot.querySelectorAll('noscript')].map((n) => n.getAttribute('data-copy'));
      expect(names.sort()).toEqual(options.map(([n]) => n).sort());
      // The script comes last in the slot, after every layout it may pick.
      const script = slot.lastElementChild!;
      expect(script.tagName).toBe('SCRIPT');
      expect(script.textContent).toMatch(/^\(function copyLayoutBoot\(doc, win, options\)/);
      expect(script.textContent!.endsWith(`)(document, window, ${JSON.stringify(options)});`)).toBe(true);
    }
    // A tall window takes the track with a lane per actor over the merged one: the lanes' layouts come first.
    expect(media.track).toContainEqual([
      'lanes-1241',
      '(min-width:1152px) and (max-width:1407.98px) and (min-height: 860.02px)',
    ]);
    const kinds = media.track.map(([n]) => n.replace(/-\d+$/, ''));
    expect(kinds.lastIndexOf('lanes')).toBeLessThan(kinds.indexOf('merged'));
  });

  it('gives each drawing’s box the height of the window’s layout before the layout is in', () => {
    const style = /^<style>([^<]*)<\/style>/.exec(body)![1]!;
    // The stage at 1280 px: its layout's viewBox; the lanes' rules after the merged ones (the later wins).
    const stage821 = /viewBox="0 0 821 ([\d.]+)"/.exec(body)![1];
    expect(style).toContain(
      `@media (min-width:1152px) and (max-width:1322.98px){#prerender [data-copy-slot="stage"]{height:${stage821}px}}`,
    );
    expect(style.lastIndexOf('lanes-')).toBe(-1);
    const lanes = style.indexOf('and (min-height: 860.02px)');
    const merged = style.indexOf('(max-width:1919.98px){#prerender [data-copy-slot="track"]');
    expect(lanes).toBeGreaterThan(merged);
  });
});
