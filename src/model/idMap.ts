/**
 * A persistent map for the agent's tables and memory: each key gets a small integer the first time its run
 * writes it (`ids`, one numbering per run, shared by every version of the map), and the values sit in fixed-size
 * chunks by that number. A run writes keys in the order it first meets them, so a large first sync appends to
 * the last chunk: a committed version (a checkpoint) copies only the chunks written since the one before, where
 * a hash trie scatters the same writes over nearly every leaf and copies almost all of them. Iteration is in the
 * order the run first wrote the keys, which depends on the run's history: every lister that shows a table sorts
 * by its unique key, so no output depends on it.
 */

import { replayLogs, type WriteLog } from './writeLog';

/** Values per chunk: a version's copy of a chunk is 32 slots. */
const CHUNK_BITS = 5;
const CHUNK = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK - 1;

type Chunk = unknown[];

export interface IdMap<V> {
  readonly size: number;
  /** The chunks by key number (`ids`): chunk `i` holds numbers `i * 32` to `i * 32 + 31`; a hole is no value. */
  readonly chunks: readonly Chunk[];
  /**
   * The run's numbering of keys, append-only and shared by every version made from the same empty map (a
   * version written elsewhere may have numbered keys it does not hold: their slots are empty in this one).
   */
  readonly ids: Map<string, number>;
  /** The values' type, for the compiler only (never set: chunks are untyped). */
  readonly valueType?: V;
}

/** An empty map with a numbering of its own (so numbers are handed out per run, never per process). */
export function emptyIdMap<V>(): IdMap<V> {
  return { size: 0, chunks: [], ids: new Map() };
}

/** Whether a persistent map is an `IdMap` (a `PMap` has a `root` and no numbering). */
export function isIdMap<V>(m: IdMap<V> | { readonly root: unknown }): m is IdMap<V> {
  return (m as Partial<IdMap<V>>).ids !== undefined;
}

export function imGet<V>(m: IdMap<V>, key: string): V | undefined {
  return valueAt(m.chunks, m.ids.get(key));
}

/** Every key and value, in the order the run first wrote the keys (a lister that shows them sorts). */
export function imEntries<V>(m: IdMap<V>): [string, V][] {
  return imMapEntries(m, entry);
}

function entry<V>(key: string, value: V): [string, V] {
  return [key, value];
}

/**
 * `f` of every key and value, in `imEntries` order, without an entry pair per key. A map with no value yet
 * (an early step of a run that numbered many keys later) is not walked.
 */
export function imMapEntries<V, R>(m: IdMap<V>, f: (key: string, value: V) => R): R[] {
  const out: R[] = [];
  if (m.size === 0) return out;
  const chunks = m.chunks;
  // `forEach`, not `for…of`: no entry pair per key.
  m.ids.forEach((id, key) => {
    // A number past the last chunk is a key this version never held.
    const v = chunks[id >>> CHUNK_BITS]?.[id & CHUNK_MASK] as V | undefined;
    if (v !== undefined) out.push(f(key, v));
  });
  return out;
}

/** Every value, in the order the run first wrote their keys (a lister that shows them sorts): a walk of the chunks. */
export function imValues<V>(m: IdMap<V>): V[] {
  const out: V[] = [];
  const chunks = m.chunks;
  for (let c = 0; c < chunks.length; c++) {
    const chunk = chunks[c]!;
    for (let i = 0; i < CHUNK; i++) {
      const v = chunk[i];
      if (v !== undefined) out.push(v as V);
    }
  }
  return out;
}

function valueAt<V>(chunks: readonly Chunk[], id: number | undefined): V | undefined {
  if (id === undefined) return undefined;
  const chunk = chunks[id >>> CHUNK_BITS];
  return chunk === undefined ? undefined : (chunk[id & CHUNK_MASK] as V | undefined);
}

/** A map of the given entries, written in order (keys numbered from scratch). */
export function imFrom<V>(entries: Iterable<readonly [string, V]>): IdMap<V> {
  const e = new IdMapEditor(emptyIdMap<V>());
  for (const [k, v] of entries) e.set(k, v);
  return e.commit();
}

/** The writes an editor made between two `takeLog()` calls (`WriteLog`, as a `PMapLog`). */
export type IdMapLog<V> = WriteLog<V>;

/** `base` with the logs' writes replayed in order: the map the editor held when it took the last log. */
export function imApplyLogs<V>(base: IdMap<V>, logs: readonly IdMapLog<V>[]): IdMap<V> {
  const e = new IdMapEditor(base);
  replayLogs(e, logs);
  return e.commit();
}

/**
 * Transient edits of an IdMap: chunks this editor made are written in place, shared ones are copied on first
 * write. `commit()` returns the new map; the input map is never changed.
 */
export class IdMapEditor<V> {
  private chunks: Chunk[];
  private size: number;
  private readonly ids: Map<string, number>;
  /** Whether `chunks` (the spine) is this editor's own array, and which chunks it made. */
  private spineOwned = false;
  private readonly owned = new Set<Chunk>();
  private log: IdMapLog<V> | undefined;

  constructor(base: IdMap<V>) {
    this.chunks = base.chunks as Chunk[];
    this.size = base.size;
    this.ids = base.ids;
  }

  get(key: string): V | undefined {
    return valueAt(this.chunks, this.ids.get(key));
  }

  /** From now on, remembers the writes for `takeLog()` (a map that logs must not hold `undefined` values). */
  logWrites() {
    this.log ??= [];
  }

  /** The writes since logging started or the last `takeLog()` (values kept by reference). */
  takeLog(): IdMapLog<V> {
    if (!this.log) return [];
    // An exact-size copy: a log grown by `push` keeps up to half again its length in spare room, and a large
    // first sync's steps keep forty logs of several thousand writes each.
    const out = this.log.slice();
    this.log = [];
    return out;
  }

  set(key: string, value: V) {
    let id = this.ids.get(key);
    if (id === undefined) this.ids.set(key, (id = this.ids.size));
    const chunk = this.ownChunk(id >>> CHUNK_BITS);
    const at = id & CHUNK_MASK;
    if (chunk[at] === undefined) this.size++;
    chunk[at] = value;
    this.log?.push(key, value);
  }

  delete(key: string) {
    const id = this.ids.get(key);
    if (valueAt(this.chunks, id) === undefined) return;
    this.ownChunk(id! >>> CHUNK_BITS)[id! & CHUNK_MASK] = undefined;
    this.size--;
    this.log?.push(key, undefined);
  }

  /** Chunk `c`, made this editor's own (copied, or new past the end). */
  private ownChunk(c: number): Chunk {
    if (!this.spineOwned) {
      this.chunks = this.chunks.slice();
      this.spineOwned = true;
    }
    while (this.chunks.length <= c) {
      const fresh = emptyChunk();
      this.owned.add(fresh);
      this.chunks.push(fresh);
    }
    let chunk = this.chunks[c]!;
    if (!this.owned.has(chunk)) {
      chunk = chunk.slice();
      this.chunks[c] = chunk;
      this.owned.add(chunk);
    }
    return chunk;
  }

  commit(): IdMap<V> {
    // What this editor made is shared from now on: later writes copy it again.
    this.spineOwned = false;
    this.owned.clear();
    return { size: this.size, chunks: this.chunks, ids: this.ids };
  }
}

/** A chunk of empty slots (holes: reading one gives `undefined`). */
function emptyChunk(): Chunk {
  return new Array<unknown>(CHUNK);
}
