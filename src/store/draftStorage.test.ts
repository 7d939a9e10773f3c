// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { getPreset } from '../scenario/presets';
import {
  DRAFT_PREFIX,
  LEGACY_DRAFT_KEY,
  MAX_DRAFTS,
  parseDraftEntry,
  readDrafts,
  removeDraft,
  writeDraft,
  type DraftEntry,
} from './draftStorage';

const draft = getPreset('minimal-repro')!.scenario;
const entry = (i: number): DraftEntry => ({
  key: `${DRAFT_PREFIX}t${i}`,
  tab: `t${i}`,
  savedAt: 1000 + i,
  open: false,
  shown: 's',
  draft: { ...draft, title: `d${i}` },
});

beforeEach(() => localStorage.clear());

describe('draft storage', () => {
  it('writes a versioned envelope and reads it back', () => {
    expect(writeDraft(localStorage, entry(1))).toBe('saved');
    expect(JSON.parse(localStorage.getItem(`${DRAFT_PREFIX}t1`)!)).toMatchObject({
      format: 'nonroutable-draft',
      version: 2,
      tab: 't1',
    });
    expect(readDrafts(localStorage).entries).toEqual([entry(1)]);
  });

  it(`keeps at most ${MAX_DRAFTS} drafts, dropping the oldest, never the one being saved`, () => {
    for (let i = 0; i < MAX_DRAFTS + 3; i++) writeDraft(localStorage, entry(i));
    const titles = readDrafts(localStorage).entries.map((e) => e.draft.title);
    expect(titles).toHaveLength(MAX_DRAFTS);
    expect(titles[0]).toBe(`d${MAX_DRAFTS + 2}`); // newest first
    expect(titles).not.toContain('d0');
    writeDraft(localStorage, { ...entry(0), savedAt: 1 }); // an old timestamp, but it is the one saved now
    expect(readDrafts(localStorage).entries.map((e) => e.key)).toContain(`${DRAFT_PREFIX}t0`);
  });

  it('says "blocked" without storage, and removing from none is harmless', () => {
    expect(writeDraft(null, entry(1))).toBe('blocked');
    expect(readDrafts(null)).toEqual({ entries: [], quarantined: [] });
    expect(() => removeDraft(null, 'x')).not.toThrow();
  });

  it('reads a legacy {open, draft} entry; refuses a legacy entry without a draft', () => {
    expect(parseDraftEntry(LEGACY_DRAFT_KEY, JSON.stringify({ open: true, draft }))).toMatchObject({
      tab: 'legacy',
      open: true,
      savedAt: 0,
    });
    expect(parseDraftEntry(LEGACY_DRAFT_KEY, JSON.stringify({ open: true }))).toMatchObject({
      path: '$',
      code: 'notObject',
    });
    expect(parseDraftEntry(LEGACY_DRAFT_KEY, '[]')).toMatchObject({ code: 'draftUnreadable' });
  });

  it.each([
    ['a missing tab', { tab: undefined }],
    ['a text time', { savedAt: 'now' }],
    ['another format', { format: 'other' }],
    ['no fingerprint', { shown: 1 }],
  ])('refuses an envelope with %s', (_, over) => {
    const { key, ...rest } = entry(1);
    const raw = JSON.stringify({ format: 'nonroutable-draft', version: 2, ...rest, ...over });
    expect(parseDraftEntry(key, raw)).toMatchObject({ code: 'draftUnreadable' });
  });

  it('ignores keys that are not drafts', () => {
    localStorage.setItem('other.app', '{}');
    localStorage.setItem('nonroutable.tab', 'x');
    expect(readDrafts(localStorage)).toEqual({ entries: [], quarantined: [] });
    expect(localStorage.getItem('other.app')).toBe('{}');
  });
});
