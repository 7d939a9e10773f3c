import type { KeyVariant } from '../model/backendInstanceKey';
import { runScript } from '../scenario/command/runner/runScript';
import { createSimHost } from '../scenario/command/runner/simHost';
import type { EntryData, Note } from '../scenario/command/types';
import { getPreset } from '../scenario/presets';
import type { ScenarioV1 } from '../scenario/types';

/**
 * A person at the Command box, headless: each script runs against the state the previous ones left (a write
 * re-simulates and moves the playhead), on a preset or a scenario, with one key, from moment `at`.
 */
export function commandSession(scenario: ScenarioV1 | string, mode: KeyVariant = 'buggy', at = 0) {
  const sc = typeof scenario === 'string' ? getPreset(scenario)!.scenario : scenario;
  const host = createSimHost(sc, mode, at);
  const run = async (text: string): Promise<EntryData[]> => (await runScript(text, host)).entries;
  const one = async (text: string): Promise<EntryData> => {
    const r = await runScript(text, host);
    if (r.needsYaml) throw new Error(`${text}: needs YAML for ${r.needsYaml.file}`);
    return r.entries.at(-1)!;
  };
  return {
    host,
    /** The scenario before any command. */
    first: sc,
    /** The events the commands added, in time order. */
    added: () => {
      const before = new Set(sc.events.map((e) => JSON.stringify(e)));
      return host.scenario().events.filter((e) => !before.has(JSON.stringify(e)));
    },
    run,
    one,
    /** What one command printed ('' for nothing). */
    out: async (text: string) => (await one(text)).output ?? '',
    /** The notes' codes (and the first note) of one command. */
    notes: async (text: string): Promise<Note[]> => (await one(text)).notes,
    /** Simulated time at the playhead (ms). */
    time: () => {
      const v = host.view();
      return v.trace.steps[v.step]!.at;
    },
  };
}
