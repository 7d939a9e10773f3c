import { ScanInputError, MAX_FILE_BYTES, mib } from './inputError';

/** One file of the input: a path (inside an archive: `archive.zip!/dir/file`) and its bytes. */
export interface InputEntry {
  name: string;
  data: Uint8Array;
  /** False for files found by walking a folder: a useless one is then skipped with a warning, not an error. */
  top?: boolean;
}

export const isZip = (d: Uint8Array) => d[0] === 0x50 && d[1] === 0x4b && (d[2] === 3 || d[2] === 5);
export const isGzip = (d: Uint8Array) => d[0] === 0x1f && d[1] === 0x8b;
/** ustar magic at offset 257. */
export const isTar = (d: Uint8Array) =>
  d.length >= 512 && String.fromCharCode(...d.subarray(257, 262)) === 'ustar';

/** The end-of-central-directory record sits in the last 64 KiB + 22 bytes; without it the zip was cut short. */
function hasEndRecord(d: Uint8Array): boolean {
  for (let i = d.length - 22; i >= Math.max(0, d.length - 65557); i--)
    if (d[i] === 0x50 && d[i + 1] === 0x4b && d[i + 2] === 5 && d[i + 3] === 6) return true;
  return false;
}

/**
 * The entries of a zip archive that `want(path)` selects; the others are never inflated, so a large sysdump
 * costs little more than the files the scanner reads. fflate is imported on first use.
 */
export async function unzipEntries(file: string, data: Uint8Array, want: (path: string) => boolean) {
  if (!hasEndRecord(data))
    throw new ScanInputError(
      file,
      'is a damaged or truncated zip archive (its end-of-archive record is missing)',
      undefined,
      undefined,
      'archive',
    );
  const { unzipSync } = await import('fflate');
  const tooBig: string[] = [];
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter: (f) => {
        if (!want(f.name)) return false;
        if (f.originalSize > MAX_FILE_BYTES) tooBig.push(`${f.name} (${mib(f.originalSize)})`);
        return f.originalSize <= MAX_FILE_BYTES;
      },
    });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new ScanInputError(file, `is a damaged zip archive: ${why}`, undefined, undefined, 'archive', why);
  }
  const entries: InputEntry[] = Object.entries(files)
    .filter(([name]) => !name.endsWith('/'))
    .map(([name, d]) => ({ name: `${file}!/${name}`, data: d }));
  return { entries, tooBig };
}

/** Inflates a gzip stream (a bugtool `.tar.gz`). */
export async function gunzip(file: string, data: Uint8Array): Promise<Uint8Array> {
  const { gunzipSync } = await import('fflate');
  try {
    return gunzipSync(data);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new ScanInputError(file, `is a damaged gzip file: ${why}`, undefined, undefined, 'archive', why);
  }
}

const text = (d: Uint8Array) => new TextDecoder().decode(d).replace(/\0.*$/s, '');

/**
 * The regular files of a tar archive (ustar, with GNU long names and PAX `path` records, as Go's archive/tar
 * writes them) that `want` selects.
 */
export function untar(file: string, data: Uint8Array, want: (path: string) => boolean): InputEntry[] {
  const out: InputEntry[] = [];
  let off = 0;
  let longName: string | undefined;
  while (off + 512 <= data.length) {
    const h = data.subarray(off, off + 512);
    if (h.every((b) => b === 0)) break;
    const size = parseInt(text(h.subarray(124, 136)).trim() || '0', 8);
    const type = String.fromCharCode(h[156]!);
    const body = off + 512;
    if (!Number.isFinite(size) || body + size > data.length)
      throw new ScanInputError(
        file,
        'is a damaged or truncated tar archive',
        undefined,
        undefined,
        'archive',
      );
    const content = data.subarray(body, body + size);
    const prefix = text(h.subarray(345, 500));
    const name = longName ?? (prefix ? `${prefix}/${text(h.subarray(0, 100))}` : text(h.subarray(0, 100)));
    longName = undefined;
    if (type === 'L') longName = text(content);
    else if (type === 'x')
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(new TextDecoder().decode(content))?.[1];
    else if ((type === '0' || type === '\0') && want(name))
      out.push({ name: `${file}!/${name}`, data: content });
    off = body + Math.ceil(size / 512) * 512;
  }
  return out;
}
