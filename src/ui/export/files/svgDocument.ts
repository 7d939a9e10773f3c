import { exportStyleSheet, type ExportTheme } from '../picture/exportStyle';

/** The namespace of the link element in an exported SVG's <metadata>. Never change it: old files must open. */
export const LINK_NS = 'urn:x-nonroutable:export:1';

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function xmlUnescape(s: string): string {
  return s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Turns rendered SVG markup into a standalone file: an XML declaration, a stylesheet for the classes it uses
 * (in `theme`), and the share link in <metadata> (as Excalidraw keeps its scene in exported SVGs).
 */
export function finishSvg(markup: string, o: { theme: ExportTheme; link?: string }): string {
  const open = /^<svg\b[^>]*>/.exec(markup);
  if (!open) throw new Error('not SVG markup');
  let tag = open[0];
  if (!/\sxmlns="/.test(tag)) tag = tag.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');
  const { css } = exportStyleSheet(markup, o.theme);
  const head =
    (o.link === undefined
      ? ''
      : `<metadata><nr:link xmlns:nr="${LINK_NS}">${xmlEscape(o.link)}</nr:link></metadata>`) +
    `<style>${css.replace(/<\//g, '<\\/')}</style>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${tag}${head}${markup.slice(open[0].length)}\n`;
}

export type SvgLinkResult =
  { ok: true; link: string } | { ok: false; problem: 'svg-not-svg' | 'svg-no-link' };

/**
 * The link an exported SVG carries. Editors may re-serialize the file (other prefixes, CDATA, entities), so
 * any element named `link` inside <metadata> of a document that declares our namespace is accepted.
 */
export function readSvgLink(text: string): SvgLinkResult {
  if (!/<svg[\s>]/.test(text)) return { ok: false, problem: 'svg-not-svg' };
  if (!text.includes(LINK_NS)) return { ok: false, problem: 'svg-no-link' };
  for (const meta of text.matchAll(/<metadata\b[^>]*>([\s\S]*?)<\/metadata>/g)) {
    const m = /<(?:[\w.-]+:)?link\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?link>/.exec(meta[1]!);
    if (m) return { ok: true, link: xmlUnescape(m[1]!).trim() };
  }
  return { ok: false, problem: 'svg-no-link' };
}
