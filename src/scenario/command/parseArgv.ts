import type { CommandDecl, FlagDecl, FlagValue, Parsed, ProgramDecl } from './decl';
import type { HelpTopic, Note } from './types';

/** Every declared command and program, and real programs the model does not simulate. */
export interface Registry {
  programs: readonly ProgramDecl[];
  commands: readonly CommandDecl[];
  /** Real programs a reader may try (`etcdctl`, `iptables`): refused by name, not as unknown. */
  notModelled: readonly string[];
}

export type ParseOutcome =
  | { ok: true; decl: CommandDecl; parsed: Parsed }
  | { ok: false; note: Note }
  | { ok: 'help'; topic: HelpTopic };

/** The program a word names (by its name or another spelling), with the commands under it. */
export function findProgram(reg: Registry, word: string) {
  const program = reg.programs.find((p) => p.name === word || p.aliases?.includes(word));
  const name = program?.name ?? word;
  const commands = reg.commands.filter((c) => c.path[0] === name);
  return commands.length ? { program, name, commands } : undefined;
}

/** The commands a further sub-command word leads to from `path` (none: the word is not one there). */
export function descend(
  commands: readonly CommandDecl[],
  path: readonly string[],
  word: string,
): CommandDecl[] {
  return commands.filter(
    (c) =>
      c.path.length > path.length && c.path[path.length] === word && path.every((w, k) => c.path[k] === w),
  );
}

/** A flag of `known` as typed (`--namespace`, `-n`), or undefined. */
export function findFlag(known: readonly FlagDecl[], typed: string): FlagDecl | undefined {
  if (typed.startsWith('--')) {
    const name = typed.slice(2);
    return known.find((f) => f.long === name || f.aliases?.includes(name));
  }
  return known.find((f) => f.short === typed.slice(1, 2));
}

type Take = { ok: true; flag: FlagDecl; value: FlagValue; used: number }[] | Note;

/**
 * Reads the option at `args[i]`: `--name=value`, `--name value`, `-n value`, `-nvalue`, `-n=value`, and
 * clustered switches (`-it`). `used`: how many words it took.
 */
function takeFlag(args: readonly string[], i: number, known: readonly FlagDecl[], command: string): Take {
  const a = args[i]!;
  const long = a.startsWith('--');
  const eq = a.indexOf('=');
  const typed = long && eq > 0 ? a.slice(0, eq) : long ? a : a.slice(0, 2);
  const flag = findFlag(known, typed);
  if (!flag) return { code: 'unknownFlag', command, flag: typed };
  let attached: string | undefined = long ? (eq > 0 ? a.slice(eq + 1) : undefined) : a.slice(2) || undefined;
  if (flag.kind === 'bool') {
    if (!long && attached !== undefined) {
      // `-it`: every letter must be a switch of its own.
      const more = [...attached].map((ch) => findFlag(known, `-${ch}`));
      const bad = more.findIndex((f) => !f || f.kind !== 'bool');
      if (bad >= 0) return { code: 'unknownFlag', command, flag: `-${attached[bad]}` };
      return [flag, ...(more as FlagDecl[])].map((f) => ({ ok: true, flag: f, value: true, used: 1 }));
    }
    if (attached !== undefined && attached !== 'true' && attached !== 'false')
      return { code: 'flagValue', command, flag: typed, value: attached, allowed: ['true', 'false'] };
    return [{ ok: true, flag, value: attached !== 'false', used: 1 }];
  }
  if (!long && attached?.startsWith('=')) attached = attached.slice(1);
  const value = attached ?? args[i + 1];
  if (value === undefined) return { code: 'flagValue', command, flag: typed };
  const bad = flag.check?.(value);
  if (bad) return bad;
  if (flag.values && !flag.values.includes(value))
    return { code: 'flagValue', command, flag: typed, value, allowed: flag.values };
  if (flag.kind === 'int' && !/^\d+$/.test(value)) return { code: 'flagValue', command, flag: typed, value };
  return [
    {
      ok: true,
      flag,
      value: flag.kind === 'int' ? Number(value) : value,
      used: attached === undefined ? 2 : 1,
    },
  ];
}

const isOption = (a: string) => a.length > 1 && a.startsWith('-');

/**
 * Parses a command's words against the declarations: the program, then the longest run of sub-command words,
 * the options (the program's anywhere, the command's once it is known), the arguments and the words after
 * `--`. A refusal names the one word it did not understand; `--help`/`-h` asks for the command's help.
 */
export function parseArgv(argv: readonly string[], reg: Registry): ParseOutcome {
  const [word = '', ...tail] = argv;
  const found = findProgram(reg, word);
  if (!found) {
    const note: Note = reg.notModelled.includes(word)
      ? { code: 'notModelled', what: word }
      : { code: 'unknownCommand', word };
    return { ok: false, note };
  }
  const globals = found.program?.flags ?? [];
  const path = [found.name];
  let decl = found.commands.find((c) => c.path.length === 1);
  let open = found.commands.some((c) => c.path.length > 1);
  const flags: Record<string, FlagValue> = {};
  const args: string[] = [];
  let rest: string[] | null = null;
  const typedSoFar = () => [word, ...path.slice(1)].join(' ');
  for (let i = 0; i < tail.length; i++) {
    const a = tail[i]!;
    if (a === '--') {
      rest = tail.slice(i + 1);
      break;
    }
    if (decl?.numberFlag && /^-\d+$/.test(a)) {
      flags[decl.numberFlag] = Number(a.slice(1));
      continue;
    }
    if (isOption(a)) {
      const known = [...globals, ...(decl?.flags ?? [])];
      if ((a === '--help' || a === '-h') && !findFlag(known, a))
        return {
          ok: 'help',
          topic: decl ? { kind: 'command', path: decl.path } : { kind: 'program', program: found.name },
        };
      const t = takeFlag(tail, i, known, typedSoFar());
      if (!Array.isArray(t)) return { ok: false, note: t };
      for (const { flag, value } of t) {
        if (flag.repeat)
          flags[flag.long] = [...((flags[flag.long] as string[] | undefined) ?? []), String(value)];
        else flags[flag.long] = value;
      }
      i += t[0]!.used - 1;
      continue;
    }
    if (open) {
      if (path.length === 1 && a === 'help')
        return { ok: 'help', topic: helpTopic(found, tail.slice(i + 1)) };
      const deeper = descend(found.commands, path, a);
      if (deeper.length) {
        path.push(a);
        decl = deeper.find((c) => c.path.length === path.length);
        open = deeper.some((c) => c.path.length > path.length);
        continue;
      }
      if (!decl) return { ok: false, note: unknownSub(found, path, a, typedSoFar()) };
      open = false;
    }
    args.push(a);
  }
  if (!decl) {
    if (path.length === 1 && !tail.length)
      return { ok: 'help', topic: { kind: 'program', program: found.name } };
    return {
      ok: false,
      note: { code: 'missingSub', command: typedSoFar(), known: nextWords(found.commands, path) },
    };
  }
  const parsed: Parsed = { program: word, flags, args, rest };
  const bad = checkArgs(decl, parsed, typedSoFar());
  return bad ? { ok: false, note: bad } : { ok: true, decl, parsed };
}

/** `kubectl help get`: the command the words name, else the program. */
function helpTopic(found: NonNullable<ReturnType<typeof findProgram>>, words: readonly string[]): HelpTopic {
  const hit = found.commands
    .filter((c) => c.path.slice(1).every((w, k) => words[k] === w))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return hit && hit.path.length > 1
    ? { kind: 'command', path: hit.path }
    : { kind: 'program', program: found.name };
}

function nextWords(commands: readonly CommandDecl[], path: readonly string[]): string[] {
  const words = commands
    .filter((c) => c.path.length > path.length && path.every((w, k) => c.path[k] === w))
    .map((c) => c.path[path.length]!);
  return [...new Set(words)];
}

function unknownSub(
  found: NonNullable<ReturnType<typeof findProgram>>,
  path: readonly string[],
  word: string,
  typed: string,
): Note {
  if (path.length === 1 && found.program?.notModelled.includes(word))
    return { code: 'notModelled', what: `${typed} ${word}` };
  return { code: 'unknownSub', command: typed, word, known: nextWords(found.commands, path) };
}

/** Too few or too many arguments, or a `--` the command does not take: the note names what is missing or extra. */
function checkArgs(decl: CommandDecl, p: Parsed, command: string): Note | undefined {
  const usage = decl.synopsis;
  const required = decl.args.filter((a) => !a.optional);
  if (p.args.length < required.length)
    return { code: 'missingArg', command, arg: required[p.args.length]!.name, usage };
  const many = decl.args.some((a) => a.many);
  if (!many && p.args.length > decl.args.length)
    return { code: 'extraArg', command, value: p.args[decl.args.length]!, usage };
  if (!decl.rest && p.rest !== null) return { code: 'extraArg', command, value: '--', usage };
  return undefined;
}
