/**
 * A compact, transferable form of a plain-data object graph (a simulation's trace), and a reader that rebuilds
 * it in the page in slices. Structured-cloning a 10,000-Service trace back to the page (~32 MB of states whose
 * parts the steps share) was one task of 400–750 ms on the page's thread; this form travels as two transferred
 * buffers and a string (no clone of an object graph), and the page rebuilds the graph a few milliseconds at a
 * time, yielding between slices so that it paints and takes input.
 *
 * Plain objects, arrays, Maps and Sets, strings, numbers, booleans, null and undefined; shared parts stay shared
 * (an object met again is a reference to its first encoding). Anything else (a class instance, a typed array, a
 * cycle) throws in `encodeGraph`: the caller sends the graph as it is instead.
 */

/** Node kinds, then value tags. Every node is written after the nodes it refers to (post-order). */
const OBJ = 0;
const ARR = 1;
const MAP = 2;
const SET = 3;
const NUM = 4;
const STR = 5;
const REF = 6;
const TRUE = 7;
const FALSE = 8;
const NULL = 9;
const UNDEF = 10;
/** An array's hole (as structured clone keeps it: `forEach` skips it). */
const HOLE = 11;

export interface EncodedGraph {
  /** Node headers and (tag, payload) pairs, in post-order: the root is the last node. */
  ops: Float64Array;
  /** Every distinct string once, concatenated; `lengths` splits it. */
  text: string;
  lengths: Uint32Array;
}

/** A growable Float64Array (a plain array of numbers took seconds and twice the memory for a 10k trace). */
class Floats {
  a = new Float64Array(1 << 16);
  n = 0;
  push(x: number) {
    if (this.n === this.a.length) {
      const b = new Float64Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.n++] = x;
  }
  /** Appends `src[from..to)` (one copy, not a push per number). */
  append(src: Float64Array, from: number, to: number) {
    const need = this.n + to - from;
    if (need > this.a.length) {
      const b = new Float64Array(Math.max(need, this.a.length * 2));
      b.set(this.a.subarray(0, this.n));
      this.a = b;
    }
    this.a.set(src.subarray(from, to), this.n);
    this.n = need;
  }
  /** Drops everything from `from` on. */
  truncate(from: number) {
    this.n = from;
  }
}

/** What `ids` holds for an object whose node is being written (meeting it again is a cycle). */
const OPEN = -1;

/**
 * Encodes `root` (see the module's comment) as a stream of chunks: `emit` hears each chunk as soon as its
 * operations reach `chunkOps` (a chunk ends between two nodes, and carries the strings first used in it), and the
 * last one (`last`: its final node is the root) once the whole graph is written. Decoding the chunks in order
 * (`GraphDecoder`) rebuilds what one chunk of the whole would: a worker posts each chunk as it is written, and
 * the page rebuilds it while the worker writes the next. Throws on what it cannot encode (chunks already
 * emitted are then of no use).
 */
export function encodeGraphChunks(
  root: unknown,
  emit: (chunk: EncodedGraph, last: boolean) => void,
  chunkOps = Infinity,
): void {
  const ops = new Floats();
  // Each node's (tag, payload) pairs while its children are written: one stack for all (a node's pairs sit above
  // its parent's until the node is written out).
  const pending = new Floats();
  const strings = new Map<string, number>();
  /** The strings first used since the last chunk was emitted. */
  let fresh: string[] = [];
  /** Each object's node, or OPEN while its node is being written. */
  const ids = new Map<object, number>();
  let nodes = 0;
  const flush = (last: boolean) => {
    emit(
      {
        ops: ops.a.slice(0, ops.n),
        text: fresh.join(''),
        lengths: Uint32Array.from(fresh, (s) => s.length),
      },
      last,
    );
    ops.truncate(0);
    fresh = [];
  };
  const str = (s: string) => {
    let i = strings.get(s);
    if (i === undefined) {
      strings.set(s, (i = strings.size));
      fresh.push(s);
    }
    return i;
  };
  /** Pushes a value's (tag, payload) onto `pending`, first writing its node when it is an unseen object. */
  const value = (v: unknown): void => {
    switch (typeof v) {
      case 'number':
        return void (pending.push(NUM), pending.push(v));
      case 'string':
        return void (pending.push(STR), pending.push(str(v)));
      case 'boolean':
        return void (pending.push(v ? TRUE : FALSE), pending.push(0));
      case 'undefined':
        return void (pending.push(UNDEF), pending.push(0));
      case 'object':
        if (v === null) return void (pending.push(NULL), pending.push(0));
        return void (pending.push(REF), pending.push(node(v)));
      default:
        throw new Error(`cannot encode a ${typeof v}`);
    }
  };
  const node = (o: object): number => {
    const known = ids.get(o);
    if (known === OPEN) throw new Error('cannot encode a cycle');
    if (known !== undefined) return known;
    ids.set(o, OPEN);
    const from = pending.n;
    let kind: number;
    let entries = 0;
    if (Array.isArray(o)) {
      kind = ARR;
      for (let i = 0; i < o.length; i++, entries++) {
        const v: unknown = o[i];
        // (`in` only for what reads as undefined: a hole or an undefined.)
        if (v !== undefined || i in o) value(v);
        else {
          pending.push(HOLE);
          pending.push(0);
        }
      }
    } else if (o instanceof Map) {
      kind = MAP;
      for (const [k, v] of o) {
        value(k);
        value(v);
        entries++;
      }
    } else if (o instanceof Set) {
      kind = SET;
      for (const v of o) {
        value(v);
        entries++;
      }
    } else {
      const proto = Object.getPrototypeOf(o) as unknown;
      if (proto !== Object.prototype && proto !== null) throw new Error('cannot encode a class instance');
      kind = OBJ;
      // (Object.keys: the same own enumerable string keys, in the same order, as structured clone takes.)
      const keys = Object.keys(o);
      for (; entries < keys.length; entries++) {
        const k = keys[entries]!;
        pending.push(str(k));
        value((o as Record<string, unknown>)[k]);
      }
    }
    ops.push(kind);
    ops.push(entries);
    ops.append(pending.a, from, pending.n);
    pending.truncate(from);
    ids.set(o, nodes);
    if (ops.n >= chunkOps) flush(false);
    return nodes++;
  };
  value(root);
  // A root that is no object is a node of its own: an array of one.
  if (pending.a[0] !== REF) {
    ops.push(ARR);
    ops.push(1);
    ops.push(pending.a[0]!);
    ops.push(pending.a[1]!);
  }
  flush(true);
}

/** Encodes `root` as one chunk (see `encodeGraphChunks`). Throws on what it cannot encode. */
export function encodeGraph(root: unknown): EncodedGraph {
  let whole: EncodedGraph | undefined;
  encodeGraphChunks(root, (chunk) => (whole = chunk));
  return whole!;
}

/** Waits for the next task (the page paints and takes input in between). */
export type Yield = () => Promise<void>;
const nextTask: Yield = () => {
  // scheduler.yield where there is one (no 4 ms clamp of nested timers between slices), else a timer.
  const sched = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return sched?.yield ? sched.yield() : new Promise((r) => setTimeout(r, 0));
};

/** Thrown by `decodeGraph` when it was stopped between slices. */
export class DecodeStopped extends Error {}

/**
 * Rebuilds an encoded graph from its chunks, taken in order (`take`), `budgetMs` of work at a time; `yieldTo` waits
 * between slices, after which `going` says whether to go on (else `take` rejects with DecodeStopped: a cancelled
 * simulation's trace is not rebuilt on). `root` is the graph's root once the last chunk is taken (an array of one
 * when the root was no object; see `encodeGraph`).
 */
export class GraphDecoder {
  private readonly strings: string[] = [];
  private readonly nodes: unknown[] = [];
  /** When this slice began: chunks taken one after another in one task share its budget. */
  private start: number;
  /** Counts items, to check the budget every 256 (reading the clock is not free). */
  private count = 0;
  constructor(
    private readonly budgetMs = 10,
    private readonly yieldTo: Yield = nextTask,
    private readonly now: () => number = () => performance.now(),
    private readonly going: () => boolean = () => true,
  ) {
    this.start = now();
  }

  get root(): unknown {
    return this.nodes[this.nodes.length - 1];
  }

  /** True when this slice has used its budget. */
  private spent() {
    return (++this.count & 255) === 0 && this.now() - this.start > this.budgetMs;
  }

  private async slice() {
    await this.yieldTo();
    if (!this.going()) throw new DecodeStopped('stopped');
    this.start = this.now();
  }

  /**
   * Rebuilds the nodes of the next chunk. A slice's budget spans chunks (those that came while the page was busy
   * are taken one after another), so a chunk begins with a yield when the budget is spent (also after an idle
   * moment: one task's wait).
   */
  async take(g: EncodedGraph): Promise<void> {
    if (this.now() - this.start > this.budgetMs) await this.slice();
    else if (!this.going()) throw new DecodeStopped('stopped');
    const { strings, nodes } = this;
    for (let i = 0, at = 0; i < g.lengths.length; i++) {
      strings.push(g.text.slice(at, (at += g.lengths[i]!)));
      if (this.spent()) await this.slice();
    }
    const { ops } = g;
    const val = (tag: number, p: number): unknown =>
      tag === NUM
        ? p
        : tag === STR
          ? strings[p]
          : tag === REF
            ? nodes[p]
            : tag === TRUE
              ? true
              : tag === FALSE
                ? false
                : tag === NULL
                  ? null
                  : undefined;
    let i = 0;
    while (i < ops.length) {
      const kind = ops[i++]!;
      const n = ops[i++]!;
      if (kind === OBJ) {
        const o: Record<string, unknown> = {};
        for (let k = 0; k < n; k++, i += 3) o[strings[ops[i]!]!] = val(ops[i + 1]!, ops[i + 2]!);
        nodes.push(o);
      } else if (kind === ARR) {
        const a = new Array<unknown>(n);
        for (let k = 0; k < n; k++, i += 2) if (ops[i] !== HOLE) a[k] = val(ops[i]!, ops[i + 1]!);
        nodes.push(a);
      } else if (kind === MAP) {
        const m = new Map<unknown, unknown>();
        for (let k = 0; k < n; k++, i += 4) m.set(val(ops[i]!, ops[i + 1]!), val(ops[i + 2]!, ops[i + 3]!));
        nodes.push(m);
      } else {
        const s = new Set<unknown>();
        for (let k = 0; k < n; k++, i += 2) s.add(val(ops[i]!, ops[i + 1]!));
        nodes.push(s);
      }
      if (this.spent()) await this.slice();
    }
  }
}

/** Rebuilds a graph encoded as one chunk (see `GraphDecoder`) and resolves with its root. */
export async function decodeGraph(
  g: EncodedGraph,
  budgetMs = 10,
  yieldTo: Yield = nextTask,
  now: () => number = () => performance.now(),
  going: () => boolean = () => true,
): Promise<unknown> {
  const d = new GraphDecoder(budgetMs, yieldTo, now, going);
  await d.take(g);
  return d.root;
}
