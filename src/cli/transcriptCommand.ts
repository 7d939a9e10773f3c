import { readFileSync } from 'node:fs';
import type { KeyVariant } from '../model/backendInstanceKey';
import { runScript } from '../scenario/command/runner/runScript';
import { createSimHost } from '../scenario/command/runner/simHost';
import type { EntryData } from '../scenario/command/types';
import { formatEntry } from '../ui/command/formatEntry';
import { en } from '../ui/i18n/en';
import { parseOptions } from './parseOptions';
import { CliError, CliInputError, loadScenario } from './scenarioRef';
import { TRANSCRIPT_USAGE } from './commandUsage';

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
    throw new CliInputError(`"${file}" cannot be read`);
  }
  const host = createSimHost(loadScenario(opts.scenario ?? 'empty-cluster'), mode, Number(opts.at ?? 0));
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
