import { describe, expect, it } from 'vitest';
import { LAB_PROGRESS_KEY, readLabProgress, writeLabProgress } from './labProgress';

/** A Storage of a Map, with hooks to fail as browsers do. */
function memoryStorage(fail?: { get?: () => never; set?: () => never }): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => (fail?.get ? fail.get() : (m.get(k) ?? null)),
    setItem: (k, v) => (fail?.set ? fail.set() : void m.set(k, v)),
    removeItem: (k) => void m.delete(k),
  };
}

describe('the Labs’ progress in the browser', () => {
  it('is kept under its namespaced key and read back (a reload)', () => {
    const s = memoryStorage();
    expect(readLabProgress(s)).toEqual({ done: [] });
    expect(writeLabProgress(['predict-prove', 'minimal-case', 'minimal-case'], s)).toBe('saved');
    expect(JSON.parse(s.getItem(LAB_PROGRESS_KEY)!)).toEqual({ done: ['minimal-case', 'predict-prove'] });
    expect(readLabProgress(s)).toEqual({ done: ['minimal-case', 'predict-prove'] });
    expect(LAB_PROGRESS_KEY.startsWith('nonroutable.')).toBe(true);
  });

  it('says when it cannot be kept: no storage, a storage that refuses, or one that is full', () => {
    expect(readLabProgress(null)).toEqual({ done: [], problem: 'blocked' });
    expect(writeLabProgress(['minimal-case'], null)).toBe('blocked');
    const refusing = memoryStorage({
      get: () => {
        throw new DOMException('no', 'SecurityError');
      },
      set: () => {
        throw new DOMException('no', 'SecurityError');
      },
    });
    expect(readLabProgress(refusing)).toEqual({ done: [], problem: 'blocked' });
    expect(writeLabProgress(['minimal-case'], refusing)).toBe('blocked');
    const full = memoryStorage({
      set: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(writeLabProgress(['minimal-case'], full)).toBe('full');
  });

  it('reads something else under its key as no progress, and says so', () => {
    for (const raw of ['not json', '{"done": "minimal-case"}', '[1,2]', '{"done": [1]}', 'null']) {
      const s = memoryStorage();
      s.setItem(LAB_PROGRESS_KEY, raw);
      expect(readLabProgress(s), raw).toEqual({ done: [], problem: 'unreadable' });
    }
  });
});
