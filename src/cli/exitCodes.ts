/**
 * The CLI's exit codes, one table for every command, the help and the README. A usage error never shares a
 * code with a finding, so a CI job can tell "the cluster is exposed" from "the job is misconfigured".
 */
const TABLE = {
  ok: [0, 'done; scan: not affected (also with --exit-zero whatever it found)'],
  input: [1, 'an input could not be read or is invalid'],
  exposed: [2, 'scan: affected version with exposed Service pairs'],
  damage: [3, 'scan: damage present now (a frontend with no backends)'],
  // sysexits' EX_USAGE
  usage: [64, 'usage error: unknown command or option, bad value'],
  // sysexits' EX_SOFTWARE
  internal: [70, 'a bug in nonroutable (please report it)'],
} as const;

type Table = typeof TABLE;

export const EXIT = Object.fromEntries(Object.entries(TABLE).map(([k, [code]]) => [k, code])) as {
  [K in keyof Table]: Table[K][0];
};

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The table as the help prints it. */
export const EXIT_HELP: readonly (readonly [ExitCode, string])[] = Object.values(TABLE);
