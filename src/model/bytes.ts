/** Byte helpers. Keys are kept as lowercase hex strings: two digits per byte, so string order and
 * string prefixes are exactly byte order and byte prefixes (what a radix tree iterates by). */

const encoder = new TextEncoder();

/** The two hex digits of each byte value. */
const HEX: readonly string[] = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/**
 * UTF-8 bytes of a string as lowercase hex, as one flat string (see flatString): a key appended to two digits
 * at a time is a rope of one piece per byte, which every service's instance key kept. Names are ASCII (a
 * Kubernetes name is a DNS label): their bytes are their character codes, without an encoder.
 */
export function utf8Hex(s: string): string {
  const digits = new Array<string>(s.length);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7f) return bytesHex(encoder.encode(s));
    digits[i] = HEX[c]!;
  }
  return digits.join('');
}

function bytesHex(bytes: Uint8Array): string {
  const digits = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i++) digits[i] = HEX[bytes[i]!]!;
  return digits.join('');
}

/** Hex of a single byte (0–255). */
export function byteHex(b: number): string {
  return HEX[b & 0xff]!;
}

/** Splits a hex key into its bytes, e.g. "6465" → ["64", "65"]. */
export function hexBytes(hex: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < hex.length; i += 2) out.push(hex.slice(i, i + 2));
  return out;
}

/** Shows one byte as a printable character, or a visible stand-in (␣ for space, · otherwise). */
export function byteGlyph(hex: string): string {
  const b = parseInt(hex, 16);
  if (b === 0x20) return '␣';
  if (b > 0x20 && b < 0x7f) return String.fromCharCode(b);
  return '·';
}
