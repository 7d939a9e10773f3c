import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// The build's plugin code (plain ESM), tested here with the app's own first view.
import { withFirstView } from '../../../scripts/prerender.mjs';
import { INTRO_SEEN_KEY, prerenderBoot, renderFirstView } from './firstView';

/** A document and window with just what the boot script reads and writes. */
function page({
  hash = '',
  start = '',
  light = false,
  seen = null as string | null,
  storage = 'ok' as 'ok' | 'throws',
  media = 'ok' as 'ok' | 'throws',
} = {}) {
  const attrs = new Map<string, string>();
  const classes = new Set(['dark']);
  const doc = {
    documentElement: {
      setAttribute: (k: string, v: string) => attrs.set(k, v),
      classList: { remove: (c: string) => classes.delete(c) },
    },
    querySelector: (sel: string) =>
      sel === 'meta[name="nonroutable-start"]' ? { getAttribute: () => start } : null,
  } as unknown as Document;
  const win = {
    location: { hash },
    matchMedia: (q: string) => {
      if (media === 'throws') throw new Error('no media queries');
      return { matches: light && q === '(prefers-color-scheme: light)' };
    },
    get localStorage() {
      if (storage === 'throws') throw new Error('SecurityError');
      return { getItem: (k: string) => (k === INTRO_SEEN_KEY ? seen : null) };
    },
  } as unknown as Window;
  prerenderBoot(doc, win, INTRO_SEEN_KEY);
  return { attrs: Object.fromEntries(attrs), dark: classes.has('dark') };
}

describe('prerenderBoot (the head script before the first paint)', () => {
  it('keeps the prerendered copy for a plain visit in a dark system theme', () => {
    expect(page()).toEqual({ attrs: {}, dark: true });
    expect(page({ hash: '#' })).toEqual({ attrs: {}, dark: true });
  });

  it('turns the copy off for a link or an offline copy that opens somewhere else', () => {
    expect(page({ hash: '#v=1&p=minimal-repro' }).attrs).toEqual({ 'data-prerender': 'off' });
    expect(page({ start: 'v=1&at=5000' }).attrs).toEqual({ 'data-prerender': 'off' });
  });

  it('follows a light system theme, as the app does', () => {
    expect(page({ light: true }).dark).toBe(false);
    expect(page({ media: 'throws' }).dark).toBe(true);
  });

  it('hides the intro for a reader who closed it; blocked storage shows it', () => {
    expect(page({ seen: '1' }).attrs).toEqual({ 'data-intro-seen': '' });
    expect(page({ seen: '0' }).attrs).toEqual({});
    expect(page({ storage: 'throws' }).attrs).toEqual({});
  });
});

describe('the first view rendered at build time', () => {
  const body = renderFirstView();

  it('is the explainer at its first moment: intro, stage, narration, timeline and outputs', () => {
    // Markers of each part (checked as a list, so a failure names the missing ones, not the whole page).
    const parts = [
      'id="intro-h"',
      'id="stage"',
      'aria-label="Cluster stage: cilium-agent cilium-kddvm starts on the node."',
      'aria-labelledby="narration-h"',
      'aria-label="Timeline"',
      'aria-valuenow="0"',
      'aria-label="Play"',
      'aria-label="cilium bpf lb list"',
    ];
    expect(parts.filter((p) => !body.includes(p))).toEqual([]);
  });

  it('goes after the root, inert and hidden from assistive technology, with its boot script pinned in the CSP', () => {
    const html = [
      '<html><head>',
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; object-src 'none'" />`,
      '</head><body>',
      '<div id="root"></div>',
      '</body></html>',
    ].join('\n');
    const out = withFirstView(html, { body: '<p>first</p>', boot: 'boot();' });
    expect(out).toContain(
      '<div id="root"></div>\n    <div id="prerender" inert aria-hidden="true"><p>first</p></div>',
    );
    expect(out).toContain('<script>boot();</script>\n  </head>');
    const hash = createHash('sha256').update('boot();', 'utf8').digest('base64');
    expect(out).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(() => withFirstView('<body></body>', { body: '', boot: '' })).toThrow(/no <div id="root">/);
  });
});
