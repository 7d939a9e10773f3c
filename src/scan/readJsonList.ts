import type { Dump } from './dump';
import { JsonListSplitter } from './jsonListStream';
import { asRec } from './k8sObjects';
import { ListItems } from './listItems';

/** Below this a dump is parsed whole (one `JSON.parse` of a small text costs less than splitting it). */
export const STREAM_MIN_BYTES = 4 * 2 ** 20;

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * A large kubectl JSON List read item by item from its bytes as they arrive ({@link JsonListSplitter}): each item
 * is decoded and parsed on its own and sorted into the dump at once, so the whole text and the whole object tree
 * never exist together (an 80 MB dump otherwise holds its bytes, an 80 MB string and a tree several times that).
 * The result is what the whole-text path gives — the same objects in the same order, each located as `items[i]`
 * — and anything that path would word differently (a syntax error, a List of nothing the scanner reads, a
 * document that is not a List) gives undefined, and the caller takes that path.
 * @param chunks the file's bytes in order (one chunk: the whole file)
 * @returns how many objects of a kind the scanner uses were added to `dump`, or undefined.
 */
export function readJsonList(file: string, chunks: Iterable<Uint8Array>, dump: Dump): number | undefined {
  const items = new ListItems();
  const split = new JsonListSplitter((bytes, i) => {
    let item: unknown;
    try {
      item = JSON.parse(decoder.decode(bytes));
    } catch {
      return false;
    }
    items.add(item, { file, path: `items[${i}]` });
    return true;
  });
  for (const chunk of chunks) if (!split.push(chunk)) return undefined;
  const shell = split.end();
  if (!shell) return undefined;
  let list: Record<string, unknown> | undefined;
  try {
    list = asRec(JSON.parse(decoder.decode(shell)));
  } catch {
    return undefined;
  }
  // The emptied array must be the List's own (the layout is a guess the parse checks).
  const emptied = Array.isArray(list?.items) && (list.items as unknown[]).length === 0;
  if (!list || !emptied) return undefined;
  return items.finish(typeof list.kind === 'string' ? list.kind : undefined, dump);
}
