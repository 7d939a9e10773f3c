import type { Trace } from '../../../model/trace';
import type { ScenarioV1 } from '../../types';
import { COMMANDS } from '../registry';
import type { ExpandEnv } from '../shell/expand';
import { lexLine } from '../shell/lexLine';
import { splitScript, type ScriptUnit } from '../shell/splitScript';
import { settleStep } from '../settle';
import type { EntryData, Note } from '../types';
import type { Workspace } from '../workspace';
import { draftWrite } from './draftWrite';
import { runPipeline, type SessionView } from './runPipeline';
import { MAX_SCRIPT_CHARS } from './scriptLimits';

/**
 * Where commands run: the app's store (the scenario on screen, its playhead, the tab's files) or the CLI's
 * process. Both run the same script runner; only how a new scenario is simulated and shown differs.
 */
export interface CommandHost {
  view(): { scenario: ScenarioV1; trace: Trace; step: number };
  files(): Workspace;
  setFiles(files: Workspace): void;
  /**
   * Shows the written scenario: re-simulates both keys and moves the playhead to `settle(trace)` of the run
   * with the key on screen. 'deferred': that happens later (a large cluster is simulated off the page).
   */
  commit(scenario: ScenarioV1, settle: (trace: Trace) => number): Committed | Promise<Committed>;
  /** Moves the playhead to the last step at or before simulated time `at` (ms; `sleep`). */
  seek(at: number): void;
  /** The app asks for a missing file's YAML; the CLI reports it missing. */
  interactive: boolean;
}

export type Committed = 'settled' | 'deferred';

/** A write the runner asks the host to show, and what the host answers (see CommandHost.commit). */
interface CommitRequest {
  scenario: ScenarioV1;
  settle: (trace: Trace) => number;
}

export interface ScriptResult {
  entries: EntryData[];
  /** A command stopped for a file's YAML: the line to run again once it is saved, and what followed it. */
  needsYaml?: { file: string; namespace: string; line: string; rest: string };
}

/** Shell variables a transcript may use (the node's root shell). */
const VARIABLES: Record<string, string> = { HOME: '/root', PWD: '/root', USER: 'root', SHELL: '/bin/bash' };

/**
 * Runs a script or a paste, one command (and its here-documents) at a time, each against the state the
 * previous ones left: a write becomes an event at the playhead, the scenario is re-simulated and the playhead
 * moves to where its effects settled before the next command reads. One entry per command.
 */
export async function runScript(script: string, host: CommandHost): Promise<ScriptResult> {
  const steps = scriptSteps(script, host);
  let next = steps.next();
  while (!next.done) next = steps.next(await host.commit(next.value.scenario, next.value.settle));
  return next.value;
}

/**
 * `runScript` for a host whose writes are shown at once (the simulating host of the CLI, tests, a lab's
 * checks): the same runner, synchronously. A host that answers a write with a promise is a mistake here.
 */
export function runScriptSync(script: string, host: CommandHost): ScriptResult {
  const steps = scriptSteps(script, host);
  let next = steps.next();
  while (!next.done) {
    const done = host.commit(next.value.scenario, next.value.settle);
    if (typeof done !== 'string') throw new Error('runScriptSync: the host shows writes asynchronously');
    next = steps.next(done);
  }
  return next.value;
}

export { MAX_SCRIPT_CHARS };

/** The runner itself: yields each write for the host to show, and goes on with the host's answer. */
function* scriptSteps(script: string, host: CommandHost): Generator<CommitRequest, ScriptResult, Committed> {
  if (script.length > MAX_SCRIPT_CHARS) {
    const line = `${script.slice(0, 200)}…`;
    return {
      entries: [
        { line, notes: [{ code: 'inputTooLarge', size: script.length, limit: MAX_SCRIPT_CHARS }], exit: 2 },
      ],
    };
  }
  const units = splitScript(script);
  const entries: EntryData[] = [];
  let last = 0;
  for (let u = 0; u < units.length; u++) {
    const unit = units[u]!;
    const r = yield* runUnit(unit, host, last);
    if (r.needsYaml) {
      const rest = units
        .slice(u + 1)
        .map((x) => x.text)
        .join('\n');
      return { entries, needsYaml: { ...r.needsYaml, line: unit.text, rest } };
    }
    entries.push(r.entry);
    last = r.entry.exit;
  }
  return { entries };
}

const view = (host: CommandHost): SessionView => ({
  ...host.view(),
  files: host.files(),
  interactive: host.interactive,
});

/**
 * Runs a line that only reads, at the moment of `view` (a `$(…)` substitution, a check): its stdout, and all it
 * printed (stderr and stdout, as an entry shows it). A write there is refused: it would be run twice.
 */
export function readLine(
  line: string,
  view: SessionView,
  status = 0,
): { ok: true; stdout: string; output: string; notes: Note[] } | { ok: false; note: Note } {
  const lexed = lexLine(
    { line, heredocs: [] },
    readEnv(view, () => status),
  );
  if (!lexed.ok) return lexed;
  let stdout = '';
  const output: string[] = [];
  const notes: Note[] = [];
  for (const p of lexed.list.pipelines) {
    const r = runPipeline(p, view, COMMANDS);
    if (r.writes.length) return { ok: false, note: { code: 'writeInSubstitution', command: line } };
    stdout += r.stdout;
    output.push(...r.stderr, ...(r.stdout ? [r.stdout] : []));
    notes.push(...r.notes);
  }
  return { ok: true, stdout, output: output.join('\n'), notes };
}

/** Expansions against one moment: variables, and `$(…)` run as a read at that moment. */
function readEnv(view: SessionView, status: () => number): ExpandEnv {
  return {
    variable: (name) => (name === '?' ? String(status()) : VARIABLES[name]),
    substitute(command) {
      const r = readLine(command, { ...view, interactive: false }, status());
      return r.ok ? { ok: true, text: r.stdout } : r;
    },
  };
}

const expandEnv = (host: CommandHost, status: () => number): ExpandEnv => readEnv(view(host), status);

function* runUnit(
  unit: ScriptUnit,
  host: CommandHost,
  lastExit: number,
): Generator<
  CommitRequest,
  { entry: EntryData; needsYaml?: { file: string; namespace: string } },
  Committed
> {
  let exit = lastExit;
  const lexed = lexLine(
    unit,
    expandEnv(host, () => exit),
  );
  if (!lexed.ok) return { entry: { line: unit.text, notes: [lexed.note], exit: 2 } };
  const { pipelines, connectors } = lexed.list;
  const output: string[] = [];
  const notes: Note[] = [];
  for (let k = 0; k < pipelines.length; k++) {
    const joined = connectors[k - 1];
    if ((joined === '&&' && exit !== 0) || (joined === '||' && exit === 0)) continue;
    const v = view(host);
    const r = runPipeline(pipelines[k]!, v, COMMANDS);
    if (r.needsYaml) return { entry: { line: unit.text, notes, exit: 1 }, needsYaml: r.needsYaml };
    output.push(...r.stderr, ...(r.stdout ? [r.stdout] : []));
    notes.push(...r.notes, ...(r.help ? [{ code: 'help' as const, topic: r.help }] : []));
    host.setFiles(r.files);
    exit = r.exit;
    if (r.wait) {
      const v = host.view();
      host.seek(v.trace.steps[Math.min(v.step, v.trace.steps.length - 1)]!.state.time + r.wait);
    }
    for (const w of r.writes) {
      const d = draftWrite({ ...view(host) }, w);
      if (!d.ok) {
        notes.push(d.note);
        exit = 1;
        break;
      }
      const done = yield {
        scenario: d.scenario,
        settle: (trace: Trace) => settleStep(trace, d.at, w.settle),
      };
      if (done === 'deferred') {
        notes.push({ code: 'simulating', services: d.scenario.services.length });
        if (k < pipelines.length - 1) notes.push({ code: 'chainStopped' });
        return { entry: entry(unit, output, notes, exit) };
      }
      const after = host.view();
      notes.push({ code: 'settled', at: d.at, to: after.trace.steps[after.step]!.at });
    }
  }
  return { entry: entry(unit, output, notes, exit) };
}

function entry(unit: ScriptUnit, output: string[], notes: Note[], exit: number): EntryData {
  const text = output.filter((o) => o !== '').join('\n');
  return { line: unit.text, ...(text ? { output: text } : {}), notes, exit };
}
