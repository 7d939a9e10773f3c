import { Inflate } from 'fflate';

export type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'tooLarge' | 'damaged' };

/**
 * Input is fed to the inflater this many bytes at a time, and the output counted after each: DEFLATE expands a
 * byte into at most ~1,032, so no step overshoots the cap by more than about 1 MB before it is stopped.
 */
const STEP = 1024;

/**
 * Inflates raw DEFLATE data (`zlib`: with its 2-byte header and checksum, as PNG text chunks hold it), stopping
 * as soon as the output passes `maxBytes`: a few kilobytes of a "decompression bomb" can expand to gigabytes,
 * and only a stream can be stopped before it has all been produced.
 */
export function inflateCapped(data: Uint8Array, maxBytes: number, zlib = false): Inflated {
  const parts: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size <= maxBytes) parts.push(chunk);
    if (final) ended = true;
  });
  let body = data;
  if (zlib) {
    // The zlib header: deflate (CM 8), a window of at most 32 kB, no preset dictionary, a valid check.
    const [cmf = 0, flg = 0] = data;
    if ((cmf & 15) !== 8 || cmf >> 4 > 7 || flg & 32 || ((cmf << 8) | flg) % 31)
      return { ok: false, reason: 'damaged' };
    body = data.subarray(2, Math.max(2, data.length - 4));
  }
  try {
    for (let at = 0; at < body.length || at === 0; at += STEP) {
      const end = Math.min(body.length, at + STEP);
      inflater.push(body.subarray(at, end), end >= body.length);
      if (size > maxBytes) return { ok: false, reason: 'tooLarge' };
      if (end >= body.length) break;
    }
  } catch {
    return { ok: false, reason: 'damaged' };
  }
  if (!ended) return { ok: false, reason: 'damaged' };
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return { ok: true, bytes: out };
}
