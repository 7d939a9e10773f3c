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
/** A List's keys before `items` are a few lines (`apiVersion`); past this the file is not what we guess. */
const MAX_HEAD = 2 ** 20;

const isSpace = (b: number | undefined) => b === SPACE || b === NL || b === 0x0d || b === 0x09;

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

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

type State = 'head' | 'first' | 'item' | 'next' | 'afterComma' | 'tail' | 'failed';

/**
 * Finds the items of a List as `kubectl get -o json` prints it (four-space indentation: the `items` key at 4
 * spaces, each item's `{` and `}` at 8) in its bytes as they arrive, chunk by chunk, and hands each item's bytes
 * to `onItem` as soon as its last byte is in — so a large dump is parsed while it is read, and neither its whole
 * text nor its whole tree ever exists. A raw line break cannot occur inside a JSON string, so a `}` that begins
 * an 8-space line is structure; still the layout is only a guess that `JSON.parse` checks (a range parses only if
 * it is exactly one value). Anything else — another layout, no `items` array, text between items other than
 * commas, a file that ends inside the array — makes `push` or `end` say so, and the caller takes the whole-text
 * path. Chunks may be reused by the caller after `push` returns: what is kept is copied.
 */
export class JsonListSplitter {
  /** Bytes not consumed yet (an item in progress), kept across chunks: `store[0, len)`, grown by doubling. */
  private store = new Uint8Array(0);
  private len = 0;
  private buf: Uint8Array = this.store;
  private state: State = 'head';
  private pos = 0;
  private itemStart = 0;
  private searchFrom = 0;
  private head: Uint8Array | undefined;
  private tail: Uint8Array[] = [];
  private count = 0;

  /** `onItem` gets a view of one item's bytes (valid only during the call); false from it stops the split. */
  constructor(private readonly onItem: (bytes: Uint8Array, index: number) => boolean) {}

  /** Takes the next chunk; false once the input is not a List in kubectl's layout (stop feeding then). */
  push(chunk: Uint8Array): boolean {
    if (this.state === 'failed') return false;
    if (this.state === 'tail') {
      this.tail.push(chunk.slice());
      return true;
    }
    // Nothing carried over: the chunk itself is read (the whole file in one chunk is never copied).
    this.buf = this.len ? this.append(chunk) : chunk;
    const state = this.run();
    if (state === 'failed') return false;
    if (state === 'tail') {
      this.tail.push(this.buf.slice(this.pos));
      this.len = 0;
      return true;
    }
    if (state === 'head' && this.buf.length > MAX_HEAD) return this.fail();
    // Keep what is not consumed yet: the head, or the item being read, or the bytes after the last one.
    const keep = state === 'head' ? 0 : state === 'item' ? this.itemStart : this.pos;
    const rest = this.buf.subarray(keep);
    if (this.buf === chunk) {
      this.len = 0;
      this.append(rest);
    } else {
      this.store.copyWithin(0, keep, this.len);
      this.len = rest.length;
    }
    this.pos -= keep;
    this.itemStart -= keep;
    this.searchFrom -= keep;
    return true;
  }

  /** Appends to the carried bytes; returns a view of all of them. */
  private append(bytes: Uint8Array): Uint8Array {
    const need = this.len + bytes.length;
    if (need > this.store.length) {
      const grown = new Uint8Array(Math.max(need, this.store.length * 2, 4096));
      grown.set(this.store.subarray(0, this.len));
      this.store = grown;
    }
    this.store.set(bytes, this.len);
    this.len = need;
    return this.store.subarray(0, need);
  }

  /** The document without its items (`{… "items": [] …}`, to parse for the List's kind), or undefined. */
  end(): Uint8Array | undefined {
    if (this.state !== 'tail' || !this.head) return undefined;
    let shell = this.head;
    for (const t of this.tail) shell = concat(shell, t);
    return shell;
  }

  private fail(): false {
    this.stop();
    return false;
  }

  private stop(): 'failed' {
    this.store = this.buf = new Uint8Array(0);
    this.len = 0;
    return (this.state = 'failed');
  }

  /** Consumes what the buffer holds; returns the state it stopped in. */
  private run(): State {
    const b = this.buf;
    for (;;) {
      switch (this.state) {
        case 'head': {
          const bom = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
          if (b.length < bom + HEAD.length) return this.state;
          if (!startsWith(b, bom, HEAD)) return this.stop();
          const key = indexOfSeq(b, ITEMS_KEY, bom);
          if (key < 0) return this.state;
          const open = key + ITEMS_KEY.length - 1;
          this.head = b.slice(0, open + 1);
          this.pos = open + 1;
          this.state = 'first';
          break;
        }
        case 'first':
        case 'afterComma':
        case 'next': {
          while (this.pos < b.length && isSpace(b[this.pos])) this.pos++;
          if (this.pos >= b.length) return this.state;
          const c = b[this.pos];
          if (c === CLOSE_ARR && this.state !== 'afterComma') {
            return (this.state = 'tail');
          }
          if (this.state === 'next') {
            if (c !== COMMA) return this.stop();
            this.pos++;
            this.state = 'afterComma';
          } else if (c === OPEN_OBJ) {
            this.itemStart = this.pos;
            this.searchFrom = this.pos + 1;
            this.state = 'item';
          } else return this.stop();
          break;
        }
        case 'item': {
          let end = b.indexOf(CLOSE_OBJ, this.searchFrom);
          while (end >= 0 && !closesAtIndent(b, end, 8)) end = b.indexOf(CLOSE_OBJ, end + 1);
          if (end < 0) {
            this.searchFrom = b.length;
            return this.state;
          }
          if (!this.onItem(b.subarray(this.itemStart, end + 1), this.count++)) return this.stop();
          this.pos = end + 1;
          this.state = 'next';
          break;
        }
        default:
          return this.state;
      }
    }
  }
}
