import type { CommandDecl, CompleteContext, FlagDecl, FlagValue } from './decl';
import { descend, findFlag, findProgram, type Registry } from './parseArgv';
import { COMMANDS } from './registry';

/** What Tab does: the line extended as far as every candidate agrees, and the candidates when several remain. */
export interface Completion {
  line: string;
  candidates: string[];
}

type Base = Omit<CompleteContext, 'flags' | 'args'>;

/** The last command of a line (after `|`, `&&`, `||`, `;`), or null inside an open quote. */
function lastSegment(line: string): { start: number; text: string } | null {
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '\\') i++;
    else if (ch === '|' || ch === ';' || (ch === '&' && line[i + 1] === '&')) {
      start = i + (line[i + 1] === ch ? 2 : 1);
      if (line[i + 1] === ch) i++;
    }
  }
  return quote ? null : { start, text: line.slice(start) };
}

/** Candidates for the word being typed, given the complete words before it. */
function candidates(words: readonly string[], partial: string, base: Base, reg: Registry): readonly string[] {
  if (!words.length) {
    const names = [
      ...reg.programs.flatMap((p) => [p.name, ...(p.aliases ?? [])]),
      ...reg.commands.map((c) => c.path[0]!),
    ];
    return [...new Set(names)];
  }
  const found = findProgram(reg, words[0]!);
  if (!found) return [];
  const globals = found.program?.flags ?? [];
  const path = [found.name];
  let decl: CommandDecl | undefined = found.commands.find((c) => c.path.length === 1);
  let open = found.commands.some((c) => c.path.length > 1);
  const flags: Record<string, FlagValue> = {};
  const args: string[] = [];
  let pending: FlagDecl | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (pending) {
      flags[pending.long] = w;
      pending = undefined;
      continue;
    }
    // After `--` the words are another command's (kubectl exec … -- cilium …) or the command's own (db/show).
    if (w === '--') {
      const inner = words.slice(i + 1);
      if (decl?.path.join(' ') === 'kubectl exec')
        return inner.length ? candidates(inner, partial, base, reg) : ['cilium'];
      if (decl?.path.join(' ') === 'cilium shell')
        return inner.length ? ['frontends', 'backends'] : ['db/show'];
      return [];
    }
    if (w.length > 1 && w.startsWith('-')) {
      const f = findFlag([...globals, ...(decl?.flags ?? [])], w.split('=')[0]!);
      if (f && f.kind !== 'bool' && !w.includes('=') && (w.startsWith('--') || w.length === 2)) pending = f;
      else if (f) flags[f.long] = f.kind === 'bool' ? true : (w.split('=')[1] ?? '');
      continue;
    }
    if (open) {
      const deeper = descend(found.commands, path, w);
      if (deeper.length) {
        path.push(w);
        decl = deeper.find((c) => c.path.length === path.length);
        open = deeper.some((c) => c.path.length > path.length);
        continue;
      }
      open = false;
    }
    args.push(w);
  }
  const ctx: CompleteContext = { ...base, flags, args };
  if (pending) return pending.values ?? pending.complete?.(ctx) ?? [];
  const known = [...(decl?.flags ?? []), ...globals];
  if (partial.startsWith('-'))
    return known.flatMap((f) => [
      `--${f.long}`,
      ...(f.aliases ?? []).map((a) => `--${a}`),
      ...(f.short ? [`-${f.short}`] : []),
    ]);
  const next = open
    ? found.commands
        .filter((c) => c.path.length > path.length && path.every((x, k) => c.path[k] === x))
        .map((c) => c.path[path.length]!)
    : [];
  const arg = decl
    ? (decl.args[args.length] ?? (decl.args.at(-1)?.many ? decl.args.at(-1) : undefined))
    : undefined;
  return [...new Set([...next, ...(arg?.complete?.(ctx) ?? [])])];
}

const common = (xs: readonly string[]) =>
  xs.reduce((p, x) => {
    let i = 0;
    while (i < p.length && i < x.length && p[i] === x[i]) i++;
    return p.slice(0, i);
  });

/**
 * Tab completion from the declarations: command and sub-command words, options and their values, object
 * names at the playhead, files of the session, and inside `kubectl exec … --` the agent's own commands.
 */
export function completeLine(line: string, base: Base, reg: Registry = COMMANDS): Completion {
  const seg = lastSegment(line);
  if (!seg) return { line, candidates: [] };
  const text = seg.text.replace(/^\s*\$ /, '');
  const partial = /\s$/.test(text) || !text.trim() ? '' : text.split(/\s+/).at(-1)!;
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (partial) words.pop();
  const hits = [...new Set(candidates(words, partial, base, reg))]
    .filter((c) => c.startsWith(partial))
    .sort();
  if (!hits.length) return { line, candidates: [] };
  const head = line.slice(0, line.length - partial.length);
  if (hits.length === 1) {
    const only = hits[0]!;
    return { line: `${head}${only}${/[=/]$/.test(only) ? '' : ' '}`, candidates: [] };
  }
  const prefix = common(hits);
  return { line: prefix.length > partial.length ? `${head}${prefix}` : line, candidates: hits };
}
