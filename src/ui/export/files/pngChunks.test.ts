import { crc32 as zlibCrc32 } from 'node:zlib';
import { zlibSync } from 'fflate';
import { MAX_LINK_CHARS } from '../../../scenario/link/linkState';
import { tinyPng } from './testPictures';
import { describe, expect, it } from 'vitest';
import {
  crc32,
  insertAfterIHDR,
  iTXtChunk,
  LINK_KEYWORD,
  pngChunk,
  readPngChunks,
  readTextChunk,
} from './pngChunks';

const LINK = 'https://example.org/nonroutable/#v=1&p=tke-incident&m=fixed&t=32500&l=zh&o=b77885ba';

describe('PNG chunks', () => {
  it('computes CRC-32 as PNG defines it', () => {
    // The CRC every PNG ends with: IEND's.
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
    const bytes = new Uint8Array(10_000).map((_, i) => (i * 7919) % 256);
    expect(crc32(bytes)).toBe(zlibCrc32(bytes));
  });

  it('writes an iTXt chunk after IHDR and reads the link back, UTF-8 intact', () => {
    const png = insertAfterIHDR(tinyPng(), [
      iTXtChunk(LINK_KEYWORD, LINK),
      iTXtChunk('Title', '前缀匹配误释放'),
    ]);
    const r = readPngChunks(png);
    if (!r.ok) throw new Error(r.problem);
    expect(r.chunks.map((c) => c.type)).toEqual(['IHDR', 'iTXt', 'iTXt', 'IDAT', 'IEND']);
    expect(readTextChunk(r.chunks[1]!)).toEqual({ keyword: LINK_KEYWORD, text: LINK });
    expect(readTextChunk(r.chunks[2]!)).toEqual({ keyword: 'Title', text: '前缀匹配误释放' });
  });

  it('reads compressed iTXt and tEXt chunks written by other programs', () => {
    const kw = new TextEncoder().encode(LINK_KEYWORD);
    const body = zlibSync(new TextEncoder().encode(LINK));
    const data = new Uint8Array(kw.length + 5 + body.length);
    data.set(kw);
    data[kw.length + 1] = 1;
    data.set(body, kw.length + 5);
    const r = readPngChunks(insertAfterIHDR(tinyPng(), [pngChunk('iTXt', data)]));
    if (!r.ok) throw new Error(r.problem);
    expect(readTextChunk(r.chunks[1]!)?.text).toBe(LINK);
    const t = readTextChunk({
      type: 'tEXt',
      data: new TextEncoder().encode('Software\0nonroutable'),
      offset: 0,
    });
    expect(t).toEqual({ keyword: 'Software', text: 'nonroutable' });
  });

  it('names the chunk and byte offset of a damaged or truncated file', () => {
    const png = insertAfterIHDR(tinyPng(), [iTXtChunk(LINK_KEYWORD, LINK)]);
    const flipped = png.slice();
    flipped[33 + 8 + 20]! ^= 0x01; // a byte inside the iTXt chunk's data (IHDR ends at byte 33)
    expect(readPngChunks(flipped)).toEqual({ ok: false, problem: 'png-crc', chunk: 'iTXt', offset: 33 });
    expect(readPngChunks(png.slice(0, 60))).toMatchObject({
      ok: false,
      problem: 'png-truncated',
      chunk: 'iTXt',
    });
    expect(readPngChunks(png.slice(0, png.length - 12))).toMatchObject({
      problem: 'png-truncated',
      chunk: 'IEND',
    });
    expect(readPngChunks(new TextEncoder().encode('<svg/>'))).toEqual({
      ok: false,
      problem: 'png-signature',
    });
  });

  it('a text chunk without a keyword is not read (PNG keywords are 1–79 characters)', () => {
    const chunk = (type: 'tEXt' | 'iTXt', data: number[]) => ({ type, data: new Uint8Array(data) }) as never;
    // "\0text": an empty keyword, then the text.
    expect(readTextChunk(chunk('tEXt', [0, 0x74, 0x65, 0x78, 0x74]))).toBeUndefined();
    expect(readTextChunk(chunk('iTXt', [0, 0, 0, 0, 0, 0x74]))).toBeUndefined();
    expect(readTextChunk(chunk('tEXt', [0x6b, 0, 0x74]))).toEqual({ keyword: 'k', text: 't' });
  });

  it('a compressed iTXt chunk that would unfold past any link is not read', () => {
    const bomb = zlibSync(new Uint8Array(4 * MAX_LINK_CHARS + 1).fill(0x61));
    const data = new Uint8Array([0x6b, 0, 1, 0, 0, 0, ...bomb]);
    expect(readTextChunk({ type: 'iTXt', data } as never)).toBeUndefined();
    const fine = new Uint8Array([0x6b, 0, 1, 0, 0, 0, ...zlibSync(new TextEncoder().encode('#v=2'))]);
    expect(readTextChunk({ type: 'iTXt', data: fine } as never)).toEqual({ keyword: 'k', text: '#v=2' });
  });

  it('refuses a keyword PNG does not allow', () => {
    expect(() => iTXtChunk('', 'x')).toThrow();
    expect(() => iTXtChunk('k'.repeat(80), 'x')).toThrow();
  });
});
