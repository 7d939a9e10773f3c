// Scenarios and talks in the store are immutable, so one object always compresses to the same text. The
// address bar is rewritten after every seek; compressing a large scenario again each time (hundreds of
// milliseconds at 2,000 Services) would make seeking stutter. A module apart from the compressor (fflate's
// DEFLATE, compressJson.ts), which the first view does not load: a preset's link compresses nothing.

/** Each value's compressed text (compressJson.ts fills it). */
export const compressed = new WeakMap<object, string>();

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
