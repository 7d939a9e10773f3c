import type { Messages } from '../i18n/en';
import type { HandoutPage } from './handoutPages';

/** The words a handout prints (from the catalog of its language). */
export interface HandoutWords {
  title: string;
  beatOf: string;
  link: string;
  qrTooLong: string;
}

/** A language's handout words. */
export const handoutWords = (t: Messages): HandoutWords => ({
  title: t.show.handout.title,
  beatOf: t.talkUi.beatOf,
  link: t.show.handout.link,
  qrTooLong: t.show.handout.qrTooLong,
});

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Drops an SVG document's XML declaration, so that it can stand inline in HTML. */
const inline = (svg: string) => svg.replace(/^<\?xml[^>]*>\s*/, '');

/**
 * The handout's own stylesheet: one A4 landscape page per beat, in print colours. Self-contained (the CLI has
 * no app stylesheet), and scoped to `.handout` so that in the app it styles nothing else.
 */
export const HANDOUT_CSS = `
@page { size: A4 landscape; margin: 10mm; }
.handout { color: #111; background: #fff; font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK SC", "PingFang SC", sans-serif; }
.handout .page { box-sizing: border-box; height: 188mm; display: flex; flex-direction: column; gap: 3mm; break-after: page; page-break-after: always; overflow: hidden; }
.handout .page:last-child { break-after: auto; page-break-after: auto; }
.handout .head { display: flex; justify-content: space-between; font-size: 10pt; color: #333; border-bottom: 0.3mm solid #999; padding-bottom: 1mm; }
.handout .stage { flex: 1 1 auto; min-height: 0; display: flex; align-items: center; justify-content: center; }
.handout .stage svg { max-width: 100%; max-height: 100%; width: auto; height: auto; }
.handout h2 { font-size: 15pt; line-height: 1.3; margin: 0; font-weight: 650; }
.handout .note { font-size: 10.5pt; line-height: 1.35; margin: 0; color: #222; white-space: pre-wrap; }
.handout .foot { display: flex; align-items: flex-end; gap: 5mm; }
.handout .link { flex: 1; font: 8pt ui-monospace, "DejaVu Sans Mono", monospace; color: #333; word-break: break-all; margin: 0; }
.handout .link b { font-family: system-ui, sans-serif; color: #111; }
.handout .qr { width: 30mm; height: 30mm; flex: none; }
.handout .qr svg { width: 100%; height: 100%; }
@media screen {
  .handout { padding: 16px; }
  .handout .page { margin: 0 auto 16px; width: 277mm; padding: 6mm; box-shadow: 0 1px 6px rgba(0,0,0,.35); }
}
`;

/** The handout's pages as HTML (inside an element of class `handout`). */
export function handoutBody(pages: readonly HandoutPage[], title: string, w: HandoutWords): string {
  return pages
    .map((p) => {
      const of = w.beatOf.replace('{n}', String(p.n)).replace('{total}', String(p.total));
      const qr = p.qr
        ? `<div class="qr">${p.qr}</div>`
        : `<p class="link">${esc(w.qrTooLong.replace('{n}', String(p.link.length)))}</p>`;
      return (
        `<section class="page" data-handout-page="${p.n}">` +
        `<div class="head"><span>${esc(title)}</span><span>${esc(of)}</span></div>` +
        `<div class="stage">${inline(p.stage)}</div>` +
        `<h2>${esc(p.caption)}</h2>` +
        (p.note ? `<p class="note">${esc(p.note)}</p>` : '') +
        `<div class="foot"><p class="link"><b>${esc(w.link)}:</b> ${esc(p.link)}</p>${qr}</div>` +
        `</section>`
      );
    })
    .join('\n');
}

/** The handout as a standalone HTML document (what the CLI prints to PDF). */
export function handoutDocument(
  pages: readonly HandoutPage[],
  title: string,
  w: HandoutWords,
  lang: 'en' | 'zh',
): string {
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><title>${esc(`${w.title}: ${title}`)}</title>
<style>html,body{margin:0;background:#fff}${HANDOUT_CSS}</style></head>
<body><div class="handout">${handoutBody(pages, title, w)}</div></body></html>
`;
}
