import type { InputEntry } from './archive';
import type { StreamedFile } from './streamedFile';
import { attachReplays, shareLinks } from './attachReplays';
import { parseDump, type ParseOptions } from './parseDump';
import { redactResult } from './redact';
import { scanDump } from './scanDump';
import type { ScanResult } from './scanResult';

export interface ScanOptions extends ParseOptions {
  /** Replace names and addresses by stable placeholders (before replays are built from them). */
  redact?: boolean;
  /** Build a replay per exposed pair (runs the model; skip it for benchmarks of the scan alone). */
  replays?: boolean;
  /** The app's URL: replays then carry share links. */
  base?: string;
}

/**
 * The whole scan, as the CLI and the browser worker run it: parse the input, judge it, optionally redact it and
 * attach replays. Throws `ScanInputError` for unusable input.
 */
export async function scanEntries(
  input: InputEntry[] | StreamedFile,
  opts: ScanOptions = {},
): Promise<ScanResult> {
  const dump = await parseDump(input, opts);
  let result = scanDump(dump);
  if (opts.redact) result = redactResult(result);
  if (opts.replays !== false)
    result = attachReplays(result, opts.base ? await shareLinks(opts.base) : undefined);
  return result;
}
