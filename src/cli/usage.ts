import { EXIT_HELP } from './exitCodes';
import {
  EXPORT_USAGE,
  KUBECTL_USAGE,
  LINK_USAGE,
  PRESETS_USAGE,
  SCAN_USAGE,
  SIMULATE_USAGE,
  TALK_USAGE,
  TRANSCRIPT_USAGE,
} from './commandUsage';
import { PROG } from './prog';
/** A command as the help shows it, and the short flags it takes (each an alias of one of its long options). */
export interface CommandDoc {
  name: string;
  summary: string;
  usage: string;
  /** `-x` → `--long`: kubectl's `-o` for the output format, `-m` for the key. */
  short: Readonly<Record<string, string>>;
  /** Its exit code reports findings, so it takes `--exit-zero`. */
  findings?: true;
}

const FORMAT = { o: 'format' } as const;

/** Every command, once: the help, `COMMAND --help` and the short flags are made from this table. */
export const COMMANDS: readonly CommandDoc[] = [
  {
    name: 'scan',
    summary: 'scan a cluster dump (kubectl get -o json/yaml, a sysdump) for #43619',
    usage: `${SCAN_USAGE} [--exit-zero]`,
    short: FORMAT,
    findings: true,
  },
  {
    name: 'simulate',
    summary: 'run a scenario with the buggy or the fixed key and print an output',
    usage: SIMULATE_USAGE,
    short: { ...FORMAT, m: 'mode' },
  },
  {
    name: 'run',
    summary: 'type a transcript of commands into a simulated cluster',
    usage: TRANSCRIPT_USAGE,
    short: { ...FORMAT, m: 'mode' },
  },
  {
    name: 'link',
    summary: 'print the share link of a scenario at a moment',
    usage: LINK_USAGE,
    short: { m: 'mode' },
  },
  {
    name: 'export',
    summary: 'write a picture (SVG) of a moment',
    usage: EXPORT_USAGE,
    short: { ...FORMAT, m: 'mode' },
  },
  { name: 'talk', summary: "make a talk's handout (PDF or HTML)", usage: TALK_USAGE, short: {} },
  { name: 'presets', summary: 'list the shipped scenarios', usage: PRESETS_USAGE, short: {} },
  {
    name: 'kubectl',
    summary: 'what `kubectl nonroutable` runs: read the current cluster with kubectl and scan it',
    usage: KUBECTL_USAGE,
    short: { o: 'format', n: 'namespace', A: 'all-namespaces' },
    findings: true,
  },
];

export const commandDoc = (name: string) => COMMANDS.find((c) => c.name === name);

const GLOBAL = `Every command: -h/--help (this command's help), -o/--output FORMAT where it takes --format,
--output-file FILE (stdout to a file). Paths are relative to the directory you run it in.`;

/** What every help ends with: the shared flags and the exit codes. */
const FOOTER = [
  '',
  GLOBAL,
  '',
  'exit codes:',
  ...EXIT_HELP.map(([code, what]) => `  ${String(code).padStart(3)}  ${what}`),
];

/** `nonroutable help`. */
export function helpText(version: string): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    `${PROG} ${version}: the #43619 explainer's model, scanner and exports on the command line`,
    '',
    `usage: ${PROG} <command> [options]   (${PROG} <command> --help for one command)`,
    '',
    'commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    `  ${'help'.padEnd(width)}  this help (--version: the version)`,
    ...FOOTER,
  ].join('\n');
}

/** `nonroutable COMMAND --help`. */
export function commandHelp(doc: CommandDoc): string {
  const short = Object.entries(doc.short).map(([s, l]) => `-${s} = --${l}`);
  return [
    `${doc.name}: ${doc.summary}`,
    '',
    `usage: ${doc.usage}`,
    ...(short.length ? ['', `short flags: ${short.join(', ')}`] : []),
    ...FOOTER,
  ].join('\n');
}
