import { deflateSync, zlibSync } from 'fflate';
import fc from 'fast-check';
import lz from 'lz-string';
import { describe, expect, it } from 'vitest';
import { base64urlToBytes, bytesToBase64url } from './base64url';
import { inflateCapped } from './inflateCapped';
import { lzDecompressCapped } from './lzCapped';
import { unfoldPart } from './unfoldPart';

const bytes = (s: string) => new TextEncoder().encode(s);

// Compresses and decompresses megabytes (bombs, random text against lz-string): ~1 s alone, 4.7 s for the file
// with a CPU hog on one core (issue 37).
describe('capped decompression', { timeout: 30_000 }, () => {
  it('reads what lz-string wrote, character for character (version-1 links)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), (s) => {
        expect(lzDecompressCapped(lz.compressToEncodedURIComponent(s), 1e7)).toEqual({ ok: true, text: s });
      }),
      { numRuns: 300 },
    );
  });

  it('stops an lz-string bomb at the cap, and refuses what is not lz-string', () => {
    // 400,000 characters of one letter compress to a few hundred: the dictionary doubles its entries' length.
    const bomb = lz.compressToEncodedURIComponent('a'.repeat(400_000));
    expect(bomb.length).toBeLessThan(2000);
    expect(lzDecompressCapped(bomb, 400_000)).toMatchObject({ ok: true });
    expect(lzDecompressCapped(bomb, 399_999)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(lzDecompressCapped('', 10)).toEqual({ ok: false, reason: 'damaged' });
    expect(lzDecompressCapped('ab*cd', 10)).toEqual({ ok: false, reason: 'damaged' });
    // Cut short: the end code is missing.
    expect(lzDecompressCapped(lz.compressToEncodedURIComponent('{"a":1}').slice(0, 4), 100)).toEqual({
      ok: false,
      reason: 'damaged',
    });
  });

  it('inflates DEFLATE and zlib data, and stops a bomb a little past the cap', () => {
    const text = 'x'.repeat(5_000_000);
    const raw = deflateSync(bytes(text));
    expect(raw.length).toBeLessThan(10_000);
    const whole = inflateCapped(raw, 5_000_000);
    expect(whole.ok && whole.bytes.length).toBe(5_000_000);
    expect(inflateCapped(raw, 4_999_999)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(inflateCapped(zlibSync(bytes('{"a":1}')), 100, true)).toEqual({
      ok: true,
      bytes: bytes('{"a":1}'),
    });
    expect(inflateCapped(raw.slice(0, raw.length - 5), 1e7)).toEqual({ ok: false, reason: 'damaged' });
    expect(inflateCapped(bytes('not deflate at all'), 1e7)).toMatchObject({ ok: false });
    expect(inflateCapped(bytes('xx'), 100, true)).toEqual({ ok: false, reason: 'damaged' });
  });

  it('base64url round-trips any bytes and refuses other alphabets', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200_000, size: 'small' }), (b) => {
        const text = bytesToBase64url(b);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(base64urlToBytes(text)).toEqual(b);
      }),
      { numRuns: 100 },
    );
    expect(base64urlToBytes('ab+c')).toBeNull();
    expect(base64urlToBytes('abcde')).toBeNull();
  });

  it('unfolds a part by its link version: lz-string in v1, DEFLATE + base64url in v2', () => {
    const json = JSON.stringify({ title: '场景', n: [1, 2, 3] });
    expect(unfoldPart(lz.compressToEncodedURIComponent(json), 1, 1000)).toEqual({ ok: true, text: json });
    expect(unfoldPart(bytesToBase64url(deflateSync(bytes(json))), 2, 1000)).toEqual({ ok: true, text: json });
    expect(unfoldPart(bytesToBase64url(deflateSync(bytes(json))), 2, 10)).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
    expect(unfoldPart(bytesToBase64url(deflateSync(new Uint8Array([0xff, 0xfe]))), 2, 10)).toEqual({
      ok: false,
      reason: 'damaged',
    });
    expect(unfoldPart('', 2, 10)).toEqual({ ok: false, reason: 'damaged' });
  });
});
