import type { ClusterState, Trace } from '../../model/trace';
import type { ScenarioV1 } from '../types';
import type { HelpTopic, Note, Text, WriteRequest } from './types';
import type { Workspace } from './workspace';

/** What completion offers for a value: object names, files, pods… read from the state at the playhead. */
export interface CompleteContext {
  state: ClusterState;
  trace: Trace;
  files: Workspace;
  /** Flags typed so far on this command (`-n` narrows names to a namespace). */
  flags: Flags;
  /** Positional words typed so far (`kubectl get svc ⇥` completes Service names). */
  args: readonly string[];
}

export type Complete = (c: CompleteContext) => readonly string[];

/**
 * One option: `--long` (and other long spellings), `-s`. `bool` takes no value (`--x=false` turns it off), the
 * others one (`--x v`, `--x=v`, `-sv`, `-s=v`); `values` restricts it; `repeat` collects every use.
 */
export interface FlagDecl {
  long: string;
  short?: string;
  aliases?: readonly string[];
  kind: 'bool' | 'string' | 'int';
  values?: readonly string[];
  /** A value outside `values` that is real but not modelled (`-o jsonpath=…`): checked before `values`. */
  check?: (value: string) => Note | undefined;
  repeat?: true;
  /** The value's placeholder in help (`NS`). */
  value?: string;
  help: Text;
  complete?: Complete;
}

export interface ArgDecl {
  /** The placeholder in the usage line (`NAME`). */
  name: string;
  optional?: true;
  /** Takes every further word (`NAME...`). */
  many?: true;
  complete?: Complete;
}

export type FlagValue = string | boolean | number | string[];
export type Flags = Readonly<Record<string, FlagValue>>;

/** A command line parsed against its declaration. */
export interface Parsed {
  /** The program's name as typed (`cilium-dbg`), for messages. */
  program: string;
  flags: Flags;
  args: string[];
  /** The words after `--` (null: there was no `--`). */
  rest: string[] | null;
}

/** What a command may read and do (see runner/runPipeline.ts, which builds it). */
export interface RunContext {
  scenario: ScenarioV1;
  /** The run with the key on screen; `step` the playhead, within it; `state` that step's state. */
  trace: Trace;
  step: number;
  state: ClusterState;
  /** Wall-clock time (epoch ms) at the playhead: the simulated clock. */
  now: number;
  files: Workspace;
  /** Piped or redirected input; undefined when the command reads the terminal. */
  stdin: string | undefined;
  /** The node whose agent an agent command asks (`kubectl exec POD`); 0 by default. */
  node: number;
  /** True in the app (a missing file to apply opens the YAML box); false in the CLI. */
  interactive: boolean;
  /** Runs another command line's words in this context (`kubectl exec … -- cilium …`), on `node`. */
  runInner(argv: readonly string[], node: number): RunResult;
}

/**
 * What a command did. `stdout` goes down the pipe (or into a file), `stderr` to the screen; both are tool
 * output, verbatim, without a final newline. `exit` defaults to 0, or 1 when there is `stderr` only.
 */
export interface RunResult {
  stdout?: string;
  stderr?: string;
  exit?: number;
  notes?: Note[];
  write?: WriteRequest;
  files?: Workspace;
  /** `kubectl apply -f FILE` of a file that is not there yet: the app asks for its YAML. */
  needsYaml?: { file: string; namespace: string };
  help?: HelpTopic;
  /** `sleep`: simulated time to let pass (ms); the playhead moves on before the next command. */
  wait?: number;
}

/** Where a command sits in `help` and the README's table. */
export type CommandGroup = 'read' | 'write' | 'files' | 'text' | 'app';

/**
 * One command, declared once: its words, arguments, options, help in both languages, completion and what it
 * does. Parsing, `help`, Tab completion and the README's reference table are all made from these.
 */
export interface CommandDecl {
  /** The program and sub-command words: `['kubectl', 'get']`, `['grep']`. */
  path: readonly string[];
  /** The usage line as help shows it (placeholders in capitals, choices with `|`). */
  synopsis: string;
  summary: Text;
  group: CommandGroup;
  args: readonly ArgDecl[];
  flags: readonly FlagDecl[];
  /** Takes the words after `--` (their placeholder in help); they are the command's to read. */
  rest?: { name: string };
  /** `head -5`: a lone `-N` sets this flag. */
  numberFlag?: string;
  /** Lines that must work as typed (help shows them, tests run them). */
  examples: readonly string[];
  run(p: Parsed, ctx: RunContext): RunResult;
}

/**
 * A program with sub-commands (`kubectl`, `cilium`, `helm`): its other spellings, the options every
 * sub-command takes, and the real sub-commands the model does not simulate (refused by name).
 */
export interface ProgramDecl {
  name: string;
  aliases?: readonly string[];
  summary: Text;
  flags: readonly FlagDecl[];
  notModelled: readonly string[];
}

/** Declares a command (checks its type, keeps its literal fields). */
export const defineCommand = (d: CommandDecl): CommandDecl => d;
