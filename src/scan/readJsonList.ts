import { collectObjects, listItem, type Located } from './collectObjects';
import { emptyDump, type Dump } from './dump';
import { asRec } from './k8sObjects';
import { splitJsonList } from './splitJsonList';

/** Below this a dump is parsed whole (one `JSON.parse` of a small text costs less than splitting it). */
export const STREAM_MIN_BYTES = 4 * 2 ** 20;
/** Items parsed and sorted into the dump at a time: their objects are garbage before the next batch. */
const BATCH = 512;

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * A large kubectl JSON List read item by item from its bytes: each item is decoded and parsed on its own and
 * sorted into the dump at once, so the whole text and the whole object tree never exist together (an 80 MB dump
 * otherwise holds its bytes, an 80 MB string and a tree several times that). The result is what the whole-text
 * path gives — the same objects in the same order, each located as `items[i]` — and anything that path would
 * word differently (a syntax error, a List of nothing the scanner reads, a document that is not a List) gives
 * undefined, and the caller takes that path.
 * @returns how many objects of a kind the scanner uses were added to `dump`, or undefined.
 */
export function readJsonList(file: string, bytes: Uint8Array, dump: Dump): number | undefined {
  const split = splitJsonList(bytes);
  if (!split) return undefined;
  const shell = new Uint8Array(split.open + 1 + bytes.length - split.close);
  shell.set(bytes.subarray(0, split.open + 1));
  shell.set(bytes.subarray(split.close), split.open + 1);
  let list: Record<string, unknown> | undefined;
  try {
    list = asRec(JSON.parse(decoder.decode(shell)));
  } catch {
    return undefined;
  }
  const kind = typeof list?.kind === 'string' ? list.kind : undefined;
  // The emptied array must be the List's own (the layout is a guess the parse checks).
  const emptied = Array.isArray(list?.items) && (list.items as unknown[]).length === 0;
  if (!list || !emptied || (kind && !kind.endsWith('List'))) return undefined;
  // Into a dump of its own: nothing reaches the caller's unless every item parses.
  const own = emptyDump();
  let used = 0;
  let batch: Located[] = [];
  for (const [i, [a, b]] of split.items.entries()) {
    let item: unknown;
    try {
      item = JSON.parse(decoder.decode(bytes.subarray(a, b)));
    } catch {
      return undefined;
    }
    batch.push({ value: listItem(kind, item), src: { file, path: `items[${i}]` } });
    if (batch.length === BATCH) {
      used += collectObjects(batch, own);
      batch = [];
    }
  }
  used += collectObjects(batch, own);
  if (!used) return undefined;
  // One by one: a spread of 20,000 arguments can exceed the engine's argument limit.
  for (const s of own.services) dump.services.push(s);
  for (const s of own.slices) dump.slices.push(s);
  for (const v of own.versions) dump.versions.push(v);
  if (own.config) dump.config = own.config;
  for (const [k, n] of Object.entries(own.ignored)) dump.ignored[k] = (dump.ignored[k] ?? 0) + n;
  return used;
}
