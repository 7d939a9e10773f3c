import type { CommandDecl, CommandGroup, FlagDecl } from './decl';
import { findProgram, type Registry } from './parseArgv';
import { COMMANDS } from './registry';
import type { HelpTopic, Lang } from './types';

/** The headings of help, from the reader's catalog (the commands' own texts come with their declarations). */
export interface HelpWords {
  groups: Record<CommandGroup, string>;
  options: string;
  programOptions: string;
  examples: string;
  notModelled: string;
  /** `{words}`: what `help` was asked about. */
  unknown: string;
  footer: string;
}

const GROUPS: readonly CommandGroup[] = ['read', 'write', 'files', 'text', 'app'];

/** `-n, --namespace NS`: a flag's spellings as help lists them. */
export function flagSpelling(f: FlagDecl): string {
  const value = f.kind === 'bool' ? '' : ` ${f.value ?? 'VALUE'}`;
  const long = f.long.length === 1 ? `-${f.long}` : `--${f.long}`;
  return `${f.short && f.short !== f.long ? `-${f.short}, ` : ''}${long}${value}`;
}

function optionLines(flags: readonly FlagDecl[], lang: Lang): string[] {
  const left = flags.map(flagSpelling);
  const width = Math.max(0, ...left.map((l) => l.length)) + 2;
  return flags.map((f, i) => `  ${left[i]!.padEnd(width)}${f.help[lang]}`);
}

/** The command a `help` topic names: its full path, or its words without the program (`help get`). */
export function findCommand(path: readonly string[], reg: Registry = COMMANDS): CommandDecl | undefined {
  const words = [...path];
  const program = words[0] !== undefined ? findProgram(reg, words[0]) : undefined;
  if (program) words[0] = program.name;
  const same = (d: CommandDecl, w: readonly string[]) =>
    d.path.length === w.length && d.path.every((x, i) => x === w[i]);
  return (
    reg.commands.find((d) => same(d, words)) ??
    reg.commands.find((d) => d.path.length > 1 && same(d, [d.path[0]!, ...words]))
  );
}

function listing(decls: readonly CommandDecl[], lang: Lang, words: HelpWords): string[] {
  return GROUPS.flatMap((g) => {
    const mine = decls.filter((d) => d.group === g);
    if (!mine.length) return [];
    return [words.groups[g], ...mine.flatMap((d) => [`  ${d.synopsis}`, `      ${d.summary[lang]}`]), ''];
  });
}

/** `help`, `help COMMAND`, `COMMAND --help`, `kubectl --help`: the text, in the reader's language. */
export function renderHelp(topic: HelpTopic, lang: Lang, words: HelpWords, reg: Registry = COMMANDS): string {
  if (topic.kind === 'all') return [...listing(reg.commands, lang, words), words.footer].join('\n');
  if (topic.kind === 'program') {
    const found = findProgram(reg, topic.program);
    if (!found) return words.unknown.replace('{words}', topic.program);
    const lines = [
      `${found.name}: ${found.program?.summary[lang] ?? ''}`,
      '',
      ...listing(found.commands, lang, words),
    ];
    if (found.program?.flags.length)
      lines.push(words.programOptions, ...optionLines(found.program.flags, lang), '');
    if (found.program?.notModelled.length)
      lines.push(`${words.notModelled} ${found.program.notModelled.join(', ')}`);
    return lines.join('\n').trimEnd();
  }
  const decl = findCommand(topic.path, reg);
  if (!decl) {
    const program = topic.path.length === 1 ? findProgram(reg, topic.path[0]!) : undefined;
    if (program) return renderHelp({ kind: 'program', program: program.name }, lang, words, reg);
    return words.unknown.replace('{words}', topic.path.join(' '));
  }
  const program = reg.programs.find((p) => p.name === decl.path[0]);
  const lines = [decl.synopsis, decl.summary[lang]];
  if (decl.flags.length) lines.push('', words.options, ...optionLines(decl.flags, lang));
  if (program?.flags.length && decl.path.length > 1)
    lines.push('', words.programOptions, ...optionLines(program.flags.slice(0, 1), lang));
  if (decl.examples.length)
    lines.push('', words.examples, ...decl.examples.map((e) => `  ${e.replace(/\n/g, '\n  ')}`));
  return lines.join('\n');
}
