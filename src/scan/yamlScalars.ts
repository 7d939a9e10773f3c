/** Scalars, keys and line folding of the YAML subset `kubectlYaml.ts` reads, as the `yaml` library reads them. */

/** Thrown when the text needs the full `yaml` library; never escapes `parseKubectlYaml`. */
export class Unsupported extends Error {}

export const bail = (): never => {
  throw new Unsupported();
};

const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT = /^[-+]?[0-9]+$/;
const OCT = /^0o[0-7]+$/;
const HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
const SPECIAL = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;

/** YAML 1.2 core schema, as the `yaml` library resolves plain scalars. */
export function resolvePlain(s: string): unknown {
  if (NULL.test(s)) return null;
  if (BOOL.test(s)) return s[0] === 't' || s[0] === 'T';
  if (INT.test(s)) return Number(s);
  if (OCT.test(s)) return parseInt(s.slice(2), 8);
  if (HEX.test(s)) return parseInt(s.slice(2), 16);
  if (FLOAT.test(s)) return Number(s);
  if (SPECIAL.test(s))
    return s.includes('nan') || s.includes('NaN') || s.includes('NAN')
      ? NaN
      : s[0] === '-'
        ? -Infinity
        : Infinity;
  return s;
}

const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};

/** Where the mapping key that starts at `from` ends (its `:`), or -1 when the text is not `key: …`. */
export function keyEnd(s: string, from: number): number {
  const c = s[from] ?? '';
  if (c === '"' || c === "'") {
    const close = closeAt(s.slice(from + 1), c);
    if (close < 0) return -1;
    const at = from + close + 2;
    return s[at] === ':' && (at + 1 === s.length || s[at + 1] === ' ') ? at : -1;
  }
  if ('?&*!|>%@`{[#'.includes(c)) return -1;
  for (let i = s.indexOf(':', from); i !== -1; i = s.indexOf(':', i + 1))
    if (i + 1 === s.length || s.charCodeAt(i + 1) === 32) return i;
  return -1;
}

export function keyText(k: string): string {
  if (k[0] === "'") return k.slice(1, -1).replace(/''/g, "'");
  if (k[0] === '"') return unescapeDouble([k.slice(1, -1)]);
  if (/\s#/.test(k)) bail();
  return k;
}

/** Index of the closing quote in `s` (a doubled '' or an escaped \" does not close), or -1. */
export function closeAt(s: string, q: string): number {
  for (let i = 0; i < s.length; i++) {
    if (q === '"' && s[i] === '\\') i++;
    else if (s[i] === q) {
      if (q === "'" && s[i + 1] === "'") i++;
      else return i;
    }
  }
  return -1;
}

/** Line folding: a single break becomes a space, each further (empty) line a newline. */
export function fold(lines: string[], quoted = false): string {
  let out = lines[0]!;
  let breaks = 0;
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (l === '' && (i < lines.length - 1 || !quoted)) {
      breaks++;
      continue;
    }
    out += breaks ? '\n'.repeat(breaks) : ' ';
    out += l;
    breaks = 0;
  }
  if (breaks) out += '\n'.repeat(breaks);
  return out;
}

/** Escapes of one line of a double-quoted scalar. */
function unescapeLine(p: string): string {
  let s = '';
  for (let i = 0; i < p.length; i++) {
    const ch = p[i]!;
    if (ch !== '\\') {
      s += ch;
      continue;
    }
    const e = p[++i] ?? bail();
    const hex = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
    if (hex) {
      const h = p.slice(i + 1, i + 1 + hex);
      if (h.length !== hex || !/^[0-9a-fA-F]+$/.test(h)) bail();
      s += String.fromCodePoint(parseInt(h, 16));
      i += hex;
    } else if (e in ESCAPES) s += ESCAPES[e];
    else bail();
  }
  return s;
}

const oddBackslashes = (p: string) => (/\\*$/.exec(p)?.[0].length ?? 0) % 2 === 1;

/**
 * A double-quoted scalar's lines (first line after the quote, continuation lines trimmed, last line up to the
 * closing quote): escapes, folding (a break is a space, each empty line a newline) and escaped breaks (`\` at the
 * end of a line joins without a space).
 */
export function unescapeDouble(parts: string[]): string {
  let out = '';
  for (let k = 0; k < parts.length; k++) {
    let p = parts[k]!;
    const last = k === parts.length - 1;
    const escapedBreak = !last && oddBackslashes(p);
    if (escapedBreak) p = p.slice(0, -1);
    else if (!last) p = p.replace(/(?<!\\)[ \t]+$/, '');
    out += unescapeLine(p);
    if (last || escapedBreak) continue;
    let breaks = 0;
    while (k + 1 < parts.length - 1 && parts[k + 1] === '') {
      breaks++;
      k++;
    }
    out += breaks ? '\n'.repeat(breaks) : ' ';
  }
  return out;
}
