/** What kind of input problem: lets the page word the message in the reader's language. */
export type InputProblem =
  | 'too-large'
  | 'json'
  | 'yaml'
  | 'wrong-kind'
  | 'neither'
  | 'binary'
  | 'archive'
  | 'no-services'
  | 'no-slices'
  | 'object'
  | 'usage';

/**
 * A problem with what the user gave the scanner (exit code 1): names the file, the line when known, and what was
 * wrong, in words a person can act on (English here; `code` and `detail` let the page word it in Chinese).
 */
export class ScanInputError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
    readonly line?: number,
    readonly column?: number,
    readonly code: InputProblem = 'usage',
    /** The part of the problem that is data, not prose (a found token, the kinds found, a size). */
    readonly detail?: string,
  ) {
    super(`${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: ${problem}`);
    this.name = 'ScanInputError';
  }
}

/** Per-file size limit: larger text files are refused before they are read, so nothing hangs. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** Archives may be larger, since only the entries the scanner needs are inflated. */
export const MAX_ARCHIVE_BYTES = 512 * 1024 * 1024;

export const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Throws the size error for a file that is too large to read. */
export function checkSize(file: string, bytes: number, archive: boolean): void {
  const max = archive ? MAX_ARCHIVE_BYTES : MAX_FILE_BYTES;
  if (bytes > max)
    throw new ScanInputError(
      file,
      `is ${mib(bytes)}; the scanner reads at most ${mib(max)} per ${archive ? 'archive' : 'file'}. ` +
        'Dump only what it needs: kubectl get svc,endpointslices -A -o json (or split the dump by namespace).',
      undefined,
      undefined,
      'too-large',
      `${mib(bytes)} > ${mib(max)}`,
    );
}
