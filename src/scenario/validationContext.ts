/** One problem in a scenario: where (a JSON path such as `$.services[1].clusterIP`) and what. */
export interface ValidationError {
  path: string;
  message: string;
}

export const MAX_ERRORS = 50;

/** Collects errors while walking untrusted JSON. Never throws on bad input. */
export class Checker {
  readonly errors: ValidationError[] = [];

  fail(path: string, message: string): undefined {
    if (this.errors.length < MAX_ERRORS) this.errors.push({ path, message });
    return undefined;
  }

  /** A plain JSON object (not an array, not null); unknown keys are reported. */
  object(v: unknown, path: string, allowed: readonly string[]): Record<string, unknown> | undefined {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
      return this.fail(path, `must be an object, got ${kind(v)}`);
    const rec = v as Record<string, unknown>;
    for (const k of Object.keys(rec)) {
      if (!allowed.includes(k))
        this.fail(`${path}.${safeKey(k)}`, `unknown field (allowed: ${allowed.join(', ')})`);
    }
    return rec;
  }

  has(rec: Record<string, unknown>, key: string): boolean {
    return Object.prototype.hasOwnProperty.call(rec, key) && rec[key] !== undefined;
  }

  string(
    v: unknown,
    path: string,
    opts: { max?: number; pattern?: RegExp; hint?: string } = {},
  ): string | undefined {
    if (typeof v !== 'string') return this.fail(path, `must be a string, got ${kind(v)}`);
    if (v.length > (opts.max ?? 253)) return this.fail(path, `is longer than ${opts.max ?? 253} characters`);
    if (opts.pattern && !opts.pattern.test(v))
      return this.fail(path, `${quote(v)} ${opts.hint ?? 'has an invalid format'}`);
    return v;
  }

  int(v: unknown, path: string, min: number, max: number): number | undefined {
    if (typeof v !== 'number' || !Number.isFinite(v))
      return this.fail(path, `must be a number, got ${kind(v)}`);
    if (!Number.isInteger(v)) return this.fail(path, `must be a whole number, got ${v}`);
    if (v < min || v > max) return this.fail(path, `must be between ${min} and ${max}, got ${v}`);
    return v;
  }

  array(v: unknown, path: string, max: number): unknown[] | undefined {
    if (!Array.isArray(v)) return this.fail(path, `must be an array, got ${kind(v)}`);
    if (v.length > max) return this.fail(path, `has ${v.length} items; at most ${max} are allowed`);
    return v;
  }

  oneOf<T extends string>(v: unknown, path: string, options: readonly T[]): T | undefined {
    if (typeof v === 'string' && (options as readonly string[]).includes(v)) return v as T;
    return this.fail(
      path,
      `must be one of ${options.join(', ')}, got ${typeof v === 'string' ? quote(v) : kind(v)}`,
    );
  }
}

export function kind(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
  return typeof v === 'object' ? 'an object' : `${typeof v} ${quote(String(v))}`;
}

/** Quotes user text for a message, shortened and with control characters escaped. */
export function quote(s: string): string {
  const short = s.length > 60 ? `${s.slice(0, 57)}…` : s;
  return JSON.stringify(short);
}

function safeKey(k: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(k) ? k : `[${quote(k)}]`;
}
