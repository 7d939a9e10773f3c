import type { Note } from '../types';
import { expandAt, expandHeredoc, expandQuoted, type ExpandEnv } from './expand';
import type { ScriptUnit } from './splitScript';

/** A redirection: `> FILE`, `>> FILE`, `< FILE`, a here-document or here-string, `2>&1`. */
export interface Redirect {
  fd: 0 | 1 | 2;
  op: '>' | '>>' | '<' | '<<' | '<<<' | '>&';
  target: string;
}

export interface SimpleCommand {
  argv: string[];
  redirects: Redirect[];
  /** The command's text as typed (for notes that name it). */
  source: string;
}

export type Connector = '&&' | '||' | ';';

/** `a | b && c ; d`: pipelines, and what joins each to the next (`connectors[i]` after `pipelines[i]`). */
export interface CommandList {
  pipelines: SimpleCommand[][];
  connectors: Connector[];
}

type Token = { op: string; at: number } | { word: string; at: number };

const fail = (note: Note) => ({ ok: false as const, note });

/**
 * Words and operators of a line, expanded as bash does for these commands: quotes group (`'…'` literal,
 * `"…"` expands `$`), `$(…)`, backquotes and `$NAME` expand (unquoted results split on blanks), `#` starts a
 * comment. Operators: `|`, `&&`, `||`, `;`, and the redirections.
 */
function tokens(line: string, env: ExpandEnv): { ok: true; tokens: Token[] } | { ok: false; note: Note } {
  const out: Token[] = [];
  let word = '';
  let has = false;
  let start = 0;
  const end = () => {
    if (has) out.push({ word, at: start });
    word = '';
    has = false;
  };
  const begin = (i: number) => {
    if (!has) start = i;
    has = true;
  };
  for (let i = 0; i < line.length;) {
    const ch = line[i]!;
    if (/\s/.test(ch)) {
      end();
      i++;
    } else if (ch === '#' && !has) break;
    else if (ch === "'") {
      const close = line.indexOf("'", i + 1);
      if (close < 0) return fail({ code: 'quote' });
      begin(i);
      word += line.slice(i + 1, close);
      i = close + 1;
    } else if (ch === '"') {
      begin(i);
      const e = expandQuoted(line, i + 1, env, '"', '"\\$`');
      if (!e.ok) return e;
      word += e.text;
      i = e.end + 1;
    } else if (ch === '\\') {
      begin(i);
      word += line[i + 1] ?? '';
      i += 2;
    } else if (ch === '$' || ch === '`') {
      const e = expandAt(line, i, env);
      if (!e.ok) return e;
      // Unquoted, the result splits into words on blanks.
      const parts = e.text.split(/\s+/);
      parts.forEach((p, k) => {
        if (k > 0) end();
        if (p) {
          begin(i);
          word += p;
        }
      });
      if (e.text === '$') begin(i);
      i = e.end;
    } else {
      const op = /^(?:&&|\|\||&>|[0-2]?>>|[0-2]?>&|[0-2]?>|<<<|<<-|<<|<|\||;|&|\(|\))/.exec(line.slice(i));
      // A digit is a file descriptor only right before `>` and not inside a word (`a2>b` is `a2` `>` `b`).
      if (op && !(has && /^\d/.test(op[0]))) {
        end();
        out.push({ op: op[0], at: i });
        i += op[0].length;
      } else {
        begin(i);
        word += ch;
        i++;
      }
    }
  }
  end();
  return { ok: true, tokens: out };
}

/** Parses one command line (with its here-document bodies) into pipelines, expanding as bash would. */
export function lexLine(
  unit: Pick<ScriptUnit, 'line' | 'heredocs'>,
  env: ExpandEnv,
): { ok: true; list: CommandList } | { ok: false; note: Note } {
  const t = tokens(unit.line, env);
  if (!t.ok) return t;
  const list: CommandList = { pipelines: [], connectors: [] };
  let pipeline: SimpleCommand[] = [];
  let cmd: SimpleCommand = { argv: [], redirects: [], source: '' };
  let from = 0;
  let heredoc = 0;
  const endCommand = (at: number, op: string) => {
    if (!cmd.argv.length && !cmd.redirects.length) return false;
    cmd.source = unit.line.slice(from, at).trim();
    pipeline.push(cmd);
    cmd = { argv: [], redirects: [], source: '' };
    from = at + op.length;
    return true;
  };
  const toks = t.tokens;
  for (let k = 0; k < toks.length; k++) {
    const tok = toks[k]!;
    if ('word' in tok) {
      cmd.argv.push(tok.word);
      continue;
    }
    const op = tok.op;
    if (op === '|' || op === '&&' || op === '||' || op === ';') {
      if (!endCommand(tok.at, op)) return fail({ code: 'syntax', near: op });
      if (op !== '|') {
        list.pipelines.push(pipeline);
        list.connectors.push(op as Connector);
        pipeline = [];
      }
      continue;
    }
    if (op === '&' || op === '(' || op === ')') return fail({ code: 'notModelled', what: op });
    const target = toks[k + 1];
    if (!target || !('word' in target)) return fail({ code: 'syntax', near: op });
    k++;
    const fd = (/^\d/.test(op) ? Number(op[0]) : op.startsWith('<') ? 0 : 1) as 0 | 1 | 2;
    const bare = op.replace(/^\d/, '');
    if (bare === '&>') {
      cmd.redirects.push({ fd: 1, op: '>', target: target.word }, { fd: 2, op: '>&', target: '1' });
    } else if (bare === '<<' || bare === '<<-') {
      const h = unit.heredocs[heredoc++];
      if (!h) return fail({ code: 'syntax', near: op });
      const body = h.quoted ? { ok: true as const, text: h.body } : expandHeredoc(h.body, env);
      if (!body.ok) return body;
      cmd.redirects.push({ fd: 0, op: '<<', target: body.text });
    } else if (bare === '<<<') cmd.redirects.push({ fd: 0, op: '<<<', target: `${target.word}\n` });
    else cmd.redirects.push({ fd, op: bare as Redirect['op'], target: target.word });
  }
  if (!endCommand(unit.line.length, '')) {
    // A line may end with `;`, not with `|`, `&&` or `||`.
    const last = list.connectors.at(-1);
    if (pipeline.length) return fail({ code: 'syntax', near: '|' });
    if (last && last !== ';') return fail({ code: 'syntax', near: last });
    if (!list.pipelines.length) return fail({ code: 'empty' });
    list.connectors.pop();
    return { ok: true, list };
  }
  list.pipelines.push(pipeline);
  return { ok: true, list };
}
