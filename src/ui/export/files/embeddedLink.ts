import { decodeLinkOffThread } from '../../../store/decode/decodeClient';
import { LINK_KEYWORD, readPngChunks, readTextChunk, type PngProblem } from './pngChunks';
import { readSvgLink } from './svgDocument';

/** Why a picture did not reopen a moment; the UI words each in the reader's language. */
export type LinkProblem =
  | PngProblem
  | { problem: 'png-no-link' }
  | { problem: 'svg-not-svg' }
  | { problem: 'svg-no-link' }
  | { problem: 'link-no-hash'; link: string }
  | { problem: 'link-bad'; detail: string }
  | { problem: 'too-large'; bytes: number };

export type EmbeddedLink = { ok: true; hash: string; link: string } | ({ ok: false } & LinkProblem);

/** Pictures are read whole; anything larger than this is not one of ours (a 4× export is a few MB). */
export const MAX_PICTURE_BYTES = 64 * 1024 * 1024;

export const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;

/** The link decoded as a link is (in a worker, within its caps and time limit): only a link that opens is one. */
async function check(link: string): Promise<EmbeddedLink> {
  const at = link.indexOf('#');
  if (at < 0) return { ok: false, problem: 'link-no-hash', link: link.slice(0, 80) };
  const hash = link.slice(at);
  const r = await decodeLinkOffThread(hash);
  return r.ok ? { ok: true, hash, link } : { ok: false, problem: 'link-bad', detail: r.error };
}

/**
 * The share link inside an exported PNG (iTXt chunk) or SVG (<metadata>), checked: it must decode as a link.
 * `named` is what the file's name or type says it is. Never throws; each failure says what was wrong and where.
 */
export async function readEmbeddedLink(bytes: Uint8Array, named?: 'png' | 'svg'): Promise<EmbeddedLink> {
  if (bytes.length > MAX_PICTURE_BYTES) return { ok: false, problem: 'too-large', bytes: bytes.length };
  // A file named .png whose signature is damaged is still reported as a damaged PNG.
  if (isPng(bytes) || named === 'png') {
    const r = readPngChunks(bytes);
    if (!r.ok) {
      const { ok: _ok, ...problem } = r;
      return { ok: false, ...problem };
    }
    for (const c of r.chunks) {
      if (c.type !== 'iTXt' && c.type !== 'tEXt') continue;
      const text = readTextChunk(c);
      if (text?.keyword === LINK_KEYWORD) return check(text.text);
    }
    return { ok: false, problem: 'png-no-link' };
  }
  const svg = readSvgLink(new TextDecoder().decode(bytes));
  return svg.ok ? check(svg.link) : { ok: false, problem: svg.problem };
}
