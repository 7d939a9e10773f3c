import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// The build's plugin code (plain ESM), tested here with the app's own first view.
import { withFirstView, withInlineStyles } from '../../../scripts/prerender.mjs';
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
      'aria-label="Cluster stage: cilium-agent “cilium-kddvm” starts on the node."',
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
      '<meta name="nonroutable-start" content="" />',
      '<link rel="stylesheet" href="./assets/index.css">',
      '</head><body>',
      '<div id="root"></div>',
      '</body></html>',
    ].join('\n');
    const out = withFirstView(html, { body: '<p>first</p>', boot: 'boot();' });
    expect(out).toContain(
      '<div id="root"></div>\n    <div id="prerender" inert aria-hidden="true"><p>first</p></div>',
    );
    // Before the stylesheet: a script after one would hold the parser until the CSS has loaded.
    expect(out).toContain(
      '<meta name="nonroutable-start" content="" />\n    <script>boot();</script>\n<link rel="stylesheet"',
    );
    const hash = createHash('sha256').update('boot();', 'utf8').digest('base64');
    expect(out).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(() => withFirstView('<body></body>', { body: '', boot: '' })).toThrow(/no <div id="root">/);
    expect(() => withFirstView('<body><div id="root"></div></body>', { body: '', boot: '' })).toThrow(
      /no nonroutable-start meta/,
    );
  });
});

describe('withInlineStyles (the built stylesheet comes with the HTML)', () => {
  const head = [
    '<head>',
    '<link rel="modulepreload" crossorigin href="./assets/app.js">',
    '<link rel="stylesheet" crossorigin href="./assets/index-abc.css">',
    '</head>',
  ].join('\n');

  it('replaces the link with the stylesheet and names the file it inlined', () => {
    const r = withInlineStyles(head, (f: string) =>
      f === 'assets/index-abc.css' ? '.a{color:red}' : undefined,
    );
    expect(r.inlined).toEqual(['assets/index-abc.css']);
    expect(r.html).toContain('<style>.a{color:red}</style>');
    expect(r.html).not.toContain('rel="stylesheet"');
    expect(r.html).toContain('rel="modulepreload"');
  });

  it('leaves a stylesheet it does not have as a link', () => {
    const r = withInlineStyles(head, () => undefined);
    expect(r).toEqual({ html: head, inlined: [] });
  });

  it('cannot be ended early by the text it inlines', () => {
    const r = withInlineStyles(head, () => '.a::after{content:"</style><script>x()</script>"}');
    // One end tag, the element's own; inside, `\/` is a CSS escape for the same character.
    expect(r.html.match(/<\/style>/g)).toHaveLength(1);
    expect(r.html).toContain('content:"<\\/style><script>x()</script>"}</style>');
  });

  it('refuses a stylesheet with url(): inline, its relative addresses would resolve from the page', () => {
    expect(() => withInlineStyles(head, () => '.a{background:url(./x.svg)}')).toThrow(
      /index-abc\.css has url\(\)/,
    );
  });
});
