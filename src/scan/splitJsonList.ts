const COMMA = 0x2c;
const OPEN_OBJ = 0x7b;
const CLOSE_OBJ = 0x7d;
const CLOSE_ARR = 0x5d;
const NL = 0x0a;
const SPACE = 0x20;

const bytesOf = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
/** kubectl's layout (`json.MarshalIndent` with four spaces): the List's first key and its `items`. */
const HEAD = bytesOf('{\n    "');
const ITEMS_KEY = bytesOf('\n    "items": [');

const isSpace = (b: number | undefined) => b === SPACE || b === NL || b === 0x0d || b === 0x09;

/** A JSON List held as UTF-8 bytes: where each element of its top-level `items` is, and where that array is. */
export interface JsonListSplit {
  /** Byte ranges `[start, end)` of the items, in order. */
  items: [number, number][];
  /** The `[` and `]` of the items array: the document without its items is `bytes[0, open] + bytes[close, end)`. */
  open: number;
  close: number;
}

function startsWith(bytes: Uint8Array, at: number, seq: Uint8Array): boolean {
  for (let k = 0; k < seq.length; k++) if (bytes[at + k] !== seq[k]) return false;
  return true;
}

/** The first occurrence of `seq` at or after `from` (-1: none). */
function indexOfSeq(bytes: Uint8Array, seq: Uint8Array, from: number): number {
  for (let i = bytes.indexOf(seq[0]!, from); i >= 0; i = bytes.indexOf(seq[0]!, i + 1))
    if (startsWith(bytes, i, seq)) return i;
  return -1;
}

/** Whether the `}` at `at` closes a line indented by exactly `indent` spaces (`\n` + spaces + `}`). */
function closesAtIndent(bytes: Uint8Array, at: number, indent: number): boolean {
  if (bytes[at - indent - 1] !== NL) return false;
  for (let k = 1; k <= indent; k++) if (bytes[at - k] !== SPACE) return false;
  return true;
}

const skipSpace = (bytes: Uint8Array, i: number) => {
  while (isSpace(bytes[i])) i++;
  return i;
};

/**
 * Finds the items of a List as `kubectl get -o json` prints it (four-space indentation: the `items` key at 4
 * spaces, each item's `{` and `}` at 8) in its bytes, jumping from one `}` to the next with the engine's own
 * byte search — so a large dump can be parsed one item at a time instead of as one 80 MB text and one tree.
 * A raw line break cannot occur inside a JSON string, so a `}` that begins an 8-space line is structure, and
 * the layout is only a guess that `JSON.parse` checks: a range parses only if it is exactly one value, so an
 * item that ends elsewhere makes its parse fail, and the caller then parses the whole text as before. Anything
 * else — another layout, no `items` array, text between items other than commas — gives undefined here.
 */
export function splitJsonList(bytes: Uint8Array): JsonListSplit | undefined {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  if (!startsWith(bytes, bom, HEAD)) return undefined;
  const key = indexOfSeq(bytes, ITEMS_KEY, bom);
  if (key < 0) return undefined;
  const open = key + ITEMS_KEY.length - 1;
  const items: [number, number][] = [];
  let i = skipSpace(bytes, open + 1);
  if (bytes[i] === CLOSE_ARR) return { items, open, close: i };
  for (;;) {
    if (bytes[i] !== OPEN_OBJ) return undefined;
    const start = i;
    let end = bytes.indexOf(CLOSE_OBJ, start + 1);
    while (end >= 0 && !closesAtIndent(bytes, end, 8)) end = bytes.indexOf(CLOSE_OBJ, end + 1);
    if (end < 0) return undefined;
    items.push([start, end + 1]);
    i = skipSpace(bytes, end + 1);
    if (bytes[i] === CLOSE_ARR) return { items, open, close: i };
    if (bytes[i] !== COMMA) return undefined;
    i = skipSpace(bytes, i + 1);
  }
}
