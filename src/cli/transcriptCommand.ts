import { readFileSync } from 'node:fs';
import type { KeyVariant } from '../model/backendInstanceKey';
import { stepIndexAt } from '../model/render/collect';
import type { Trace } from '../model/trace';
import { runScript, type CommandHost } from '../scenario/command/runner/runScript';
import type { EntryData } from '../scenario/command/types';
import { EMPTY_WORKSPACE, type Workspace } from '../scenario/command/workspace';
import { runScenario } from '../scenario/run';
import type { ScenarioV1 } from '../scenario/types';
import { formatEntry } from '../ui/command/formatEntry';
import { en } from '../ui/i18n/en';
import { parseOptions } from './parseOptions';
import { CliError, loadScenario } from './scenarioRef';

export const TRANSCRIPT_USAGE =
  'npm run cli -- run <transcript|-> [--scenario <file.json|preset-id>] [--mode buggy|fixed] [--at <ms>] [--format text|json]';

/**
 * The CLI as a command host: the same script runner as the app's Command box, over a scenario simulated in
 * this process. A write re-simulates the run with the chosen key and moves the playhead where the app would.
 */
export function cliHost(
  scenario: ScenarioV1,
  mode: KeyVariant,
  at = 0,
): CommandHost & { scenario(): ScenarioV1 } {
  let sc = scenario;
  let trace: Trace = runScenario(sc, mode);
  let step = Math.max(0, stepIndexAt(trace, at));
  let files: Workspace = EMPTY_WORKSPACE;
  return {
    view: () => ({ scenario: sc, trace, step }),
    files: () => files,
    setFiles: (f) => {
      files = f;
    },
    interactive: false,
    commit(next, settle) {
      sc = next;
      trace = runScenario(sc, mode);
      step = settle(trace);
      return Promise.resolve('settled');
    },
    scenario: () => sc,
  };
}

/** An entry as text: the line after a `$ ` prompt (continuation lines after `> `), the output, `# ` notes. */
export function entryText(e: EntryData): string {
  const shown = formatEntry(e, en, 'en');
  const line = shown.line
    .split('\n')
    .map((l, i) => `${i ? '>' : '$'} ${l}`)
    .join('\n');
  const note = shown.note?.split('\n').map((l) => `# ${l}`);
  return [line, ...(shown.output !== undefined ? [shown.output] : []), ...(note ?? [])].join('\n');
}

/** `run`: a transcript (one command per line, `#` comments, here-documents, `$ ` prompts) against a scenario. */
export async function cmdRun(args: string[], stdin: () => string): Promise<string> {
  const { positional: files, opts } = parseOptions(args, ['scenario', 'mode', 'format', 'at'], 'run');
  if (files.length !== 1)
    throw new CliError(`run takes one transcript file (or - for standard input)\n${TRANSCRIPT_USAGE}`);
  const mode = (opts.mode ?? 'buggy') as KeyVariant;
  if (mode !== 'buggy' && mode !== 'fixed')
    throw new CliError(`--mode must be buggy or fixed, got "${opts.mode}"`);
  const format = opts.format ?? 'text';
  if (format !== 'text' && format !== 'json')
    throw new CliError(`--format must be text or json, got "${format}"`);
  if (opts.at !== undefined && !/^\d+$/.test(opts.at))
    throw new CliError(`--at must be milliseconds, got "${opts.at}"`);
  const file = files[0]!;
  let text: string;
  try {
    text = file === '-' ? stdin() : readFileSync(file, 'utf8');
  } catch {
    throw new CliError(`"${file}" cannot be read`);
  }
  const host = cliHost(loadScenario(opts.scenario ?? 'empty-cluster'), mode, Number(opts.at ?? 0));
  const r = await runScript(text, host);
  if (format === 'json')
    return JSON.stringify(
      r.entries.map((e) => {
        const shown = formatEntry(e, en, 'en');
        return {
          line: e.line,
          output: e.output ?? null,
          notes: e.notes.map((n) => n.code),
          note: shown.note ?? null,
          exit: e.exit,
        };
      }),
      null,
      2,
    );
  return r.entries.map(entryText).join('\n\n');
}
