import { parseCommand } from '../../scenario/command/parseCommand';
import { runCommand } from '../../scenario/command/runCommand';
import { settleStep } from '../../scenario/command/settle';
import { selectPrimaryVariant, selectTrace, useAppStore } from '../../store/appStore';
import { commandWritten } from '../../store/commandEvents';
import { getRuns } from '../../store/traces';
import { fmt } from '../i18n/useT';
import type { Messages } from '../i18n/en';

/**
 * One entry of the bar's transcript: the line typed and what came back. `output` is what the tool printed,
 * shown verbatim (tables keep their columns and scroll sideways on a narrow screen); `note` is the app's own
 * prose (help, an error, where a write moved the playhead), which wraps.
 */
export interface CommandEntry {
  line: string;
  output?: string;
  note?: string;
  error?: boolean;
}

// No-break spaces: a narrow screen never breaks "t = 5.501 s" across lines.
const seconds = (ms: number) => `t\u00a0=\u00a0${(ms / 1000).toFixed(ms % 1000 ? 3 : 0)}\u00a0s`;

/**
 * Runs a line against the store's scenario at the playhead. A write replaces the scenario (both keys are
 * re-simulated, the link and the editor follow) and moves the playhead to where its effects settled.
 * Returns the entry and whether YAML is needed first (`kubectl apply -f -`).
 */
export function runLine(line: string, t: Messages, yaml?: string): { entry: CommandEntry; needsYaml?: true } {
  const p = parseCommand(line);
  if (!p.ok)
    return {
      entry: { line, note: fmt(t.command.errors[p.error.code], { detail: p.error.detail }), error: true },
    };
  const s = useAppStore.getState();
  const r = runCommand(p.command, { scenario: s.scenario, trace: selectTrace(s), step: s.step }, yaml);
  switch (r.kind) {
    case 'output':
      return { entry: { line, output: r.text } };
    case 'help':
      return { entry: { line, note: t.command.help.join('\n').replace(/`/g, '') } };
    case 'needsYaml':
      return { entry: { line }, needsYaml: true };
    case 'error':
      return {
        entry: { line, note: fmt(t.command.errors[r.error.code], { detail: r.error.detail }), error: true },
      };
    case 'write': {
      let note = fmt(t.command.simulating, { services: r.scenario.services.length });
      // A large cluster is re-simulated off the page's thread: the playhead moves once it is done.
      s.replaceScenario(r.scenario, () => {
        const after = useAppStore.getState();
        const trace = getRuns(after.scenario).traces[selectPrimaryVariant(after)];
        const step = settleStep(trace, r.at, r.settle);
        after.seekStep(step);
        note = fmt(t.command.settled, { at: seconds(r.at), to: seconds(trace.steps[step]!.at) });
        commandWritten(line);
      });
      return { entry: { line, output: r.text || undefined, note } };
    }
  }
}
