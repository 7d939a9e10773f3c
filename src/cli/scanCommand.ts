import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScanInputError } from '../scan/inputError';
import { renderScan, SCAN_FORMATS, type ScanFormat } from '../scan/render';
import { scanEntries } from '../scan/scan';
import { readInputs } from './readInputs';
import { EXIT, type ExitCode } from './exitCodes';
import { SCAN_USAGE } from './commandUsage';

export interface ScanRun {
  stdout: string;
  stderr: string;
  /** 0 not affected, 1 input error, 2 affected version with exposed pairs, 3 damage present now, 64 usage error. */
  code: ExitCode;
}

/** A mistake in scan's command line (not in its inputs): exit code 64, as every command's usage errors. */
class ScanUsageError extends ScanInputError {}

/** scan's options that take a value (the kubectl plugin passes them on with theirs). */
export const SCAN_VALUED = ['cilium-version', 'format', 'base', 'replay-dir'];
const BOOLEAN = ['redact'];

function parseArgs(args: readonly string[]) {
  const paths: string[] = [];
  const opts: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    // `-` is standard input; any other short option (`-f sarif`) would otherwise be read as a file name.
    if (a.startsWith('-') && !a.startsWith('--') && a !== '-')
      throw new ScanUsageError(a, `is not an option of scan: options are spelled out (usage: ${SCAN_USAGE})`);
    if (!a.startsWith('--')) {
      paths.push(a);
      continue;
    }
    const [k, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
    if (k in opts) throw new ScanUsageError(`--${k}`, 'is given twice');
    if (BOOLEAN.includes(k)) {
      if (inline !== undefined) throw new ScanUsageError(`--${k}`, 'takes no value');
      opts[k] = true;
    } else if (SCAN_VALUED.includes(k)) {
      const v = inline ?? args[++i];
      if (v === undefined || v.startsWith('--')) throw new ScanUsageError(`--${k}`, 'needs a value');
      opts[k] = v;
    } else throw new ScanUsageError(`--${k}`, `is not an option of scan (usage: ${SCAN_USAGE})`);
  }
  return { paths, opts };
}

/**
 * `scan`: reads the inputs, scans them and renders one format on stdout; progress and warnings go to stderr.
 * Never throws: an input problem becomes exit code 1 with the file, line and what was wrong.
 */
export async function runScan(
  args: readonly string[],
  stdin = () => new Uint8Array(readFileSync(0)),
): Promise<ScanRun> {
  const log: string[] = [];
  try {
    const { paths, opts } = parseArgs(args);
    if (!paths.length)
      throw new ScanUsageError('scan', `needs a file, folder, zip or - (usage: ${SCAN_USAGE})`);
    const format = (opts.format ?? 'text') as ScanFormat;
    if (!SCAN_FORMATS.includes(format))
      throw new ScanUsageError(
        '--format',
        `must be one of ${SCAN_FORMATS.join(', ')}, got "${String(opts.format)}"`,
      );
    const base = opts.base as string | undefined;
    if (base !== undefined && !/^https?:\/\//.test(base))
      throw new ScanUsageError('--base', 'must be the app URL, starting with http:// or https://');
    const version = opts['cilium-version'] as string | undefined;
    const t0 = performance.now();
    const input = readInputs(paths, stdin);
    log.push(
      Array.isArray(input)
        ? `scan: read ${input.length} file(s) in ${Math.round(performance.now() - t0)} ms`
        : `scan: reading ${input.name} and parsing it as it is read`,
    );
    let result = await scanEntries(input, {
      ...(version && { ciliumVersion: version }),
      ...(base && { base }),
      redact: opts.redact === true,
    });
    log.push(
      `scan: ${result.inputs.services} Services, ${result.inputs.endpointSlices} EndpointSlices, ` +
        `${result.exposure.pairs.length} exposed pair(s) in ${Math.round(performance.now() - t0)} ms`,
    );
    const dir = opts['replay-dir'] as string | undefined;
    if (dir) result = writeReplays(result, dir, log);
    for (const w of result.warnings) log.push(`warning: ${w}`);
    const hint =
      base || dir ? undefined : 'add --base <app URL> for a link, or --replay-dir <dir> for scenario files';
    return {
      // SARIF locations are relative to the caller's directory (the checkout, in CI).
      stdout: renderScan(result, format, { ...(hint && { replayHint: hint }), root: process.cwd() }),
      stderr: log.join('\n'),
      code: result.exitCode,
    };
  } catch (e) {
    if (!(e instanceof ScanInputError)) throw e;
    log.push(`error: ${e.message}`);
    return {
      stdout: '',
      stderr: log.join('\n'),
      code: e instanceof ScanUsageError ? EXIT.usage : EXIT.input,
    };
  }
}

function writeReplays(result: Awaited<ReturnType<typeof scanEntries>>, dir: string, log: string[]) {
  mkdirSync(dir, { recursive: true });
  const replays = { ...result.replays };
  Object.keys(replays).forEach((id, i) => {
    const file = join(dir, `replay-${i + 1}.json`);
    writeFileSync(file, JSON.stringify(replays[id]!.scenario, null, 2) + '\n');
    replays[id] = { ...replays[id]!, file };
    log.push(`scan: wrote ${file} (${id})`);
  });
  return { ...result, replays };
}
