import { validationError, type ValidationError } from '../scenario/problems';
import type { ScenarioV1 } from '../scenario/types';
import { draftShapeErrors } from './draftShape';

/** A scenario being edited: JSON of the v1 shape whose fields may hold anything a person typed. */
export type Draft = ScenarioV1;

/** One tab's draft is kept under `DRAFT_PREFIX + tab id`. */
export const DRAFT_PREFIX = 'nonroutable.draft.';
/** What versions before drafts-per-tab wrote: `{ open, draft }`. Read once, then offered like any other. */
export const LEGACY_DRAFT_KEY = 'nonroutable.draft.v1';
/** An unreadable entry is moved here (not deleted: the work in it may still be recoverable by hand). */
export const QUARANTINE_PREFIX = 'nonroutable.quarantine.';
export const DRAFT_FORMAT = 'nonroutable-draft';
export const DRAFT_VERSION = 2;
/** The most drafts kept: older ones are dropped when a tab saves. */
export const MAX_DRAFTS = 10;

export interface DraftEntry {
  key: string;
  tab: string;
  /** Epoch ms of the save (0 for a legacy draft, whose time is unknown). */
  savedAt: number;
  open: boolean;
  /** A fingerprint of the scenario the main view showed when this was saved (see scenarioFingerprint). */
  shown: string;
  draft: Draft;
}

export type SaveResult = 'saved' | 'full' | 'blocked';

/** localStorage, or null when the browser blocks it (reading the property itself can throw). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads one stored entry, checking the envelope and the draft's shape. */
export function parseDraftEntry(key: string, raw: string): DraftEntry | ValidationError {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return validationError('$', 'draftUnreadable');
  }
  if (key === LEGACY_DRAFT_KEY) {
    if (!isRecord(v)) return validationError('$', 'draftUnreadable');
    const shape = draftShapeErrors(v.draft);
    if (shape.length) return shape[0]!;
    return { key, tab: 'legacy', savedAt: 0, open: v.open === true, shown: '', draft: v.draft as Draft };
  }
  if (
    !isRecord(v) ||
    v.format !== DRAFT_FORMAT ||
    v.version !== DRAFT_VERSION ||
    typeof v.tab !== 'string' ||
    typeof v.savedAt !== 'number' ||
    typeof v.shown !== 'string'
  )
    return validationError('$', 'draftUnreadable');
  const shape = draftShapeErrors(v.draft);
  if (shape.length) return shape[0]!;
  return {
    key,
    tab: v.tab,
    savedAt: v.savedAt,
    open: v.open === true,
    shown: v.shown,
    draft: v.draft as Draft,
  };
}

function draftKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k?.startsWith(DRAFT_PREFIX)) keys.push(k);
  }
  return keys;
}

/**
 * Every draft in storage, newest first. An entry that cannot be read is quarantined (moved aside) and
 * reported; it never reaches the editor.
 */
export function readDrafts(storage: Storage | null): {
  entries: DraftEntry[];
  quarantined: ValidationError[];
} {
  const entries: DraftEntry[] = [];
  const quarantined: ValidationError[] = [];
  if (!storage) return { entries, quarantined };
  for (const key of draftKeys(storage)) {
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      continue;
    }
    if (raw === null) continue;
    const r = parseDraftEntry(key, raw);
    if ('draft' in r) {
      entries.push(r);
      continue;
    }
    quarantined.push(r);
    try {
      storage.setItem(`${QUARANTINE_PREFIX}${key}`, raw);
    } catch {
      // No room to keep a copy: the entry is still removed, so that it stops breaking anything.
    }
    storage.removeItem(key);
  }
  return { entries: entries.sort((a, b) => b.savedAt - a.savedAt), quarantined };
}

/** A write refused because the storage is full (each browser names it its own way). */
export function isQuotaError(e: unknown): boolean {
  return (
    e instanceof DOMException &&
    (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22)
  );
}

/** Saves an entry; says honestly whether it was saved, and why not. Old drafts beyond MAX_DRAFTS go. */
export function writeDraft(storage: Storage | null, entry: DraftEntry): SaveResult {
  if (!storage) return 'blocked';
  const { key, ...rest } = entry;
  try {
    storage.setItem(key, JSON.stringify({ format: DRAFT_FORMAT, version: DRAFT_VERSION, ...rest }));
  } catch (e) {
    return isQuotaError(e) ? 'full' : 'blocked';
  }
  // Counting keys is cheap; reading every draft (to find the oldest) only happens when there are too many.
  if (draftKeys(storage).length > MAX_DRAFTS) {
    const others = readDrafts(storage).entries.filter((e) => e.key !== key);
    for (const old of others.slice(MAX_DRAFTS - 1)) storage.removeItem(old.key);
  }
  return 'saved';
}

export function removeDraft(storage: Storage | null, key: string) {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
