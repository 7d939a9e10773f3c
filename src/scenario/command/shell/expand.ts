import type { Note } from '../types';

/**
 * What expansions need from the session: a command substitution's output (`$(date +%s)`), a variable's value
 * (undefined: unset, which expands to nothing, as in bash).
 */
export interface ExpandEnv {
  substitute(command: string): { ok: true; text: string } | { ok: false; note: Note };
  variable(name: string): string | undefined;
}

/** Where a `$(…)` that starts at `open` (the index of its `(`) ends: its `)`, skipping quotes and nesting. */
export function matchParen(s: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < s.length; i++) {
    const ch = s[i]!;
    if (quote) {
      if (ch === quote) quote = null;
      else if (ch === '\\' && quote === '"') i++;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '\\') i++;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  return -1;
}

export type Expansion = { ok: true; text: string; end: number } | { ok: false; note: Note };

/**
 * Expands the `$…` or backquote at `i`: `$(cmd)`, `` `cmd` ``, `${NAME}`, `$NAME`, `$?`. A `$` followed by
 * nothing it can expand stays a `$`. `end` is the index after what was expanded.
 */
export function expandAt(s: string, i: number, env: ExpandEnv): Expansion {
  const sub = (command: string, end: number): Expansion => {
    const r = env.substitute(command);
    // A substitution's trailing newlines are removed (POSIX).
    return r.ok ? { ok: true, text: r.text.replace(/\n+$/, ''), end } : r;
  };
  if (s[i] === '`') {
    const close = s.indexOf('`', i + 1);
    if (close < 0) return { ok: false, note: { code: 'quote' } };
    return sub(s.slice(i + 1, close), close + 1);
  }
  const next = s[i + 1];
  if (next === '(') {
    if (s[i + 2] === '(') return { ok: false, note: { code: 'notModelled', what: '$((…))' } };
    const close = matchParen(s, i + 1);
    if (close < 0) return { ok: false, note: { code: 'quote' } };
    return sub(s.slice(i + 2, close), close + 1);
  }
  if (next === '{') {
    const close = s.indexOf('}', i + 2);
    const name = close < 0 ? '' : s.slice(i + 2, close);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return { ok: false, note: { code: 'syntax', near: '${' } };
    return { ok: true, text: env.variable(name) ?? '', end: close + 1 };
  }
  if (next === '?') return { ok: true, text: env.variable('?') ?? '0', end: i + 2 };
  const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(s.slice(i + 1));
  if (m) return { ok: true, text: env.variable(m[0]) ?? '', end: i + 1 + m[0].length };
  return { ok: true, text: '$', end: i + 1 };
}

/**
 * Expands text as bash does inside double quotes (`stop` = `"`, from `i` to the closing quote) or in an
 * unquoted here-document (no `stop`, to the end): `$…` and backquotes expand, a backslash escapes only the
 * characters in `escapes` (and a backslash-newline joins lines), everything else is literal.
 */
export function expandQuoted(
  s: string,
  i: number,
  env: ExpandEnv,
  stop: string | undefined,
  escapes: string,
): { ok: true; text: string; end: number } | { ok: false; note: Note } {
  let out = '';
  while (i < s.length && s[i] !== stop) {
    const ch = s[i]!;
    if (ch === '\\' && i + 1 < s.length && `${escapes}\n`.includes(s[i + 1]!)) {
      if (s[i + 1] !== '\n') out += s[i + 1];
      i += 2;
    } else if (ch === '$' || ch === '`') {
      const e = expandAt(s, i, env);
      if (!e.ok) return e;
      out += e.text;
      i = e.end;
    } else {
      out += ch;
      i++;
    }
  }
  if (stop !== undefined && i >= s.length) return { ok: false, note: { code: 'quote' } };
  return { ok: true, text: out, end: i };
}

/** The body of an unquoted here-document, expanded (quotes in it are literal). */
export function expandHeredoc(
  body: string,
  env: ExpandEnv,
): { ok: true; text: string } | { ok: false; note: Note } {
  return expandQuoted(body, 0, env, undefined, '$`\\');
}
