/**
 * The CLI's exit codes, one table for every command, the help and the README. A usage error never shares a
 * code with a finding, so a CI job can tell "the cluster is exposed" from "the job is misconfigured".
 */
export const EXIT = {
  /** Done; for `scan`: not affected (or findings while `--exit-zero` is given). */
  ok: 0,
  /** An input could not be read or is invalid (a file, a scenario, a dump); the message names it. */
  input: 1,
  /** `scan`: an affected version with exposed Service pairs. */
  exposed: 2,
  /** `scan`: the damage is present now (a frontend with no backends among the dumped BPF entries). */
  damage: 3,
  /** The command line is wrong: an unknown command or option, a missing or malformed value (sysexits' EX_USAGE). */
  usage: 64,
  /** A bug in nonroutable itself (sysexits' EX_SOFTWARE): please report it with the command line. */
  internal: 70,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The table as the help prints it. */
export const EXIT_HELP: readonly [ExitCode, string][] = [
  [EXIT.ok, 'done; scan: not affected (also with --exit-zero whatever it found)'],
  [EXIT.input, 'an input could not be read or is invalid'],
  [EXIT.exposed, 'scan: affected version with exposed Service pairs'],
  [EXIT.damage, 'scan: damage present now (a frontend with no backends)'],
  [EXIT.usage, 'usage error: unknown command or option, bad value'],
  [EXIT.internal, 'a bug in nonroutable (please report it)'],
];
