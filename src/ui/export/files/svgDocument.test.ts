import { describe, expect, it } from 'vitest';
import { readEmbeddedLink } from './embeddedLink';
import { insertAfterIHDR, iTXtChunk, LINK_KEYWORD } from './pngChunks';
import { finishSvg, LINK_NS, readSvgLink } from './svgDocument';
import { tinyPng } from './testPictures';

const LINK = 'https://example.org/app/#v=1&p=minimal-repro&m=compare&t=17000&l=en&th=light&o=0123abcd';
const markup =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" class="text-slate-900 dark:text-slate-100"><rect class="fill-ok/15 stroke-bad"/></svg>';

describe('SVG metadata', () => {
  it('round-trips the link (with & and <) through <metadata>', () => {
    const link = `${LINK}&x=<a>`;
    const svg = finishSvg(markup, { theme: 'light', link });
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')).toBe(true);
    expect(svg).toContain(`<metadata><nr:link xmlns:nr="${LINK_NS}">`);
    expect(svg).toContain('&amp;t=17000');
    expect(readSvgLink(svg)).toEqual({ ok: true, link });
  });

  it('embeds a stylesheet for the classes used, in the chosen theme', () => {
    const dark = finishSvg(markup, { theme: 'dark', link: LINK });
    const light = finishSvg(markup, { theme: 'light', link: LINK });
    expect(light).toContain('.fill-ok\\/15{fill:#007253;fill-opacity:0.15}');
    expect(dark).toContain('.fill-ok\\/15{fill:#00a77a;fill-opacity:0.15}');
    expect(light).not.toContain('.dark\\:text-slate-100');
    // In dark pictures the `dark:` rule comes after the plain one, so it wins (same specificity).
    expect(dark.indexOf('.dark\\:text-slate-100{color:#f1f5f9}')).toBeGreaterThan(
      dark.indexOf('.text-slate-900{color:#0f172b}'),
    );
  });

  it('still reads the link after an editor re-serialized the file (other prefix, CDATA, root namespace)', () => {
    const edited = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:x="${LINK_NS}"><metadata id="m"><x:link><![CDATA[${LINK}]]></x:link></metadata><g/></svg>`;
    expect(readSvgLink(edited)).toEqual({ ok: true, link: LINK });
  });

  it('says what is missing', () => {
    expect(readSvgLink('hello')).toEqual({ ok: false, problem: 'svg-not-svg' });
    expect(readSvgLink(markup)).toEqual({ ok: false, problem: 'svg-no-link' });
  });
});

describe('reading the link of a dropped picture', () => {
  const enc = (s: string) => new TextEncoder().encode(s);

  it('finds it in a PNG and in an SVG, and checks it decodes', async () => {
    const png = insertAfterIHDR(tinyPng(), [iTXtChunk(LINK_KEYWORD, LINK)]);
    expect(await readEmbeddedLink(png)).toEqual({
      ok: true,
      link: LINK,
      hash: LINK.slice(LINK.indexOf('#')),
    });
    const svg = enc(finishSvg(markup, { theme: 'dark', link: LINK }));
    expect(await readEmbeddedLink(svg, 'svg')).toMatchObject({
      ok: true,
      hash: '#v=1&p=minimal-repro&m=compare&t=17000&l=en&th=light&o=0123abcd',
    });
  });

  it('explains each failure', async () => {
    expect(await readEmbeddedLink(tinyPng())).toEqual({ ok: false, problem: 'png-no-link' });
    expect(await readEmbeddedLink(enc('not a png'), 'png')).toEqual({ ok: false, problem: 'png-signature' });
    const noHash = insertAfterIHDR(tinyPng(), [iTXtChunk(LINK_KEYWORD, 'https://example.org/')]);
    expect(await readEmbeddedLink(noHash)).toMatchObject({ ok: false, problem: 'link-no-hash' });
    const bad = enc(finishSvg(markup, { theme: 'dark', link: '#v=1&m=sideways' }));
    expect(await readEmbeddedLink(bad)).toMatchObject({
      ok: false,
      problem: 'link-bad',
      detail: expect.stringContaining('sideways'),
    });
  });
});
