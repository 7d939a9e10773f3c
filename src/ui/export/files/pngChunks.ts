import { inflateCapped } from '../../../scenario/link/inflateCapped';
import { MAX_LINK_CHARS } from '../../../scenario/link/linkState';

/**
 * Just enough PNG to carry a share link: the chunk structure (length, type, data, CRC-32), writing an
 * uncompressed iTXt text chunk and reading text chunks back. The image data is never touched.
 */

export const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10] as const;
/** The iTXt keyword our link is stored under. Never change it: old files must keep opening. */
export const LINK_KEYWORD = 'nonroutable-link';

let table: Uint32Array | undefined;

/** CRC-32 as PNG defines it (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320). */
export function crc32(bytes: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = table[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface PngChunk {
  type: string;
  data: Uint8Array;
  /** Byte offset of the chunk's length field in the file. */
  offset: number;
}

export type PngProblem =
  | { problem: 'png-signature' }
  | { problem: 'png-truncated'; chunk: string; offset: number }
  | { problem: 'png-crc'; chunk: string; offset: number };

const ascii = (b: Uint8Array) => String.fromCharCode(...b);

/** Walks a PNG's chunks up to IEND, checking each CRC. */
export function readPngChunks(
  png: Uint8Array,
): { ok: true; chunks: PngChunk[] } | ({ ok: false } & PngProblem) {
  if (png.length < 8 || PNG_SIGNATURE.some((b, i) => png[i] !== b))
    return { ok: false, problem: 'png-signature' };
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at < png.length) {
    if (at + 8 > png.length) return { ok: false, problem: 'png-truncated', chunk: '?', offset: at };
    const length = view.getUint32(at);
    const type = ascii(png.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > png.length) return { ok: false, problem: 'png-truncated', chunk: type, offset: at };
    const stored = view.getUint32(at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== stored)
      return { ok: false, problem: 'png-crc', chunk: type, offset: at };
    chunks.push({ type, data: png.subarray(at + 8, at + 8 + length), offset: at });
    at = end;
    if (type === 'IEND') return { ok: true, chunks };
  }
  return { ok: false, problem: 'png-truncated', chunk: 'IEND', offset: at };
}

/** A complete chunk (length, type, data, CRC). */
export function pngChunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** An uncompressed iTXt chunk: keyword (Latin-1), no language tag, UTF-8 text. */
export function iTXtChunk(keyword: string, text: string): Uint8Array {
  if (!/^[\x20-\x7e]{1,79}$/.test(keyword)) throw new Error(`bad iTXt keyword "${keyword}"`);
  const kw = new TextEncoder().encode(keyword);
  const body = new TextEncoder().encode(text);
  // keyword \0, compression flag 0, method 0, language tag "" \0, translated keyword "" \0, text.
  const data = new Uint8Array(kw.length + 5 + body.length);
  data.set(kw, 0);
  data.set(body, kw.length + 5);
  return pngChunk('iTXt', data);
}

/** Inserts chunks right after IHDR, so that readers that stop early still find them. */
export function insertAfterIHDR(png: Uint8Array, extra: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const ihdrEnd = 8 + 12 + new DataView(png.buffer, png.byteOffset).getUint32(8);
  const size = extra.reduce((n, c) => n + c.length, 0);
  const out = new Uint8Array(png.length + size);
  out.set(png.subarray(0, ihdrEnd), 0);
  let at = ihdrEnd;
  for (const c of extra) {
    out.set(c, at);
    at += c.length;
  }
  out.set(png.subarray(ihdrEnd), at);
  return out;
}

/** The text of a tEXt or iTXt chunk (compressed iTXt too), with its keyword; undefined if malformed. */
export function readTextChunk(c: PngChunk): { keyword: string; text: string } | undefined {
  const d = c.data;
  const z = d.indexOf(0);
  if (z < 1) return undefined;
  const keyword = ascii(d.subarray(0, z));
  if (c.type === 'tEXt') return { keyword, text: ascii(d.subarray(z + 1)) };
  if (c.type !== 'iTXt' || z + 3 > d.length) return undefined;
  const compressed = d[z + 1] === 1;
  const lang = d.indexOf(0, z + 3);
  const translated = lang < 0 ? -1 : d.indexOf(0, lang + 1);
  if (translated < 0) return undefined;
  let body = d.subarray(translated + 1);
  if (compressed) {
    // Stopped as it inflates: a few kB of chunk can unfold into gigabytes, and no link is longer than
    // MAX_LINK_CHARS (at most 4 bytes of UTF-8 each).
    const r = inflateCapped(body, 4 * MAX_LINK_CHARS, true);
    if (!r.ok) return undefined;
    body = r.bytes;
  }
  return { keyword, text: new TextDecoder().decode(body) };
}
