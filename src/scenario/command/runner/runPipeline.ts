import type { Trace } from '../../../model/trace';
import { toSimInput } from '../../toSimInput';
import type { ScenarioV1 } from '../../types';
import type { RunContext, RunResult } from '../decl';
import { parseArgv, type Registry } from '../parseArgv';
import type { SimpleCommand } from '../shell/lexLine';
import type { HelpTopic, Note, WriteRequest } from '../types';
import { asFileText, asOutput, readFile, writeFile, type Workspace } from '../workspace';

/** What commands read: the scenario on screen, its run with the key on screen, the playhead, the files. */
export interface SessionView {
  scenario: ScenarioV1;
  trace: Trace;
  step: number;
  files: Workspace;
  interactive: boolean;
}

/** A pipeline's result: its stderr lines (every command's, in order), its stdout, and what it asked for. */
export interface PipelineResult {
  stderr: string[];
  stdout: string;
  exit: number;
  notes: Note[];
  writes: WriteRequest[];
  files: Workspace;
  needsYaml?: { file: string; namespace: string };
  help?: HelpTopic;
  /** Simulated time the pipeline lets pass (`sleep`), ms. */
  wait: number;
}

/** The context a command runs in: the state at the playhead (clamped to the run), on node `node`. */
export function runContext(
  view: SessionView,
  reg: Registry,
  stdin: string | undefined,
  node: number,
  files: Workspace,
): RunContext {
  const step = Math.max(0, Math.min(view.step, view.trace.steps.length - 1));
  const state = view.trace.steps[step]!.state;
  const ctx: RunContext = {
    scenario: view.scenario,
    trace: view.trace,
    step,
    state,
    now: toSimInput(view.scenario).startTime + state.time,
    files,
    stdin,
    node,
    interactive: view.interactive,
    runInner: (argv, k) => runArgv(argv, { ...ctx, stdin: undefined, node: k }, reg),
  };
  return ctx;
}

/** Parses and runs one command's words; a refusal is a note with exit status 2 (a shell's usage error). */
export function runArgv(argv: readonly string[], ctx: RunContext, reg: Registry): RunResult {
  const p = parseArgv(argv, reg);
  if (p.ok === 'help') return { help: p.topic };
  if (!p.ok) return { notes: [p.note], exit: 2 };
  return p.decl.run(p.parsed, ctx);
}

const DEV_NULL = '/dev/null';

/**
 * Runs a pipeline: each command's stdout is the next one's stdin; redirections read and write the session's
 * files. Every command reads the same moment (a write is applied by the caller once the pipeline is done,
 * as a shell runs a pipeline's commands at once).
 */
export function runPipeline(
  pipeline: readonly SimpleCommand[],
  view: SessionView,
  reg: Registry,
): PipelineResult {
  const out: PipelineResult = {
    stderr: [],
    stdout: '',
    exit: 0,
    notes: [],
    writes: [],
    files: view.files,
    wait: 0,
  };
  let piped: string | undefined;
  pipeline.forEach((cmd, k) => {
    let stdin = k > 0 ? piped : undefined;
    for (const r of cmd.redirects.filter((x) => x.fd === 0)) {
      if (r.op === '<<' || r.op === '<<<') stdin = r.target;
      else if (r.target === DEV_NULL) stdin = '';
      else {
        const text = readFile(out.files, r.target);
        if (text === undefined) {
          out.stderr.push(`bash: ${r.target}: No such file or directory`);
          out.exit = 1;
          piped = '';
          return;
        }
        stdin = text;
      }
    }
    const ctx = runContext(view, reg, stdin, 0, out.files);
    const r = cmd.argv.length ? runArgv(cmd.argv, ctx, reg) : {};
    out.notes.push(...(r.notes ?? []));
    if (r.write) out.writes.push(r.write);
    if (r.files) out.files = r.files;
    if (r.needsYaml) out.needsYaml = r.needsYaml;
    if (r.help) out.help = r.help;
    out.wait += r.wait ?? 0;
    let stdout = r.stdout ?? '';
    let stderr = r.stderr ?? '';
    for (const red of cmd.redirects.filter((x) => x.fd !== 0)) {
      if (red.op === '>&') {
        // `2>&1`: errors go down the pipe too; `1>&2` the other way.
        if (red.fd === 2 && red.target === '1')
          [stdout, stderr] = [[stderr, stdout].filter(Boolean).join('\n'), ''];
        else if (red.fd === 1 && red.target === '2')
          [stderr, stdout] = [[stderr, stdout].filter(Boolean).join('\n'), ''];
        continue;
      }
      const text = red.fd === 2 ? stderr : stdout;
      if (red.target !== DEV_NULL) {
        const before = red.op === '>>' ? (readFile(out.files, red.target) ?? '') : '';
        out.files = writeFile(out.files, red.target, before + asFileText(text), ctx.now);
      }
      if (red.fd === 2) stderr = '';
      else stdout = '';
    }
    if (stderr) out.stderr.push(stderr);
    out.exit = r.exit ?? (r.stderr && !r.stdout ? 1 : 0);
    piped = stdout;
  });
  out.stdout = asOutput(piped ?? '');
  return out;
}
