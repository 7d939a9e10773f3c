import { CliError } from './cliErrors';

/**
 * Parses `--name value` / `--name=value` options among positional words. Anything else is an error: an
 * unknown option, a short option such as `-m` (which would otherwise be taken for a file and ignored), an
 * option given twice. A wrong run that looks right is worse than a refusal. `-` stays a positional (stdin).
 */
export function parseOptions(
  args: readonly string[],
  known: readonly string[],
  what: string,
): { positional: string[]; opts: Record<string, string> } {
  const positional: string[] = [];
  const opts: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const k = eq < 0 ? a.slice(2) : a.slice(2, eq);
      if (!known.includes(k))
        throw new CliError(`unknown option --${k} (${what} takes ${known.map((o) => `--${o}`).join(', ')})`);
      const v = eq < 0 ? args[++i] : a.slice(eq + 1);
      if (v === undefined) throw new CliError(`--${k} needs a value`);
      if (k in opts) throw new CliError(`--${k} is given twice`);
      opts[k] = v;
    } else if (a.startsWith('-') && a !== '-') {
      throw new CliError(
        `unknown option ${a} (options are spelled out: ${known.map((o) => `--${o}`).join(', ')})`,
      );
    } else positional.push(a);
  }
  return { positional, opts };
}
