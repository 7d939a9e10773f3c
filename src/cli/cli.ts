import { writeFileSync } from 'node:fs';
import { closestMatch } from 'leven';
import { version } from '../../package.json';
import { EXIT, type ExitCode } from './exitCodes';
import type { runKubectl } from './kubectlPlugin';
import { normalizeArgs } from './normalizeArgs';
import { PROG } from './prog';
import { CliError, CliInputError } from './cliErrors';
import { loadModel } from '../store/model';
import { COMMANDS, commandDoc, commandHelp, helpText } from './usage';
import { runScanCommand } from './scanLoader';

export interface CliResult {
  stdout: string;
  stderr: string;
  code: ExitCode;
}

export interface CliIo {
  stdin: () => Uint8Array<ArrayBuffer>;
  /** Runs kubectl (the plugin's only way to the cluster); tests give a fake. */
  kubectl?: Parameters<typeof runKubectl>[1]['kubectl'];
  /** The prebuilt scan command (dist-cli/scan.cjs): loaded through V8's code cache, see scanLoader.ts. */
  scanBundle?: string;
}

/** The closest command name to a typo (`sacn` → `scan`), within two edits. */
const closest = (word: string) =>
  closestMatch(
    word,
    COMMANDS.map((c) => c.name),
    { maxDistance: 2 },
  );

const usageError = (message: string, cmd?: string): CliResult => ({
  stdout: '',
  stderr: `error: ${message}\n(${cmd ? `${PROG} ${cmd} --help` : `${PROG} help`} shows the usage)`,
  code: EXIT.usage,
});

/**
 * The whole command line: global flags, one command, its exit code. Data goes to stdout, messages to stderr;
 * a usage mistake is EXIT.usage, an unreadable or invalid input EXIT.input, anything else a bug (EXIT.internal).
 */
export async function cli(argv: readonly string[], io: CliIo): Promise<CliResult> {
  const [first, ...rest] = argv;
  if (first === '--version' || first === '-V' || first === 'version')
    return { stdout: `${PROG} ${version}`, stderr: '', code: EXIT.ok };
  if (first === undefined || first === 'help' || first === '--help' || first === '-h') {
    const doc = first === 'help' && rest[0] ? commandDoc(rest[0]) : undefined;
    if (first === 'help' && rest[0] && !doc) return usageError(`unknown command "${rest[0]}"`);
    return { stdout: doc ? commandHelp(doc) : helpText(version), stderr: '', code: EXIT.ok };
  }
  const doc = commandDoc(first);
  if (!doc) {
    const near = closest(first);
    return usageError(`unknown command "${first}"${near ? ` (did you mean "${near}"?)` : ''}`);
  }
  const warnings: string[] = [];
  try {
    const n = normalizeArgs(doc, rest);
    if (n.help) return { stdout: commandHelp(doc), stderr: '', code: EXIT.ok };
    // Every command but a scan reads runs (store/traces): the model's chunk is loaded before it runs, as the page
    // does (store/model.ts). A scan replays its pairs with the model directly and never waits for it.
    if (doc.name !== 'scan') await loadModel();
    let r: CliResult;
    switch (doc.name) {
      case 'scan':
      case 'kubectl': {
        // Each command's code is loaded when it runs: a scan never compiles the model's renderers or the talk's
        // React pages (the prebuilt CLI is split into chunks along these imports).
        const s =
          doc.name === 'scan'
            ? await runScanCommand(n.args, io)
            : await (
                await import('./kubectlPlugin')
              ).runKubectl(n.args, { stdin: io.stdin, ...(io.kubectl && { kubectl: io.kubectl }) });
        const findings = s.code === EXIT.exposed || s.code === EXIT.damage;
        r = { ...s, code: findings && n.exitZero ? EXIT.ok : s.code };
        break;
      }
      case 'run':
        r = out(
          await (
            await import('./transcriptCommand')
          ).cmdRun(n.args, () => new TextDecoder().decode(io.stdin())),
        );
        break;
      case 'talk':
        r = out(await (await import('./talkCommand')).runTalk(n.args));
        break;
      default:
        r = out((await import('./run')).runCli([doc.name, ...n.args], (line) => warnings.push(line)));
    }
    if (n.outputFile !== undefined && r.stdout) {
      writeFileSync(n.outputFile, r.stdout + '\n');
      r = { ...r, stdout: '', stderr: join(r.stderr, `wrote ${n.outputFile}`) };
    }
    return { ...r, stderr: join(warnings.join('\n'), r.stderr) };
  } catch (e) {
    if (e instanceof CliInputError)
      return { stdout: '', stderr: join(warnings.join('\n'), `error: ${e.message}`), code: EXIT.input };
    if (e instanceof CliError) return usageError(e.message, doc.name);
    return {
      stdout: '',
      stderr: `error: ${PROG} failed (a bug; please report it with the command line):\n${e instanceof Error ? e.stack : String(e)}`,
      code: EXIT.internal,
    };
  }
}

const out = (stdout: string): CliResult => ({ stdout, stderr: '', code: EXIT.ok });
const join = (a: string, b: string) => [a, b].filter(Boolean).join('\n');
