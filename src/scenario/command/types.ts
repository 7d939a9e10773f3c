import type { ValidationError } from '../validationContext';
import type { ScenarioEventV1 } from '../types';

/** A text in each language of the app (help of a command, a flag). */
export interface Text {
  en: string;
  zh: string;
}

export type Lang = keyof Text;

/** Where a write's effects are looked for (see settle.ts). */
export type SettleKind = 'flush' | 'agentRestart' | 'apiserverRestart';

/** What `help` shows: every command, the commands of one program, or one command. */
export type HelpTopic =
  { kind: 'all' } | { kind: 'program'; program: string } | { kind: 'command'; path: readonly string[] };

/**
 * The app's own words about a command, as data: each language words them from its catalog, the CLI in English.
 * What a tool itself prints (kubectl's `Error from server …`, curl's lines) is output, not a note.
 * `command` is the command as typed so far (`kubectl rollout`), `word`/`flag`/`field` the part not understood.
 */
export type Note =
  | { code: 'empty' }
  | { code: 'quote' }
  | { code: 'syntax'; near: string }
  | { code: 'unknownCommand'; word: string }
  | { code: 'notModelled'; what: string }
  | { code: 'notModelledField'; what: string; field: string }
  | { code: 'unknownSub'; command: string; word: string; known: readonly string[] }
  | { code: 'missingSub'; command: string; known: readonly string[] }
  | { code: 'unknownFlag'; command: string; flag: string }
  | { code: 'flagValue'; command: string; flag: string; value?: string; allowed?: readonly string[] }
  | { code: 'missingArg'; command: string; arg: string; usage: string }
  | { code: 'extraArg'; command: string; value: string; usage: string }
  | { code: 'agentNotReady'; pod: string; phase: 'starting' | 'crashloop'; readyAt: number | null }
  | { code: 'settled'; at: number; to: number }
  | { code: 'simulating'; services: number }
  | { code: 'unchanged' }
  | { code: 'imageNotModelled' }
  | { code: 'invalidWrite'; error: ValidationError }
  | { code: 'chainStopped' }
  | { code: 'writeInSubstitution'; command: string }
  | { code: 'yamlSaved'; file: string }
  | { code: 'inputTooLarge'; size: number; limit: number }
  | { code: 'help'; topic: HelpTopic };

export type NoteCode = Note['code'];

/** Notes that mean the command was refused or failed (as opposed to telling where a write went). */
export const REFUSALS: ReadonlySet<NoteCode> = new Set<NoteCode>([
  'empty',
  'quote',
  'syntax',
  'unknownCommand',
  'notModelled',
  'notModelledField',
  'unknownSub',
  'missingSub',
  'unknownFlag',
  'flagValue',
  'missingArg',
  'extraArg',
  'invalidWrite',
  'writeInSubstitution',
  'inputTooLarge',
  'agentNotReady',
]);

/** A write a command asks for: scenario events at the playhead (their `at` is set when applied). */
export interface WriteRequest {
  events: ScenarioEventV1[];
  settle: SettleKind;
}

/** One typed command and what came back: what the Command box shows as one entry. */
export interface EntryData {
  /** Exactly what was typed (a heredoc's lines included). */
  line: string;
  /** What the tools printed (stderr and stdout, in order), verbatim; absent when nothing. */
  output?: string;
  notes: Note[];
  /** The exit status of the last command run (a refusal is 2, like a shell's usage error). */
  exit: number;
}
