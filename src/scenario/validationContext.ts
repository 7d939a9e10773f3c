import { validationError, type ProblemCode, type ProblemParams, type ValidationError } from './problems';

export type { ValidationError };

export const MAX_ERRORS = 50;

/** Collects errors while walking untrusted JSON. Never throws on bad input. */
export class Checker {
  readonly errors: ValidationError[] = [];
  /** The format version the input declares: a field added in version 2 is refused in a version 1 file. */
  formatVersion: 1 | 2 = 2;

  /** Refuses `rec`'s fields that a version 1 file cannot have (they were added in version 2). */
  sinceVersion2(rec: Record<string, unknown>, path: string, keys: readonly string[]) {
    if (this.formatVersion >= 2) return;
    for (const k of keys) if (this.has(rec, k)) this.fail(childPath(path, k), 'needsVersion2');
  }

  fail(path: string, code: ProblemCode, params: ProblemParams = {}): undefined {
    if (this.errors.length < MAX_ERRORS) this.errors.push(validationError(path, code, params));
    return undefined;
  }

  /** A plain JSON object (not an array, not null); unknown keys are reported. */
  object(v: unknown, path: string, allowed: readonly string[]): Record<string, unknown> | undefined {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return this.fail(path, 'notObject', got(v));
    const rec = v as Record<string, unknown>;
    for (const k of Object.keys(rec)) {
      if (!allowed.includes(k))
        this.fail(childPath(path, k), 'unknownField', { allowed: allowed.join(', ') });
    }
    return rec;
  }

  has(rec: Record<string, unknown>, key: string): boolean {
    return Object.prototype.hasOwnProperty.call(rec, key) && rec[key] !== undefined;
  }

  string(
    v: unknown,
    path: string,
    opts: { max?: number; pattern?: RegExp; problem?: ProblemCode } = {},
  ): string | undefined {
    if (typeof v !== 'string') return this.fail(path, 'notString', got(v));
    const max = opts.max ?? 253;
    if (v.length > max) return this.fail(path, 'textTooLong', { max });
    if (opts.pattern && !opts.pattern.test(v))
      return this.fail(path, opts.problem ?? 'badFormat', { value: quote(v) });
    return v;
  }

  int(v: unknown, path: string, min: number, max: number): number | undefined {
    if (typeof v !== 'number' || !Number.isFinite(v)) return this.fail(path, 'notNumber', got(v));
    if (!Number.isInteger(v)) return this.fail(path, 'notWhole', { value: v });
    if (v < min || v > max) return this.fail(path, 'outOfRange', { min, max, value: v });
    return v;
  }

  array(v: unknown, path: string, max: number): unknown[] | undefined {
    if (!Array.isArray(v)) return this.fail(path, 'notArray', got(v));
    if (v.length > max) return this.fail(path, 'tooManyItems', { count: v.length, max });
    return v;
  }

  oneOf<T extends string>(v: unknown, path: string, options: readonly T[]): T | undefined {
    if (typeof v === 'string' && (options as readonly string[]).includes(v)) return v as T;
    return this.fail(path, 'notOneOf', { options: options.join(', '), ...got(v) });
  }
}

/** Describes a received value for "got …" (`gotType` picks the wording, `value` is shown quoted). */
export function got(v: unknown): { gotType: string; value?: string } {
  if (v === undefined) return { gotType: 'missing' };
  if (v === null) return { gotType: 'null' };
  if (Array.isArray(v)) return { gotType: 'array' };
  if (typeof v === 'object') return { gotType: 'object' };
  if (typeof v === 'string') return { gotType: 'string', value: quote(v) };
  if (typeof v === 'number' || typeof v === 'boolean') return { gotType: typeof v, value: String(v) };
  return { gotType: 'object' };
}

/** Quotes user text for a message, shortened and with control characters escaped. */
export function quote(s: string): string {
  const short = s.length > 60 ? `${s.slice(0, 57)}…` : s;
  return JSON.stringify(short);
}

/** `$.a.b` for a plain key, `$.a["odd key"]` otherwise (JSONPath's bracket notation). */
function childPath(path: string, k: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(k) ? `${path}.${k}` : `${path}[${quote(k)}]`;
}
