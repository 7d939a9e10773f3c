import { browserStorage, isQuotaError, type SaveResult } from '../draftStorage';

/** The Labs' progress in this browser: which labs were solved. Namespaced like the app's other keys. */
export const LAB_PROGRESS_KEY = 'nonroutable.labs.v1';

/**
 * What was read: the solved labs' ids, and whether progress can be kept here — `blocked` (no storage, or it
 * refuses to be read), `unreadable` (something else is stored under the key: it is left alone and overwritten
 * on the next save).
 */
export interface ProgressRead {
  done: string[];
  problem?: 'blocked' | 'unreadable';
}

/** Reads the solved labs. Never throws: a blocked or damaged store reads as no progress, and says which. */
export function readLabProgress(storage: Storage | null = browserStorage()): ProgressRead {
  if (!storage) return { done: [], problem: 'blocked' };
  let raw: string | null;
  try {
    raw = storage.getItem(LAB_PROGRESS_KEY);
  } catch {
    return { done: [], problem: 'blocked' };
  }
  if (raw === null) return { done: [] };
  try {
    const v: unknown = JSON.parse(raw);
    const done = (v as { done?: unknown } | null)?.done;
    if (Array.isArray(done) && done.every((d) => typeof d === 'string')) return { done: [...new Set(done)] };
  } catch {
    // Not JSON: reported below, like any other shape.
  }
  return { done: [], problem: 'unreadable' };
}

/** Saves the solved labs; says whether they were saved, and why not (`full`, `blocked`). */
export function writeLabProgress(
  done: readonly string[],
  storage: Storage | null = browserStorage(),
): SaveResult {
  if (!storage) return 'blocked';
  try {
    storage.setItem(LAB_PROGRESS_KEY, JSON.stringify({ done: [...new Set(done)].sort() }));
    return 'saved';
  } catch (e) {
    return isQuotaError(e) ? 'full' : 'blocked';
  }
}
