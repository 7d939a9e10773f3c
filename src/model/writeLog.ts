/**
 * The writes a persistent map's editor made, in order: key, value, key, value… with `undefined` for a delete.
 * Plain data, so that it survives a structured clone; the lazy steps of a large first sync keep one per flush
 * instead of a version of each table (lazyState.ts).
 */
export type WriteLog<V> = (string | V | undefined)[];

/** What replaying a log needs of an editor (`PMapEditor`, `IdMapEditor`). */
interface Writable<V> {
  set(key: string, value: V): void;
  delete(key: string): void;
}

/** Replays `logs` in order on `editor` (a map that logs holds no `undefined` values). */
export function replayLogs<V>(editor: Writable<V>, logs: readonly WriteLog<V>[]) {
  for (const log of logs) {
    for (let i = 0; i < log.length; i += 2) {
      const v = log[i + 1];
      if (v === undefined) editor.delete(log[i] as string);
      else editor.set(log[i] as string, v as V);
    }
  }
}
