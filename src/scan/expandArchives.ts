import { gunzip, isGzip, isTar, isZip, unzipEntries, untar, type InputEntry } from './archive';
import { checkSize } from './inputError';
import { isSysdump, sysdumpRole } from './sysdumpPaths';

/** A file to parse, marked `top` when the user named it (then a useless file is an error, not a warning). */
export interface TextEntry extends InputEntry {
  top: boolean;
  /** Set for files of a sysdump: what the file name says it holds. */
  role?: ReturnType<typeof sysdumpRole>;
}

const TEXTISH = /\.(ya?ml|json|txt|log|md)$|(^|\/)[^./]+$/i;
const ARCHIVE = /\.(tar|tar\.gz|tgz)$/i;

async function fromTar(name: string, data: Uint8Array, want: (p: string) => boolean) {
  const tar = isGzip(data) ? await gunzip(name, data) : data;
  return isTar(tar) ? untar(name, tar, want) : [];
}

/**
 * Opens zip archives (a sysdump) and the bugtool tarballs inside them, keeping only the files the scanner
 * reads. In a sysdump that is a handful of known names; elsewhere every text-like file.
 */
export async function expandArchives(entries: InputEntry[], warnings: string[]): Promise<TextEntry[]> {
  const out: TextEntry[] = [];
  const sysdump = isSysdump(entries.map((e) => e.name));
  for (const e of entries) {
    if (isZip(e.data)) {
      checkSize(e.name, e.data.length, true);
      const names: string[] = [];
      await unzipEntries(e.name, e.data, (p) => (names.push(p), false));
      const inner = isSysdump(names);
      const want = (p: string) => (inner ? sysdumpRole(p) !== 'skip' : TEXTISH.test(p) || ARCHIVE.test(p));
      const { entries: files, tooBig } = await unzipEntries(e.name, e.data, want);
      for (const t of tooBig) warnings.push(`${e.name}: skipped ${t}: larger than the per-file limit`);
      out.push(...(await expandNested(files, inner, false)));
    } else if (isGzip(e.data) || isTar(e.data)) {
      const want = (p: string) => sysdumpRole(p) === 'command output' || TEXTISH.test(p);
      const files = await fromTar(e.name, e.data, want);
      out.push(...files.map((f) => ({ ...f, top: false, role: sysdumpRole(f.name) })));
    } else {
      checkSize(e.name, e.data.length, false);
      const role = sysdump ? sysdumpRole(e.name) : undefined;
      if (role === 'skip') continue;
      if (role === 'bugtool archive') out.push(...(await expandNested([e], true, false)));
      else out.push({ ...e, top: !sysdump && e.top !== false, ...(role ? { role } : {}) });
    }
  }
  return out;
}

async function expandNested(files: InputEntry[], sysdump: boolean, top: boolean): Promise<TextEntry[]> {
  const out: TextEntry[] = [];
  for (const f of files) {
    const role = sysdump ? sysdumpRole(f.name) : undefined;
    if (ARCHIVE.test(f.name) || role === 'bugtool archive') {
      const inner = await fromTar(f.name, f.data, (p) => sysdumpRole(p) === 'command output');
      out.push(...inner.map((x) => ({ ...x, top, role: 'command output' as const })));
    } else out.push({ ...f, top, ...(role ? { role } : {}) });
  }
  return out;
}
