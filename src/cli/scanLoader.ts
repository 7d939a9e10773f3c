import { loadCachedScript, userCacheDir } from './codeCache';
import type { CliIo } from './cli';
import type { ScanRun } from './scanCommand';

type ScanCommand = typeof import('./scanCommand');

/**
 * Runs `scan`. The prebuilt CLI gives the scan command's bundle, which is loaded through V8's code cache in the
 * user's own folder (written by the first scan that found none, once its output is ready, so that it holds the
 * code of everything the scan ran). Without a bundle (from the sources, in tests) the module is imported.
 */
export async function runScanCommand(
  args: readonly string[],
  io: Pick<CliIo, 'stdin' | 'scanBundle'>,
): Promise<ScanRun> {
  if (!io.scanBundle) return (await import('./scanCommand')).runScan(args, io.stdin);
  const cached = loadCachedScript<ScanCommand>(io.scanBundle, userCacheDir());
  const run = await cached.exports.runScan(args, io.stdin);
  cached.save();
  return run;
}
