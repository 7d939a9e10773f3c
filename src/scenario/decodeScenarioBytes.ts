import { validationError, type ValidationError } from './problems';

/**
 * Decodes a scenario file's bytes the same way in the CLI and the app: UTF-8 (a byte order mark is
 * dropped) or UTF-16 with a byte order mark; anything else (invalid UTF-8, a binary file) is refused.
 */
export function decodeScenarioBytes(
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; errors: ValidationError[] } {
  const [a, b, c] = bytes;
  let encoding = 'utf-8';
  let skip = 0;
  if (a === 0xef && b === 0xbb && c === 0xbf) skip = 3;
  else if (a === 0xff && b === 0xfe) [encoding, skip] = ['utf-16le', 2];
  else if (a === 0xfe && b === 0xff) [encoding, skip] = ['utf-16be', 2];
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(skip));
  } catch {
    return { ok: false, errors: [validationError('$', 'notText')] };
  }
  // UTF-16 without a byte order mark decodes as UTF-8 full of NULs: say what it is rather than "not JSON".
  if (text.includes('\u0000')) return { ok: false, errors: [validationError('$', 'notText')] };
  return { ok: true, text };
}
