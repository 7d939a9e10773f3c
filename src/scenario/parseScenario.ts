import { jsonErrorOffset } from './jsonErrorOffset';
import type { ScenarioV1 } from './types';
import { validateScenario, type ValidationError } from './validate';

export const MAX_SCENARIO_CHARS = 2_000_000;

export type ParseResult = { ok: true; scenario: ScenarioV1 } | { ok: false; errors: ValidationError[] };

/** Parses scenario JSON text: syntax errors name the line and column, then the content is validated. */
export function parseScenarioText(text: string): ParseResult {
  if (text.length > MAX_SCENARIO_CHARS) {
    return {
      ok: false,
      errors: [
        { path: '$', message: `is ${text.length} characters; at most ${MAX_SCENARIO_CHARS} are read` },
      ],
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const at = jsonErrorOffset(text);
    const before = text.slice(0, Math.max(0, at));
    const line = before.split('\n').length;
    const col = before.length - before.lastIndexOf('\n');
    const found =
      at >= text.length ? 'the text ends too early' : `unexpected ${JSON.stringify(text.slice(at, at + 12))}`;
    void e;
    return {
      ok: false,
      errors: [{ path: '$', message: `is not valid JSON (line ${line}, column ${col}): ${found}` }],
    };
  }
  return validateScenario(json);
}

/** Formats errors as `path: message` lines. */
export function formatErrors(errors: readonly ValidationError[]): string {
  return errors.map((e) => `${e.path}: ${e.message}`).join('\n');
}
