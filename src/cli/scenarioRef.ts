import { readFileSync, statSync } from 'node:fs';
import { getPreset } from '../scenario/presets';
import { fileSizeProblem, formatErrors, parseScenarioText } from '../scenario/parseScenario';
import { decodeScenarioBytes } from '../scenario/decodeScenarioBytes';
import type { ScenarioV1 } from '../scenario/types';
import { CliError, CliInputError } from './cliErrors';

export { CliError, CliInputError };

/** A preset id, or the path of a scenario file (format v1, UTF-8 or UTF-16 text). */
export function loadScenario(ref: string): ScenarioV1 {
  const preset = getPreset(ref);
  if (preset) return preset.scenario;
  let bytes: Uint8Array;
  try {
    // The size first: a huge file is refused before it is read (reading it could exhaust memory).
    const tooLarge = fileSizeProblem(statSync(ref).size);
    if (tooLarge) throw new CliInputError(`${ref} is not a valid scenario:\n${formatErrors([tooLarge])}`);
    bytes = readFileSync(ref);
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliInputError(`"${ref}" is neither a preset (nonroutable presets) nor a readable file`);
  }
  const decoded = decodeScenarioBytes(bytes);
  const r = decoded.ok ? parseScenarioText(decoded.text) : decoded;
  if (!r.ok) throw new CliInputError(`${ref} is not a valid scenario:\n${formatErrors(r.errors)}`);
  return r.scenario;
}
