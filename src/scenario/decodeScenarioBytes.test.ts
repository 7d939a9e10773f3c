import { describe, expect, it } from 'vitest';
import { decodeScenarioBytes } from './decodeScenarioBytes';

const bytes = (...b: number[]) => new Uint8Array(b);
const utf16 = (s: string, le: boolean) => {
  const out = new Uint8Array(s.length * 2);
  [...s].forEach((ch, i) => {
    const code = ch.charCodeAt(0);
    out[i * 2 + (le ? 0 : 1)] = code & 0xff;
    out[i * 2 + (le ? 1 : 0)] = code >> 8;
  });
  return out;
};
const notText = { ok: false, errors: [expect.objectContaining({ path: '$', code: 'notText' })] };

describe('decodeScenarioBytes: the same rules in the CLI and the app', () => {
  it('UTF-8, with or without a byte order mark (dropped)', () => {
    const json = new TextEncoder().encode('{"名":1}');
    expect(decodeScenarioBytes(json)).toEqual({ ok: true, text: '{"名":1}' });
    expect(decodeScenarioBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...json]))).toEqual({
      ok: true,
      text: '{"名":1}',
    });
  });

  it('UTF-16 with a byte order mark, either byte order', () => {
    expect(decodeScenarioBytes(bytes(0xff, 0xfe, ...utf16('{"a":"é"}', true)))).toEqual({
      ok: true,
      text: '{"a":"é"}',
    });
    expect(decodeScenarioBytes(bytes(0xfe, 0xff, ...utf16('{"a":"é"}', false)))).toEqual({
      ok: true,
      text: '{"a":"é"}',
    });
  });

  it('only the whole mark counts: a partial one is data, and then not valid UTF-8', () => {
    // 0xEF 0xBB followed by "{" is a broken UTF-8 sequence, not a mark.
    expect(decodeScenarioBytes(bytes(0xef, 0xbb, 0x7b))).toEqual(notText);
    expect(decodeScenarioBytes(bytes(0xef, 0x7b, 0xbf))).toEqual(notText);
    expect(decodeScenarioBytes(bytes(0x7b, 0xbb, 0xbf))).toEqual(notText);
    // 0xFF or 0xFE alone never starts UTF-8.
    expect(decodeScenarioBytes(bytes(0xff, 0x7b, 0x00))).toEqual(notText);
    expect(decodeScenarioBytes(bytes(0x7b, 0xfe))).toEqual(notText);
    expect(decodeScenarioBytes(bytes(0xfe, 0x7b))).toEqual(notText);
    expect(decodeScenarioBytes(bytes(0x7b, 0xff))).toEqual(notText);
  });

  it('a second mark after the first is kept as text (not silently dropped)', () => {
    expect(decodeScenarioBytes(bytes(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x7b))).toEqual({
      ok: true,
      text: '\ufeff{',
    });
    expect(decodeScenarioBytes(bytes(0xff, 0xfe, 0xff, 0xfe, 0x7b, 0x00))).toEqual({
      ok: true,
      text: '\ufeff{',
    });
  });

  it('binary, invalid UTF-8 and UTF-16 without a mark are “not text”', () => {
    expect(decodeScenarioBytes(bytes(0x89, 0x50, 0x4e, 0x47))).toEqual(notText);
    expect(decodeScenarioBytes(utf16('{"a":1}', true))).toEqual(notText);
    expect(decodeScenarioBytes(bytes(0xff, 0xfe, 0x00, 0xd8))).toEqual(notText);
  });

  it('empty input is empty text', () => {
    expect(decodeScenarioBytes(bytes())).toEqual({ ok: true, text: '' });
  });
});
