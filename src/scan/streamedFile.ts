import { isGzip, isTar, isZip } from './archive';
import type { Dump } from './dump';
import { readJsonList, STREAM_MIN_BYTES } from './readJsonList';
import { readYamlList } from './readYamlList';
import { sniff } from './sniff';

/**
 * A large file the user named, not read yet: its first bytes, its bytes chunk by chunk (each chunk may be
 * reused once the next is asked for), and the whole file when the item-by-item path cannot read it.
 */
export interface StreamedFile {
  name: string;
  head: Uint8Array;
  chunks: () => Iterable<Uint8Array>;
  read: () => Uint8Array;
}

/** UTF-8 text from byte chunks (a character split between chunks is kept whole); throws on invalid UTF-8. */
function* decoded(chunks: Iterable<Uint8Array>): Iterable<string> {
  const d = new TextDecoder('utf-8', { fatal: true });
  for (const c of chunks) yield d.decode(c, { stream: true });
  yield d.decode();
}

/**
 * Reads a large kubectl List (JSON or YAML) item by item while its bytes arrive, into `dump`; what `readText`
 * would sniff as JSON or YAML (not binary, not an archive, not Markdown-wrapped). Undefined: read the file whole
 * (another layout, not a List, invalid text: the whole-text path words the problem).
 */
export function readListItems(
  file: string,
  head: Uint8Array,
  chunks: () => Iterable<Uint8Array>,
  dump: Dump,
): number | undefined {
  const h = head.subarray(0, 8192);
  if (h.includes(0) || isZip(h) || isGzip(h) || isTar(head)) return undefined;
  // The head may end inside a multi-byte character: decoded leniently, for sniffing only.
  const text = new TextDecoder().decode(h);
  if (/^#\s/.test(text)) return undefined;
  const kind = sniff(text);
  if (kind === 'json') return readJsonList(file, chunks(), dump);
  if (kind !== 'yaml') return undefined;
  try {
    return readYamlList(file, decoded(chunks()), dump);
  } catch {
    return undefined; // not UTF-8: the whole-text path says it is binary
  }
}

export { STREAM_MIN_BYTES };
