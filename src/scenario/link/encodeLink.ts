import { compressJson } from './compressJson';
import { encodeLinkHashWith } from './linkHash';
import type { LinkState } from './linkState';

/** The URL fragment for a link state (`encodeLinkHashWith`, compressing with fflate's DEFLATE). */
export const encodeLinkHash = (s: LinkState): string => encodeLinkHashWith(s, compressJson);

/** A full share URL: `base` (an app URL, any existing fragment dropped) + `#` + the fragment. */
export function encodeLink(base: string, s: LinkState): string {
  return `${base.split('#')[0]}#${encodeLinkHash(s)}`;
}
