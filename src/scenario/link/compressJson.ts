import { deflateSync } from 'fflate';
import { bytesToBase64url } from './base64url';

// Scenarios and talks in the store are immutable, so one object always compresses to the same text. The
// address bar is rewritten after every seek; compressing a large scenario again each time (hundreds of
// milliseconds at 2,000 Services) would make seeking stutter.
const compressed = new WeakMap<object, string>();

const utf8 = new TextEncoder();

/**
 * A link's compressed part (version 2): raw DEFLATE of the UTF-8 of `JSON.stringify(value)`, in base64url,
 * computed once per object. DEFLATE, unlike lz-string (version 1), can be decompressed as a stream and stopped at
 * a cap (unfoldPart.ts), and it compresses scenarios a little smaller.
 */
export function compressJson(value: object): string {
  let text = compressed.get(value);
  if (text === undefined) {
    text = bytesToBase64url(deflateSync(utf8.encode(JSON.stringify(value)), { level: 9 }));
    compressed.set(value, text);
  }
  return text;
}

/**
 * Remembers the text a value was decoded from (a current-version link's `c=` or `tk=`), so that writing the link again reuses
 * it instead of compressing the value anew: the text decodes to an equal value, and the link opened stays the
 * link shown.
 */
export function rememberCompressed(value: object, text: string): void {
  compressed.set(value, text);
}

/** The compressed text of `value` if it was computed or remembered already (nothing is compressed here). */
export const compressedText = (value: object): string | undefined => compressed.get(value);
