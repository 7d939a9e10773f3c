/**
 * A persistent hash trie of string keys (a small HAMT): plain JSON data, structurally shared. A write copies
 * only the path to one leaf, so a transaction that touches k rows costs O(k), not O(table size).
 * Iteration order is by key hash; callers that need an order sort.
 *
 * The readers (`pmGet`, `pmValues`, `pmKeys`, `pmEntries`, `pmMapEntries`) also read an `IdMap` (idMap.ts, in the
 * order its run first wrote the keys), so that code outside the model reads any of the agent's tables without
 * knowing which kind each one is.
 */

import { imEntries, imGet, imMapEntries, imValues, isIdMap, type IdMap } from './idMap';
import { hashString } from './prng';
import { replayLogs, type WriteLog } from './writeLog';

const BITS = 5;
const WIDTH = 1 << BITS;
const MASK = WIDTH - 1;
const LEAF_MAX = 16;
const MAX_DEPTH = 6;

/**
 * A leaf is one flat array of hash, key, value, hash, key, value… (objects keyed by many distinct strings are
 * slow in JS engines). One array rather than a key array and a value array: a version's copy of a leaf is one
 * allocation, and a large first sync copies thousands of leaves per step. Each key's hash sits before it: a
 * lookup compares small integers and compares strings only when they match (a 10k cluster's addresses have
 * the same length, so a string comparison reads their characters), and a split does not hash again.
 */
type Leaf = unknown[];
/** Slots per entry in a leaf: hash, key, value. */
const ENTRY = 3;
/**
 * The hash bits the trie uses (six levels of five bits): kept in the leaf, they are a small integer in every
 * engine, never a boxed number.
 */
const HASH_BITS = (1 << (BITS * MAX_DEPTH)) - 1;
/**
 * A node is one array too: its children by hash slot (null where there is none), then, while an editor owns
 * the node, which children the editor owns too (at `LO` for slots 0–15, at `HI` for 16–31: two small
 * integers rather than one 32-bit mask, which would not fit the engine's small-integer fields). A committed
 * map's nodes have both at 0. One array rather than an object holding the children's array: a lookup reads
 * one object per level, not two (a large table's nodes are not in the processor's cache).
 */
type Node = unknown[];
type Trie = Leaf | Node;
const LO = WIDTH;
const HI = WIDTH + 1;
/**
 * A node's length, which tells it from a leaf: a leaf's length is a multiple of `ENTRY`, and this is not
 * (checked in pmap.test.ts).
 */
export const NODE_LENGTH = WIDTH + 2;

export interface PMap<V> {
  readonly size: number;
  readonly root: Trie;
  /** The values' type, for the compiler only (never set: the trie's arrays are untyped). */
  readonly valueType?: V;
}

export function emptyPMap<V>(): PMap<V> {
  return { size: 0, root: emptyLeaf() };
}

/**
 * An empty leaf of the one array kind every leaf and node has (holey, any element): an array literal starts
 * as small integers, packed, and one made by `new Array(n)` as holey, so leaves made both ways would reach the
 * same code with several shapes. Optimized code compiled on one of them is thrown away when another arrives,
 * and a cold first sync paid for compiling the trie's functions again and again.
 */
function emptyLeaf(): Leaf {
  const leaf: Leaf = new Array(1);
  leaf[0] = null;
  leaf.length = 0;
  return leaf;
}

/**
 * The model's one FNV-1a (seeds are derived from it too), cut to the bits the trie uses. The last key's hash
 * is remembered: a writer mostly reads a row and then writes it (or reads it twice), hashing the key once.
 */
function hash(key: string): number {
  if (key !== lastKey) {
    lastKey = key;
    lastHash = hashString(key) & HASH_BITS;
  }
  return lastHash;
}
let lastKey = '';
let lastHash = hashString('') & HASH_BITS;

const isLeaf = (t: Trie): boolean => t.length !== NODE_LENGTH;

/**
 * The leaf an empty slot stands for: never written (a write makes a new leaf), so one is shared by all. Not
 * frozen: a frozen array has a shape of its own (see `emptyLeaf`), and editors write only leaves they own.
 */
const EMPTY_LEAF: Leaf = emptyLeaf();

/**
 * The position of `key` (whose hash is `h`) in a leaf: of its hash; the key and the value follow it. -1 when
 * absent. A plain loop: `Array.prototype.indexOf` on strings takes a slow generic path in V8.
 */
function indexIn(leaf: Leaf, key: string, h: number): number {
  for (let i = 0; i < leaf.length; i += ENTRY) if (leaf[i] === h && leaf[i + 1] === key) return i;
  return -1;
}

/** Either kind of persistent map: what the readers below accept. */
export type AnyMap<V> = PMap<V> | IdMap<V>;

export function pmGet<V>(m: AnyMap<V>, key: string): V | undefined {
  return isIdMap(m) ? imGet(m, key) : getIn(m.root, key);
}

function getIn<V>(root: Trie, key: string): V | undefined {
  const h = hash(key);
  let t = root;
  for (let d = 0; !isLeaf(t); d++) {
    const next = t[(h >>> (d * BITS)) & MASK] as Trie | null;
    if (!next) return undefined;
    t = next;
  }
  const i = indexIn(t, key, h);
  return i < 0 ? undefined : (t[i + 2] as V);
}

export function* pmEntries<V>(m: AnyMap<V>): Generator<[string, V]> {
  if (isIdMap(m)) return yield* imEntries(m);
  const stack: Trie[] = [m.root];
  while (stack.length) {
    const t = stack.pop()!;
    if (isLeaf(t)) for (let i = 0; i < t.length; i += ENTRY) yield [t[i + 1] as string, t[i + 2] as V];
    else for (let i = WIDTH - 1; i >= 0; i--) if (t[i]) stack.push(t[i] as Trie);
  }
}

export function pmValues<V>(m: AnyMap<V>): V[] {
  if (isIdMap(m)) return imValues(m);
  const out: V[] = [];
  walk(m.root, (leaf) => {
    for (let i = 2; i < leaf.length; i += ENTRY) out.push(leaf[i] as V);
  });
  return out;
}

const keyOf = (key: string): string => key;

export function pmKeys<V>(m: AnyMap<V>): string[] {
  if (isIdMap(m)) return imMapEntries(m, keyOf);
  const out: string[] = [];
  walk(m.root, (leaf) => {
    for (let i = 1; i < leaf.length; i += ENTRY) out.push(leaf[i] as string);
  });
  return out;
}

/** `f` of every key and value, in `pmValues` order, without an entry pair per key. */
export function pmMapEntries<V, R>(m: AnyMap<V>, f: (key: string, value: V) => R): R[] {
  if (isIdMap(m)) return imMapEntries(m, f);
  const out: R[] = [];
  walk(m.root, (leaf) => {
    for (let i = 1; i < leaf.length; i += ENTRY) out.push(f(leaf[i] as string, leaf[i + 1] as V));
  });
  return out;
}

/**
 * Visits the leaves in `pmEntries` order, without a generator and an entry pair per key (the BPF sweep and
 * the UI list whole tables).
 */
function walk(t: Trie, visit: (leaf: Leaf) => void) {
  if (isLeaf(t)) return visit(t);
  for (let i = 0; i < WIDTH; i++) {
    const child = t[i] as Trie | null;
    if (child) walk(child, visit);
  }
}

/** Builds a map from entries in one go. */
export function pmFrom<V>(entries: Iterable<[string, V]>): PMap<V> {
  const e = new PMapEditor(emptyPMap<V>());
  for (const [k, v] of entries) e.set(k, v);
  return e.commit();
}

/**
 * The writes an editor made between two `takeLog()` calls (`WriteLog`). Replaying them on the map the editor
 * started from rebuilds the same trie, leaf order included (`pmApplyLogs`).
 */
export type PMapLog<V> = WriteLog<V>;

/** `base` with the logs' writes replayed in order: the map the editor held when it took the last log. */
export function pmApplyLogs<V>(base: PMap<V>, logs: readonly PMapLog<V>[]): PMap<V> {
  const e = new PMapEditor(base);
  replayLogs(e, logs);
  return e.commit();
}

/**
 * Transient edits of a PMap: nodes this editor created are mutated in place; shared nodes are copied on
 * first write. `commit()` returns the new map; the input map is never changed.
 */
export class PMapEditor<V> {
  private root: Trie;
  private size: number;
  /**
   * Whether this editor made the root (and so may change it in place). Below the root, each owned node's
   * `lo`/`hi` say which of its children the editor made: ownership is read on the way down, with no set of
   * owned nodes to look up. The owned nodes are listed so that `commit()` can clear their marks.
   */
  private rootOwned = false;
  private ownedNodes: Node[] = [];
  /** With `logWrites()`: the writes since the last `takeLog()`. */
  private log: PMapLog<V> | undefined;

  constructor(base: PMap<V>) {
    this.root = base.root;
    this.size = base.size;
  }

  get(key: string): V | undefined {
    return getIn(this.root, key);
  }

  /** From now on, remembers the writes for `takeLog()` (a map that logs must not hold `undefined` values). */
  logWrites() {
    this.log ??= [];
  }

  /**
   * The writes since logging started or the last `takeLog()`: replayed on the map as it was then, they give
   * the map as it is now (`pmApplyLogs`). Values are kept by reference: they must not change afterwards.
   */
  takeLog(): PMapLog<V> {
    const out = this.log ?? [];
    if (this.log) this.log = [];
    return out;
  }

  /** A copy of a node this editor does not own, which it then owns. */
  private copyNode(n: Node): Node {
    const node = n.slice();
    node[LO] = node[HI] = 0;
    this.ownedNodes.push(node);
    return node;
  }

  /**
   * Where the leaf `leafFor` returned hangs (its node and slot; no node: it is the root), and whether this
   * editor owns it. A shared leaf is not copied on the way down: an insert or a delete makes a new leaf
   * anyway (`replaceLeaf`), so copying it first would copy it twice.
   */
  private leafParent: Node | null = null;
  private leafSlot = 0;
  private leafOwned = false;

  /**
   * The leaf for this key, on a path of nodes this editor owns (the leaf itself may be shared: see
   * `leafOwned`), splitting leaves that grow too large. An empty slot gives a shared empty leaf.
   */
  private leafFor(key: string, h: number): Leaf {
    let parent: Node | null = null;
    let slot = 0;
    let t: Trie = this.root;
    let owned = this.rootOwned;
    for (let d = 0; ; d++) {
      if (isLeaf(t)) {
        if (t.length < ENTRY * LEAF_MAX || d >= MAX_DEPTH || indexIn(t, key, h) >= 0) {
          this.leafParent = parent;
          this.leafSlot = slot;
          this.leafOwned = owned;
          return t;
        }
        const node = splitLeaf(t, d);
        this.ownedNodes.push(node);
        this.attach(parent, slot, node);
        t = node;
      } else if (!owned) {
        t = this.copyNode(t);
        this.attach(parent, slot, t);
      }
      const n: Node = t;
      slot = (h >>> (d * BITS)) & MASK;
      const child = n[slot] as Trie | null;
      parent = n;
      if (!child) {
        this.leafParent = parent;
        this.leafSlot = slot;
        this.leafOwned = false;
        return EMPTY_LEAF;
      }
      owned = ownsChild(n, slot);
      t = child;
    }
  }

  /** Hangs a trie this editor made where `leafFor` found (no node: the root). */
  private attach(parent: Node | null, slot: number, t: Trie) {
    if (parent) {
      parent[slot] = t;
      markOwned(parent, slot);
    } else {
      this.root = t;
      this.rootOwned = true;
    }
  }

  set(key: string, value: V) {
    const h = hash(key);
    const leaf = this.leafFor(key, h);
    const i = indexIn(leaf, key, h);
    if (i >= 0) {
      const own = this.leafOwned ? leaf : leaf.slice();
      own[i + 2] = value;
      if (own !== leaf) this.attach(this.leafParent, this.leafSlot, own);
    } else {
      // A new key goes into an exact-size copy of the leaf, not by `push`: V8 grows an array by half plus 16
      // slots, and a large map has tens of thousands of leaves of a few keys that would each keep that room.
      const n = leaf.length;
      const grown: Leaf = new Array(n + ENTRY);
      for (let j = 0; j < n; j++) grown[j] = leaf[j];
      grown[n] = h;
      grown[n + 1] = key;
      grown[n + 2] = value;
      this.attach(this.leafParent, this.leafSlot, grown);
      this.size++;
    }
    this.log?.push(key, value);
  }

  delete(key: string) {
    const h = hash(key);
    if (!this.hasKey(key, h)) return;
    const leaf = this.leafFor(key, h);
    const own = this.leafOwned ? leaf : leaf.slice();
    own.splice(indexIn(own, key, h), ENTRY);
    if (own !== leaf) this.attach(this.leafParent, this.leafSlot, own);
    this.size--;
    this.log?.push(key, undefined);
  }

  private hasKey(key: string, h: number): boolean {
    let t = this.root;
    for (let d = 0; !isLeaf(t); d++) {
      const next = t[(h >>> (d * BITS)) & MASK] as Trie | null;
      if (!next) return false;
      t = next;
    }
    return indexIn(t, key, h) >= 0;
  }

  commit(): PMap<V> {
    // What this editor made is shared from now on: later writes copy it again.
    for (const n of this.ownedNodes) n[LO] = n[HI] = 0;
    this.ownedNodes = [];
    this.rootOwned = false;
    return { size: this.size, root: this.root };
  }
}

/**
 * A full leaf at depth `d` split into a node one level down whose children the caller's editor owns (the leaf
 * is only read). A function of its own, out of `leafFor`'s way: one insert in sixteen or fewer splits, so the
 * compiler leaves the call out of line, and the trie's `set`, which every writer's hot function inlines, is
 * compiled without this loop (a cold 10k run compiled it into each caller, several times over).
 */
function splitLeaf(t: Leaf, d: number): Node {
  const node = newNode();
  for (let j = 0; j < t.length; j += ENTRY) {
    const kh = t[j] as number;
    const i = (kh >>> (d * BITS)) & MASK;
    const child = (node[i] as Leaf | null) ?? (node[i] = emptyLeaf());
    child.push(kh, t[j + 1], t[j + 2]);
  }
  // Exact copies: a leaf that grew by `push` keeps room for a dozen more keys (see `set`).
  for (let i = 0; i < WIDTH; i++) {
    const child = node[i] as Leaf | null;
    if (child) {
      node[i] = child.slice();
      markOwned(node, i);
    }
  }
  return node;
}

/** A node with no children, owned by no editor. */
function newNode(): Node {
  const node = new Array<unknown>(NODE_LENGTH).fill(null);
  node[LO] = node[HI] = 0;
  return node;
}

function ownsChild(n: Node, slot: number): boolean {
  return slot < 16 ? ((n[LO] as number) & (1 << slot)) !== 0 : ((n[HI] as number) & (1 << (slot - 16))) !== 0;
}

function markOwned(n: Node, slot: number) {
  if (slot < 16) n[LO] = (n[LO] as number) | (1 << slot);
  else n[HI] = (n[HI] as number) | (1 << (slot - 16));
}
