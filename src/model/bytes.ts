/** Byte helpers. Keys are kept as lowercase hex strings: two digits per byte, so string order and
 * string prefixes are exactly byte order and byte prefixes (what a radix tree iterates by). */

const encoder = new TextEncoder();

/** UTF-8 bytes of a string as lowercase hex. */
export function utf8Hex(s: string): string {
  let out = '';
  for (const b of encoder.encode(s)) out += b.toString(16).padStart(2, '0');
  return out;
}

/** Hex of a single byte (0–255). */
export function byteHex(b: number): string {
  return (b & 0xff).toString(16).padStart(2, '0');
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
