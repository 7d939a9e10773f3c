/**
 * Scenarios too large for a link, kept in this browser's IndexedDB (see keptScenario.ts): loaded on demand, so
 * that the first view carries none of it. Each record holds the scenario's JSON as a Blob (a file a person
 * opened is stored as that very file: nothing is serialised on the page's thread), its title and when it was
 * last saved or opened. The most recent `KEEP_MOST` records, within `KEEP_BYTES` in all, are kept.
 */

/** The most scenarios kept: older ones are dropped when another is kept. */
export const KEEP_MOST = 8;
/** At most this many bytes in all (the newest is kept whatever its size: a file is at most 64 MB). */
export const KEEP_BYTES = 256 * 1024 * 1024;

const DB_NAME = 'nonroutable';
const STORE = 'keptScenarios';

export interface KeptRecord {
  id: string;
  title: string;
  /** Epoch ms of the last save or opening: eviction drops the oldest first. */
  usedAt: number;
  json: Blob;
}

let db: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  db ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'id' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB would not open'));
    req.onblocked = () => reject(new Error('IndexedDB is blocked'));
  }).catch((e: unknown) => {
    db = null;
    throw e;
  });
  return db;
}

/** Runs `f` in one transaction and resolves with its value once the transaction has committed. */
async function inStore<T>(
  mode: IDBTransactionMode,
  f: (store: IDBObjectStore, set: (v: T) => void) => void,
): Promise<T> {
  const tx = (await openDb()).transaction(STORE, mode);
  return new Promise<T>((resolve, reject) => {
    let value: T;
    f(tx.objectStore(STORE), (v) => (value = v));
    tx.oncomplete = () => resolve(value);
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

/** The ids to drop so that at most KEEP_MOST records, and KEEP_BYTES, remain (the newest always stays). */
export function toEvict(records: { id: string; usedAt: number; json: { size: number } }[]): string[] {
  const newestFirst = [...records].sort((a, b) => b.usedAt - a.usedAt);
  let bytes = 0;
  return newestFirst
    .filter((r, i) => {
      bytes += r.json.size;
      return i > 0 && (i >= KEEP_MOST || bytes > KEEP_BYTES);
    })
    .map((r) => r.id);
}

/** Keeps a record (replacing one of the same id), then drops what exceeds the bounds. */
export async function putKept(record: KeptRecord): Promise<void> {
  await inStore<void>('readwrite', (store) => {
    store.put(record);
    const all = store.getAll();
    all.onsuccess = () => {
      for (const id of toEvict(all.result as KeptRecord[])) store.delete(id);
    };
  });
}

/** The record kept under `id` (its use noted, so that it is evicted last), or undefined. */
export async function getKept(id: string): Promise<KeptRecord | undefined> {
  return inStore<KeptRecord | undefined>('readwrite', (store, set) => {
    const req = store.get(id);
    req.onsuccess = () => {
      const r = req.result as KeptRecord | undefined;
      set(r);
      if (r) store.put({ ...r, usedAt: Date.now() });
    };
  });
}
