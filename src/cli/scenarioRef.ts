import { readFileSync } from 'node:fs';
import { getPreset } from '../scenario/presets';
import { formatErrors, parseScenarioText } from '../scenario/parseScenario';
import type { ScenarioV1 } from '../scenario/types';

/** A mistake in the command line or its input: printed without a stack trace, exit code 2. */
export class CliError extends Error {}

/** A preset id, or the path of a scenario file (format v1). */
export function loadScenario(ref: string): ScenarioV1 {
  const preset = getPreset(ref);
  if (preset) return preset.scenario;
  let text: string;
  try {
    text = readFileSync(ref, 'utf8');
  } catch {
    throw new CliError(`"${ref}" is neither a preset (npm run cli -- presets) nor a readable file`);
  }
  const r = parseScenarioText(text);
  if (!r.ok) throw new CliError(`${ref} is not a valid scenario:\n${formatErrors(r.errors)}`);
  return r.scenario;
}
