import { createHash } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

/**
 * A cache file: this format tag, the key of the source it was made from ({@link sourceKey}), the SHA-256 of the
 * V8 data, then the data.
 */
const MAGIC = 'nonroutable-v8-cache-1\n';
const HASH_BYTES = 32;

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest();

/**
 * What a cache belongs to: the script's bytes and the runtime that compiled them. V8 checks its own version and
 * flags, but of the source only its length: data made for another bundle of the same length would run that
 * bundle's code. So the key names the file, and is checked again inside it.
 */
export function sourceKey(source: Uint8Array): Buffer {
  return createHash('sha256').update(source).update(`\0${process.version}\0${process.arch}`).digest();
}

/** The file name of a script's cache (one per build of the script and runtime). */
export function cacheName(file: string, source: Uint8Array): string {
  return `${basename(file)}.${sourceKey(source).toString('hex').slice(0, 24)}.v8cache`;
}

/**
 * Where a user's caches go: a folder of their own in the temporary directory, made private to them. Another
 * user could otherwise put bytecode there that this process would run, so a folder that is not the user's own
 * and private (where the platform says), or is a link to somewhere else, is not used.
 */
export function userCacheDir(base = tmpdir()): string | undefined {
  const uid = process.getuid?.();
  const dir = join(base, `nonroutable-v8-cache-${uid ?? userInfo().username}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = lstatSync(dir); // a symbolic link put there is refused, not followed
    if (!st.isDirectory()) return undefined;
    if (uid !== undefined && (st.uid !== uid || (st.mode & 0o077) !== 0)) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}

/**
 * The V8 data in a cache file, or undefined when the file is missing, not ours, made for another source,
 * truncated or altered.
 */
function readCache(path: string, key: Buffer): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return undefined;
  }
  const sum = MAGIC.length + HASH_BYTES;
  const head = sum + HASH_BYTES;
  if (bytes.length <= head || bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) return undefined;
  if (!key.equals(bytes.subarray(MAGIC.length, sum))) return undefined;
  const data = bytes.subarray(head);
  return sha256(data).equals(bytes.subarray(sum, head)) ? data : undefined;
}

/** Caches of one script kept in a folder: those of a few builds (two installed versions used in turn). */
export const KEEP = 4;

/**
 * Writes a cache file whole or not at all (a concurrent run reads the old file or the new, never half), and
 * removes the oldest caches of the same script beyond {@link KEEP}: every new build of the CLI leaves one.
 */
export function writeCache(path: string, key: Uint8Array, data: Uint8Array) {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    const file = Buffer.concat([Buffer.from(MAGIC, 'latin1'), key, sha256(data), data]);
    writeFileSync(tmp, file, { mode: 0o600 });
    renameSync(tmp, path);
    const dir = dirname(path);
    const script = basename(path).replace(/\.[0-9a-f]+\.v8cache$/, '');
    readdirSync(dir)
      .filter((f) => f.startsWith(`${script}.`) && f.endsWith('.v8cache'))
      .map((f) => ({ f, t: statSync(join(dir, f)).mtimeMs }))
      .sort((a, b) => b.t - a.t)
      .slice(KEEP)
      .forEach(({ f }) => rmSync(join(dir, f), { force: true }));
  } catch {
    // A cache that cannot be written only costs the next run its compile time.
  }
}

export interface CachedScript<T> {
  exports: T;
  /** 'hit': compiled from a cache V8 accepted; 'miss': no usable cache (compiled from source). */
  cache: 'hit' | 'miss';
  /**
   * After a miss, writes the cache, with the code of every function that has run by now (call it once the
   * work is done, so that the next run compiles none of it). Does nothing after a hit.
   */
  save: () => void;
}

/**
 * Loads a CommonJS bundle through V8's code cache: its compiled code is read from `dir` instead of compiled
 * again, which saves a command most of its compile time from its second run on. A cache is used only when its
 * checksum holds and V8 accepts it (same source, V8 version and flags); anything else — missing, stale, corrupt,
 * unwritable, no `dir` — costs the compile and nothing more: the bundle runs exactly as it would without one.
 */
export function loadCachedScript<T>(file: string, dir: string | undefined): CachedScript<T> {
  const bytes = readFileSync(file);
  const source = bytes.toString('utf8');
  const key = sourceKey(bytes);
  const path = dir && join(dir, cacheName(file, bytes));
  const cachedData = path ? readCache(path, key) : undefined;
  // The wrapper Node gives a CommonJS module (its line and column numbers stay those of the file).
  const wrapped = `(function (exports, require, module, __filename, __dirname) { ${source}\n});`;
  const script = new Script(wrapped, { filename: file, ...(cachedData && { cachedData }) });
  const hit = !!cachedData && !script.cachedDataRejected;
  const module = { exports: {} as T };
  const fn = script.runInThisContext() as (...args: unknown[]) => void;
  fn.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  return {
    exports: module.exports,
    cache: hit ? 'hit' : 'miss',
    save: () => {
      if (!hit && path) writeCache(path, key, script.createCachedData());
    },
  };
}
