import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { cacheName, KEEP, loadCachedScript, sourceKey, userCacheDir, writeCache } from './codeCache';

// A small CommonJS bundle: its answer depends on its code, on `require` and on its own file name.
const bundle = (answer: number) => `const { join } = require('node:path');
let calls = 0;
exports.answer = (x) => { calls++; return { value: x * ${answer}, calls, file: join(__filename) }; };
`;

let work = '';
let file = '';
let cache = '';
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'nr-code-cache-'));
  file = join(work, 'scan.cjs');
  cache = join(work, 'cache');
  mkdirSync(cache);
  writeFileSync(file, bundle(6));
});

type Answer = { answer: (x: number) => { value: number; calls: number; file: string } };
const load = (dir: string | undefined = cache) => loadCachedScript<Answer>(file, dir);
const caches = () => readdirSync(cache).filter((f) => f.endsWith('.v8cache'));

describe('loading a bundle through the code cache', () => {
  it('misses, saves after the run, then hits; the bundle behaves the same either way', () => {
    const first = load();
    expect(first.cache).toBe('miss');
    expect(first.exports.answer(7)).toEqual({ value: 42, calls: 1, file });
    expect(caches()).toEqual([]);
    first.save();
    expect(caches()).toEqual([cacheName(file, readFileSync(file))]);
    const second = load();
    expect(second.cache).toBe('hit');
    expect(second.exports.answer(7)).toEqual({ value: 42, calls: 1, file });
    const written = readFileSync(join(cache, caches()[0]!));
    second.save(); // a hit writes nothing
    expect(readFileSync(join(cache, caches()[0]!))).toEqual(written);
  });

  it('ignores a corrupt cache (same answer) and replaces it on save', () => {
    load().save();
    const path = join(cache, caches()[0]!);
    const bytes = readFileSync(path);
    bytes[bytes.length - 10]! ^= 0xff;
    writeFileSync(path, bytes);
    const corrupt = load();
    expect(corrupt.cache).toBe('miss');
    expect(corrupt.exports.answer(2)).toMatchObject({ value: 12 });
    corrupt.save();
    expect(load().cache).toBe('hit');
    // Truncated, empty, or another format altogether: a miss each time.
    for (const junk of [bytes.subarray(0, 40), Buffer.alloc(0), Buffer.from('not a cache')]) {
      writeFileSync(path, junk);
      expect(load().cache).toBe('miss');
      expect(load().exports.answer(1).value).toBe(6);
    }
  });

  it('ignores a stale cache: a changed bundle (even of the same length) looks for its own', () => {
    load().save();
    writeFileSync(file, bundle(7)); // same length, other code
    expect(readFileSync(file).length).toBe(bundle(6).length);
    const changed = load();
    expect(changed.cache).toBe('miss');
    expect(changed.exports.answer(6).value).toBe(42);
  });

  it('ignores a whole cache made for another bundle of the same length (V8 itself would run it)', () => {
    writeFileSync(file, bundle(7));
    load().save();
    const other = readFileSync(join(cache, caches()[0]!));
    writeFileSync(file, bundle(6));
    writeFileSync(join(cache, cacheName(file, readFileSync(file))), other);
    const r = load();
    expect(r.cache).toBe('miss');
    expect(r.exports.answer(1).value).toBe(6);
  });

  it('ignores data V8 refuses, even under a valid key and checksum', () => {
    const key = sourceKey(readFileSync(file));
    writeCache(join(cache, cacheName(file, readFileSync(file))), key, Buffer.alloc(4096, 7));
    const r = load();
    expect(r.cache).toBe('miss');
    expect(r.exports.answer(1).value).toBe(6);
    r.save();
    expect(load().cache).toBe('hit');
  });

  it('runs without a cache folder, and without a writable one', () => {
    const none = load(undefined);
    expect(none.exports.answer(1).value).toBe(6);
    expect(() => none.save()).not.toThrow();
    const missing = load(join(work, 'no', 'such', 'folder'));
    expect(missing.cache).toBe('miss');
    expect(() => missing.save()).not.toThrow();
  });

  it(`keeps the caches of the ${KEEP} newest builds`, () => {
    const old = Date.now() / 1000 - 3600;
    for (let i = 0; i < KEEP + 1; i++) {
      writeFileSync(join(cache, `scan.cjs.${i}a.v8cache`), 'x');
      utimesSync(join(cache, `scan.cjs.${i}a.v8cache`), old + i, old + i);
    }
    writeFileSync(join(cache, 'other.cjs.1a.v8cache'), 'x');
    utimesSync(join(cache, 'other.cjs.1a.v8cache'), old - 60, old - 60);
    writeCache(join(cache, 'scan.cjs.ffa.v8cache'), Buffer.alloc(32), Buffer.from([1]));
    expect(caches().sort()).toEqual([
      'other.cjs.1a.v8cache', // another script's
      ...Array.from({ length: KEEP - 1 }, (_, i) => `scan.cjs.${i + 2}a.v8cache`),
      'scan.cjs.ffa.v8cache',
    ]);
  });
});

describe('the user’s cache folder', () => {
  it('is made private to the user', () => {
    const dir = userCacheDir(work)!;
    expect(dir.startsWith(join(work, 'nonroutable-v8-cache-'))).toBe(true);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('is not used when it is a link to another folder', () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'nr-elsewhere-'));
    chmodSync(elsewhere, 0o700);
    symlinkSync(elsewhere, join(work, `nonroutable-v8-cache-${process.getuid!()}`));
    expect(userCacheDir(work)).toBeUndefined();
  });

  it('is not used when others may write to it', () => {
    const dir = userCacheDir(work)!;
    chmodSync(dir, 0o777);
    expect(userCacheDir(work)).toBeUndefined();
  });
});
