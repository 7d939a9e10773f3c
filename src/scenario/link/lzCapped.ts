/**
 * Reads a version-1 link's compressed parts (lz-string's "encoded URI component" form) with a cap on the text it
 * produces. lz-string's own decompressor has none: its dictionary grows by one entry per code, each entry one
 * character longer than the one before at worst, so a 65,000-character link can unfold into hundreds of
 * megabytes in one task. The format, as lz-string writes it: 6 bits per character of the alphabet below, read
 * least significant bit first; codes of a width that grows with the dictionary; code 0 / 1 brings in a new 8- /
 * 16-bit character, 2 ends the text, any other is a dictionary entry (or, one past the last, the previous
 * entry plus its own first character — the LZW special case).
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
/** Each character code's 6-bit value, -1 outside the alphabet. */
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

export type LzText = { ok: true; text: string } | { ok: false; reason: 'tooLarge' | 'damaged' };

/** The text of lz-string URI-component data, or why not: more than `maxChars`, or not such data. */
export function lzDecompressCapped(input: string, maxChars: number): LzText {
  // A "+" that went through a form decoder comes back as a space.
  const data = input.replace(/ /g, '+');
  const damaged: LzText = { ok: false, reason: 'damaged' };
  let index = 0;
  // Past the end of the input the bits read are zeros (a text that ends there has no end code: damaged).
  const nextValue = () => {
    const i = index++;
    return i < data.length ? (VALUE[data.charCodeAt(i)] ?? 0) : 0;
  };
  if (!data.length || !/^[A-Za-z0-9+$-]*$/.test(data)) return damaged;
  let value = nextValue();
  let mask = 32;
  /** Reads `n` bits, least significant first, six per character of input. */
  const bits = (n: number): number => {
    let out = 0;
    for (let power = 1, i = 0; i < n; i++, power *= 2) {
      if (value & mask) out += power;
      mask >>= 1;
      if (mask === 0) {
        mask = 32;
        value = nextValue();
      }
    }
    return out;
  };
  const dictionary: string[] = ['', '', ''];
  let width = 3;
  let enlargeIn = 4;
  const first = bits(2);
  if (first === 2) return { ok: true, text: '' };
  if (first > 2) return damaged;
  let w = String.fromCharCode(bits(first === 0 ? 8 : 16));
  dictionary[3] = w;
  const parts: string[] = [w];
  let length = w.length;
  for (;;) {
    if (index > data.length) return damaged;
    let code = bits(width);
    if (code === 2) break;
    if (code < 2) {
      dictionary.push(String.fromCharCode(bits(code === 0 ? 8 : 16)));
      code = dictionary.length - 1;
      if (--enlargeIn === 0) enlargeIn = 2 ** width++;
    }
    let entry: string;
    if (code < dictionary.length) entry = dictionary[code]!;
    else if (code === dictionary.length) entry = w + w.charAt(0);
    else return damaged;
    length += entry.length;
    if (length > maxChars) return { ok: false, reason: 'tooLarge' };
    parts.push(entry);
    dictionary.push(w + entry.charAt(0));
    if (--enlargeIn === 0) enlargeIn = 2 ** width++;
    w = entry;
  }
  return { ok: true, text: parts.join('') };
}
