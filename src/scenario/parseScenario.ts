import { findTooDeep, MAX_JSON_DEPTH } from './jsonDepth';
import { findJsonError } from './jsonErrorOffset';
import { validationError, wordError, type ProblemCatalog, type ValidationError } from './problems';
import type { ScenarioV1 } from './types';
import { validateScenario } from './validate';

/**
 * The largest scenario file read, in bytes: real-cluster size (a 10,000-Service scenario is about 3 MB;
 * issue #11). Files can be much larger than links (which have their own limit, MAX_LINK_CHARS); a larger
 * file is refused before it is read, with its size and this limit.
 */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

export type ParseResult = { ok: true; scenario: ScenarioV1 } | { ok: false; errors: ValidationError[] };

/** Megabytes with one decimal below 10 ("0.6", "2", "600"), for "too large: N MB, limit M MB". */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb < 10 ? String(Math.round(mb * 10) / 10) : String(Math.round(mb));
}

/** The problem of a file over MAX_FILE_BYTES, or undefined when it may be read. */
export function fileSizeProblem(bytes: number): ValidationError | undefined {
  if (bytes <= MAX_FILE_BYTES) return undefined;
  return validationError('$', 'fileTooLarge', { size: megabytes(bytes), limit: megabytes(MAX_FILE_BYTES) });
}

/**
 * Parses scenario JSON text: syntax errors name the line and column, then the content is validated.
 * `maxChars` and the nesting depth (MAX_JSON_DEPTH) bound the work before any parsing.
 */
export function parseScenarioText(text: string, maxChars = MAX_FILE_BYTES): ParseResult {
  if (text.length > maxChars)
    return {
      ok: false,
      errors: [validationError('$', 'textTooLarge', { size: text.length, limit: maxChars })],
    };
  const deep = findTooDeep(text);
  if (deep)
    return {
      ok: false,
      errors: [
        validationError('$', 'nestedTooDeep', {
          limit: MAX_JSON_DEPTH,
          line: deep.line,
          column: deep.column,
        }),
      ],
    };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const { at, line, column, found } = findJsonError(text) ?? { at: 0, line: 1, column: 1, found: '' };
    const error =
      at >= text.length
        ? validationError('$', 'notJsonEnd', { line, column })
        : validationError('$', 'notJson', {
            line,
            column,
            found: JSON.stringify(found),
          });
    return { ok: false, errors: [error] };
  }
  return validateScenario(json);
}

/** Formats errors as `path: message` lines (English unless a catalog is given). */
export function formatErrors(errors: readonly ValidationError[], cat?: ProblemCatalog): string {
  return errors.map((e) => wordError(e, cat)).join('\n');
}
