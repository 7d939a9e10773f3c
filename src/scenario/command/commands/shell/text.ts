import type { RunContext, RunResult } from '../../decl';
import { readFile } from '../../workspace';

/** Lines of a command's output (none for empty output). */
export const linesOf = (text: string | undefined): string[] => (text ? text.split('\n') : []);

/**
 * A text tool's input lines: the file named, or the piped input (none when nothing is piped, as from a
 * terminal that sends end-of-file at once). `missing`: the tool's own error for a file that is not there.
 */
export function inputLines(
  name: string | undefined,
  ctx: RunContext,
  missing: (name: string) => RunResult,
): { ok: true; lines: string[] } | { ok: false; result: RunResult } {
  const text = name === undefined ? (ctx.stdin ?? '') : readFile(ctx.files, name);
  if (text === undefined) return { ok: false, result: missing(name!) };
  return { ok: true, lines: linesOf(text.replace(/\n$/, '')) };
}
