import { compressedText } from '../scenario/link/compressedTexts';
import type { LinkState } from '../scenario/link/linkState';

// The link's compressor (fflate's DEFLATE, compressJson.ts) is a chunk of its own: a preset's link compresses
// nothing, and a scenario or talk opened from a link is written back as the text it came in. It loads when a
// link must carry something not compressed yet (the address bar's write waits for it; Share loads it with itself).
let compress: ((value: object) => string) | null = null;

/** Hands in the compressor (tests, which load it statically); null forgets it (a test of the loading). */
export function installLinkCompressor(f: ((value: object) => string) | null): void {
  compress = f;
}

/** Loads the link compressor (once). */
export const loadLinkCompressor = (): Promise<void> =>
  compress
    ? Promise.resolve()
    : import('../scenario/link/compressJson').then((m) => {
        compress = m.compressJson;
      });

/** `value`'s compressed text: known already, or compressed now; throws while the compressor is not loaded. */
export const compressed = (value: object): string => {
  const text = compressedText(value) ?? compress?.(value);
  if (text === undefined) throw new Error('the link compressor is not loaded yet (loadLinkCompressor)');
  return text;
};

/** Whether a link to `state` needs the compressor, not loaded yet (its scenario or talk is not compressed yet). */
export const waitsForCompressor = (state: LinkState): boolean =>
  !compress &&
  [state.preset ? undefined : state.scenario, state.talk].some((v) => v && compressedText(v) === undefined);
