/**
 * A small YAML writer for the plain JSON-like objects kubectl shows (strings, numbers, booleans, null,
 * arrays, maps), in kubectl's block style. Fields whose value is `undefined` are left out, as in JSON.
 */
export function toYaml(v: unknown, indent = 0): string {
  return emit(v, indent).join('\n');
}

/** Words that some YAML reader (1.1 or 1.2) would take for null or a boolean. */
const SPECIAL_WORD = /^(?:~|null|true|false|yes|no|on|off|y|n|<<|=)$/i;
/** Numbers in YAML 1.1 or 1.2 spelling: 1, -1.5, .5, 1e3, 1_000, 0x1f, 0o17, 0b1, .inf, 12:30 (base 60). */
const NUMBER_LIKE =
  /^[-+]?(?:\d[\d_]*(?:\.[\d_]*)?(?:[eE][-+]?\d+)?|\.\d[\d_]*(?:[eE][-+]?\d+)?|\.(?:inf|nan)|0[xob][\da-f_]*|\d+(?::[0-5]?\d)+(?:\.\d*)?)$/i;
/** YAML 1.1 timestamps (kubectl quotes them too: `time: "2026-01-08T11:10:00Z"`). */
const DATE_LIKE = /^\d{4}-\d\d?-\d\d?/;
/** Characters a plain scalar may not start with. */
const INDICATOR_START = /^[-?:,[\]{}#&*!|>'"%@`]/;

/** True when `s` reads back as the same string without quotes, in YAML 1.1 and 1.2 alike. */
function plainIsSafe(s: string): boolean {
  return (
    s !== '' &&
    /^[\x20-\x7e]+$/.test(s) && // printable ASCII only: no tabs, line breaks or look-alike Unicode breaks
    s.trim() === s &&
    !INDICATOR_START.test(s) &&
    !s.startsWith('...') &&
    !s.includes(': ') &&
    !s.includes(' #') &&
    !s.endsWith(':') &&
    !SPECIAL_WORD.test(s) &&
    !NUMBER_LIKE.test(s) &&
    !DATE_LIKE.test(s)
  );
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r' };

/** A double-quoted YAML scalar: escapes control characters and Unicode line breaks YAML would fold. */
function quoted(s: string): string {
  const body = s.replace(
    // eslint-disable-next-line no-control-regex -- escaping control characters is the point
    /[\\"\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff]/g,
    (ch) => ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `"${body}"`;
}

function scalar(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') {
    if (Number.isNaN(v)) return '.nan';
    if (!Number.isFinite(v)) return v > 0 ? '.inf' : '-.inf';
    return Object.is(v, -0) ? '-0' : String(v);
  }
  const s = String(v);
  return plainIsSafe(s) ? s : quoted(s);
}

const isNonEmptyCollection = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  (Array.isArray(v) ? v.length > 0 : Object.values(v).some((x) => x !== undefined));

function inline(v: unknown): string {
  if (Array.isArray(v)) return '[]';
  if (typeof v === 'object' && v !== null) return '{}';
  return scalar(v);
}

function emit(v: unknown, indent: number): string[] {
  const pad = ' '.repeat(indent);
  if (!isNonEmptyCollection(v)) return [`${pad}${inline(v)}`];
  if (Array.isArray(v)) {
    return v.flatMap((item) => {
      const lines = emit(item, indent + 2);
      return [`${pad}- ${lines[0]!.slice(indent + 2)}`, ...lines.slice(1)];
    });
  }
  return Object.entries(v as object)
    .filter(([, val]) => val !== undefined)
    .flatMap(([k, val]) => {
      const key = scalar(k);
      if (!isNonEmptyCollection(val)) return [`${pad}${key}: ${inline(val)}`];
      // kubectl style: a list under a key is not indented further; a map is.
      return [`${pad}${key}:`, ...emit(val, Array.isArray(val) ? indent : indent + 2)];
    });
}
