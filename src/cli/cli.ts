import { writeFileSync } from 'node:fs';
import { closestMatch } from 'leven';
import { version } from '../../package.json';
import { EXIT, type ExitCode } from './exitCodes';
import { runKubectl } from './kubectlPlugin';
import { normalizeArgs } from './normalizeArgs';
import { PROG } from './prog';
import { runCli } from './run';
import { runScan } from './scanCommand';
import { CliError, CliInputError } from './scenarioRef';
import { installModel } from '../store/model';
import { simulateRuns } from '../store/simulateRuns';
import { runTalk } from './talkCommand';
import { cmdRun } from './transcriptCommand';
import { COMMANDS, commandDoc, commandHelp, helpText } from './usage';

// The CLI simulates in its own process: the model is loaded with it (the page loads it lazily, store/model.ts).
installModel(simulateRuns);

export interface CliResult {
  stdout: string;
  stderr: string;
  code: ExitCode;
}

export interface CliIo {
  stdin: () => Uint8Array<ArrayBuffer>;
  /** Runs kubectl (the plugin's only way to the cluster); tests give a fake. */
  kubectl?: Parameters<typeof runKubectl>[1]['kubectl'];
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
    let r: CliResult;
    switch (doc.name) {
      case 'scan':
      case 'kubectl': {
        const s =
          doc.name === 'scan'
            ? await runScan(n.args, io.stdin)
            : await runKubectl(n.args, { stdin: io.stdin, ...(io.kubectl && { kubectl: io.kubectl }) });
        const findings = s.code === EXIT.exposed || s.code === EXIT.damage;
        r = { ...s, code: findings && n.exitZero ? EXIT.ok : s.code };
        break;
      }
      case 'run':
        r = out(await cmdRun(n.args, () => new TextDecoder().decode(io.stdin())));
        break;
      case 'talk':
        r = out(await runTalk(n.args));
        break;
      default:
        r = out(runCli([doc.name, ...n.args], (line) => warnings.push(line)));
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
