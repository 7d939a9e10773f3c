import { base64urlToBytes } from './base64url';
import { inflateCapped } from './inflateCapped';
import { lzDecompressCapped } from './lzCapped';

export type Unfolded = { ok: true; text: string } | { ok: false; reason: 'tooLarge' | 'damaged' };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The JSON text of a link's compressed part (`c=`, `tk=`), at most `maxChars` long. Version 1 links wrote
 * lz-string; version 2 writes raw DEFLATE in base64url, whose decompression is a stream that stops at the cap
 * (UTF-8 takes at least one byte per character, so `maxChars` bytes bound the text too).
 */
export function unfoldPart(value: string, version: number, maxChars: number): Unfolded {
  if (version === 1) return lzDecompressCapped(value, maxChars);
  const bytes = base64urlToBytes(value);
  if (!bytes || !bytes.length) return { ok: false, reason: 'damaged' };
  const r = inflateCapped(bytes, maxChars);
  if (!r.ok) return r;
  try {
    return { ok: true, text: utf8.decode(r.bytes) };
  } catch {
    return { ok: false, reason: 'damaged' };
  }
}
