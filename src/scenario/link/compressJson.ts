import { deflateSync } from 'fflate';
import { bytesToBase64url } from './base64url';
import { compressed } from './compressedTexts';

export { compressedText, rememberCompressed } from './compressedTexts';

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
