import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isZip, type InputEntry } from '../scan/archive';
import { checkSize, ScanInputError } from '../scan/inputError';
import { STREAM_MIN_BYTES, type StreamedFile } from '../scan/streamedFile';
import { isSysdump, sysdumpRole } from '../scan/sysdumpPaths';

const MAX_FILES = 20_000;

/** A file's bytes as read, without a second copy (an 80 MB dump is read once and parsed from there). */
function bytesOf(path: string): Uint8Array {
  const b = readFileSync(path);
  return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
}
/** Bytes read at a time from a large file: one buffer, reused, so memory stays flat however large the file. */
export const CHUNK_BYTES = 2 ** 20;

/** A file's bytes, `size` at a time, into one reused buffer (each chunk is valid until the next is asked for). */
export function* fileChunks(path: string, size = CHUNK_BYTES): Generator<Uint8Array> {
  const fd = openSync(path, 'r');
  try {
    const buf = new Uint8Array(size);
    for (let n; (n = readSync(fd, buf, 0, size, null)) > 0;) yield buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/** A large file named on its own, to be parsed while it is read (see parseDump); read whole only if need be. */
function streamed(path: string): StreamedFile {
  const head = fileChunks(path, 8192).next().value ?? new Uint8Array(0);
  return { name: path, head: head.slice(), chunks: () => fileChunks(path), read: () => bytesOf(path) };
}

const WANTED = /\.(ya?ml|json|txt|log|md|zip|tar|tar\.gz|tgz)$/i;

function walk(dir: string, out: string[]) {
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    if (d.name.startsWith('.') || d.name === 'node_modules') continue;
    const p = join(dir, d.name);
    if (d.isDirectory()) walk(p, out);
    else if (d.isFile()) out.push(p);
    if (out.length > MAX_FILES)
      throw new ScanInputError(
        dir,
        `holds more than ${MAX_FILES} files; point the scanner at the dump itself`,
      );
  }
}

/**
 * The CLI's inputs as entries: files as they are, `-` as standard input, a folder (an unpacked sysdump, or files
 * of kubectl output) as the files the scanner can use; one large file alone, unread, to be parsed as it is read.
 * Sizes are checked before anything is read.
 */
export function readInputs(paths: readonly string[], stdin: () => Uint8Array): InputEntry[] | StreamedFile {
  const one =
    paths.length === 1 && paths[0] !== '-' ? statSync(paths[0]!, { throwIfNoEntry: false }) : undefined;
  if (one?.isFile() && one.size >= STREAM_MIN_BYTES && !/\.(zip|tar|tar\.gz|tgz)$/i.test(paths[0]!)) {
    checkSize(paths[0]!, one.size, false);
    return streamed(paths[0]!);
  }
  const entries: InputEntry[] = [];
  for (const p of paths) {
    if (p === '-') {
      const data = stdin();
      checkSize('(stdin)', data.length, isZip(data));
      entries.push({ name: '(stdin)', data });
      continue;
    }
    let st;
    try {
      st = statSync(p);
    } catch {
      throw new ScanInputError(p, 'does not exist or cannot be read');
    }
    if (st.isDirectory()) {
      const files: string[] = [];
      walk(p, files);
      const rel = files.map((f) => relative(p, f));
      const sysdump = isSysdump(rel);
      const before = entries.length;
      files.forEach((f, i) => {
        const r = rel[i]!;
        if (sysdump ? sysdumpRole(r) === 'skip' : !WANTED.test(r)) return;
        checkSize(f, statSync(f).size, /\.(zip|tar|tar\.gz|tgz)$/i.test(f));
        entries.push({ name: join(p, r), data: bytesOf(f), top: false });
      });
      if (entries.length === before)
        throw new ScanInputError(p, 'holds no file the scanner reads (YAML, JSON, zip, logs)');
    } else {
      checkSize(p, st.size, /\.(zip|tar|tar\.gz|tgz)$/i.test(p));
      entries.push({ name: p, data: bytesOf(p) });
    }
  }
  return entries;
}
