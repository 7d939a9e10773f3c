import lz from 'lz-string';

// Scenarios and talks in the store are immutable, so one object always compresses to the same text. The
// address bar is rewritten after every seek; compressing a large scenario again each time (hundreds of
// milliseconds at 2,000 Services) would make seeking stutter.
const compressed = new WeakMap<object, string>();

/** lz-string (URI alphabet) of `JSON.stringify(value)`, computed once per object. */
export function compressJson(value: object): string {
  let text = compressed.get(value);
  if (text === undefined) {
    text = lz.compressToEncodedURIComponent(JSON.stringify(value));
    compressed.set(value, text);
  }
  return text;
}

/**
 * Remembers the text a value was decoded from (a link's `c=` or `tk=`), so that writing the link again reuses
 * it instead of compressing the value anew: the text decodes to an equal value, and the link opened stays the
 * link shown.
 */
export function rememberCompressed(value: object, text: string): void {
  compressed.set(value, text);
}
