import { renderHelp } from '../../scenario/command/help';
import { REFUSALS, type EntryData, type Lang, type Note } from '../../scenario/command/types';
import { wordError } from '../../scenario/problems';
import type { Messages } from '../i18n/en';
import { fmt } from '../i18n/useT';

/**
 * One entry of the Command box's transcript: the line typed and what came back. `output` is what the tools
 * printed, shown verbatim (tables keep their columns and scroll sideways on a narrow screen); `note` is the
 * app's own prose (help, a refusal, where a write moved the playhead), which wraps. `error`: the command
 * was refused or failed.
 */
export interface CommandEntry {
  line: string;
  output?: string;
  note?: string;
  error?: boolean;
}

// No-break spaces: a narrow screen never breaks "t = 5.501 s" across lines.
export const seconds = (ms: number) => `t\u00a0=\u00a0${(ms / 1000).toFixed(ms % 1000 ? 3 : 0)}\u00a0s`;

const list = (xs: readonly string[]) => xs.join(', ');

/** A note in the reader's language (its parameters are command text and stay as typed). */
export function formatNote(n: Note, t: Messages, lang: Lang): string {
  const m = t.command.notes;
  switch (n.code) {
    case 'empty':
    case 'quote':
    case 'unchanged':
    case 'imageNotModelled':
    case 'chainStopped':
      return m[n.code];
    case 'syntax':
      return fmt(m.syntax, { near: n.near });
    case 'unknownCommand':
      return fmt(m.unknownCommand, { word: n.word });
    case 'notModelled':
      return fmt(m.notModelled, { what: n.what });
    case 'notModelledField':
      return fmt(m.notModelledField, { what: n.what, field: n.field });
    case 'unknownSub':
      return fmt(m.unknownSub, { command: n.command, word: n.word, known: list(n.known) });
    case 'missingSub':
      return fmt(m.missingSub, { command: n.command, known: list(n.known) });
    case 'unknownFlag':
      return fmt(m.unknownFlag, { command: n.command, flag: n.flag });
    case 'flagValue':
      if (n.value === undefined) return fmt(m.flagMissing, { command: n.command, flag: n.flag });
      return n.allowed
        ? fmt(m.flagAllowed, { command: n.command, flag: n.flag, value: n.value, allowed: list(n.allowed) })
        : fmt(m.flagValue, { command: n.command, flag: n.flag, value: n.value });
    case 'missingArg':
      return fmt(m.missingArg, { command: n.command, arg: n.arg, usage: n.usage });
    case 'extraArg':
      return fmt(m.extraArg, { command: n.command, value: n.value, usage: n.usage });
    case 'agentNotReady': {
      const why = fmt(n.phase === 'crashloop' ? m.agentCrashLoop : m.agentStarting, { pod: n.pod });
      const when = n.readyAt === null ? m.agentNeverReady : fmt(m.agentReadyAt, { at: seconds(n.readyAt) });
      // Chinese sentences follow one another without a space.
      return `${why}${lang === 'zh' ? '' : ' '}${when}`;
    }
    case 'settled':
      return fmt(m.settled, { at: seconds(n.at), to: seconds(n.to) });
    case 'simulating':
      return fmt(m.simulating, { services: n.services });
    case 'invalidWrite':
      return fmt(m.invalidWrite, { detail: wordError(n.error, t.problems) });
    case 'writeInSubstitution':
      return fmt(m.writeInSubstitution, { command: n.command });
    case 'yamlSaved':
      return fmt(m.yamlSaved, { file: n.file });
    case 'inputTooLarge':
      return fmt(m.inputTooLarge, { size: n.size, limit: n.limit });
    case 'help':
      return renderHelp(n.topic, lang, t.command.helpWords);
  }
}

/** An entry as the Command box (and the CLI's text format) shows it. */
export function formatEntry(e: EntryData, t: Messages, lang: Lang): CommandEntry {
  const notes = e.notes.map((n) => formatNote(n, t, lang));
  return {
    line: e.line,
    ...(e.output !== undefined ? { output: e.output } : {}),
    ...(notes.length ? { note: notes.join('\n') } : {}),
    ...(e.notes.some((n) => REFUSALS.has(n.code)) ? { error: true } : {}),
  };
}
