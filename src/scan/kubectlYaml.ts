/**
 * A fast reader for the block-style YAML that kubectl prints (go-yaml's emitter): mappings, sequences (also
 * "compact" `- ` at the parent's indentation), plain / single / double-quoted scalars (also folded over several
 * lines), literal block scalars, `{}` and `[]`. On a 28 MB dump of 20,000 Services the `yaml` library took 29 s
 * of CPU and 2 GB of memory; this takes about a tenth of the time and a quarter of the memory. Anything outside that subset (anchors, tags, flow
 * collections, folded `>` blocks, odd indentation, duplicate keys) makes it give up, and the caller falls back to
 * the full library, which also gives the precise error for text that is not YAML at all.
 */

import {
  bail,
  closeAt,
  fold,
  keyEnd,
  keyText,
  resolvePlain,
  unescapeDouble,
  Unsupported,
} from './yamlScalars';

const indentOf = (l: string) => {
  let i = 0;
  while (l.charCodeAt(i) === 32) i++;
  if (l.charCodeAt(i) === 9) bail(); // tabs in indentation
  return i;
};
/** Blank or comment-only, without a regex: this runs once or twice per line of a 30 MB dump. */
function isBlank(l: string): boolean {
  let i = 0;
  while (l.charCodeAt(i) === 32) i++;
  const c = l.charCodeAt(i);
  return (
    i === l.length ||
    c === 35 ||
    ((c === 9 || c === 13) && l.trim() === '') ||
    (c === 9 && l.trim()[0] === '#')
  );
}
/** `-` or `- …` at column `n`. */
const isDash = (l: string, n: number) =>
  l.charCodeAt(n) === 45 && (l.length === n + 1 || l.charCodeAt(n + 1) === 32);

/** Parser state over one document's lines. `seqLines` records each sequence item's line (for `items[i]`). */
class Reader {
  i = 0;
  // `- key: v` starts a mapping inside the dash's line: that line then counts as indented to `key`'s column.
  private vLine = -1;
  private vCol = 0;
  constructor(
    readonly lines: string[],
    readonly firstLine: number,
    readonly seqLines: WeakMap<unknown[], number[]>,
  ) {}

  /** Index of the next line with content, skipping blank and comment lines. */
  next(): number {
    while (this.i < this.lines.length && isBlank(this.lines[this.i]!)) this.i++;
    return this.i;
  }

  indent(j: number): number {
    return j === this.vLine ? this.vCol : indentOf(this.lines[j]!);
  }

  block(min: number): unknown {
    if (this.next() >= this.lines.length) return null;
    const line = this.lines[this.i]!;
    const n = this.indent(this.i);
    if (n < min) return null;
    return isDash(line, n) ? this.seq(n) : this.map(n);
  }

  seq(n: number): unknown[] {
    const out: unknown[] = [];
    const lines: number[] = [];
    while (this.next() < this.lines.length) {
      const line = this.lines[this.i]!;
      if (this.indent(this.i) !== n || !isDash(line, n)) break;
      lines.push(this.firstLine + this.i);
      const rest = line.slice(n + 1).trimStart();
      if (rest === '' || rest.startsWith('#')) {
        this.i++;
        out.push(this.block(n + 1));
      } else if (rest.startsWith('- ') || keyEnd(rest, 0) >= 0) {
        // `- key: v` opens a mapping (or `- - x` a sequence) at the column where `rest` starts.
        this.vLine = this.i;
        this.vCol = line.length - rest.length;
        out.push(this.block(this.vCol));
      } else out.push(this.inline(rest, n));
    }
    this.seqLines.set(out, lines);
    return out;
  }

  map(n: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    while (this.next() < this.lines.length) {
      const line = this.lines[this.i]!;
      const ind = this.indent(this.i);
      if (ind < n) break;
      if (ind > n) bail();
      if (isDash(line, n)) break;
      const end = keyEnd(line, n);
      if (end < 0) bail();
      const key = keyText(line.slice(n, end));
      if (Object.prototype.hasOwnProperty.call(out, key)) bail(); // duplicate key: let the library report it
      let from = end + 1;
      while (line.charCodeAt(from) === 32) from++;
      const rest = from < line.length ? line.slice(from) : '';
      let value: unknown;
      if (rest === '' || rest.startsWith('#')) {
        this.i++;
        const j = this.next();
        const nl = j < this.lines.length ? this.lines[j]! : '';
        const ni = j < this.lines.length ? this.indent(j) : -1;
        value = ni > n ? this.block(ni) : ni === n && isDash(nl, n) ? this.seq(n) : null;
      } else value = this.inline(rest, n);
      // defineProperty only where needed: "__proto__" must stay plain data, as in JSON.parse.
      if (key === '__proto__')
        Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      else out[key] = value;
    }
    return out;
  }

  /** A value that starts on the current line after `key:` or `- `: a literal block, `{}`, `[]` or a scalar. */
  inline(rest: string, n: number): unknown {
    if (rest[0] === '|') return this.literal(rest, n);
    if (rest === '{}' || rest === '[]') {
      this.i++;
      return rest === '{}' ? {} : [];
    }
    return this.scalar(rest, n);
  }

  /** A scalar starting on the current line after a key or dash; may continue on more-indented lines. */
  scalar(first: string, n: number): unknown {
    const c = first[0]!;
    if ('&*!|>%@`{[],?'.includes(c) || (c === ':' && first[1] === ' ')) bail();
    if (c === '"' || c === "'") return this.quoted(first, n, c);
    let text = first.replace(/\s+#.*$/, '');
    if (/: |:$/.test(text)) bail();
    this.i++;
    const cont = this.continuation(n);
    if (!cont.length) return resolvePlain(text.trimEnd());
    for (const l of cont) if (l !== '' && (/: |:$| #/.test(l) || l.startsWith('#'))) bail();
    text = fold([text.trimEnd(), ...cont]);
    return text; // a multi-line plain scalar is always a string
  }

  /** The following lines that belong to a scalar: more indented than `n`, or blank inside it. */
  continuation(n: number): string[] {
    const out: string[] = [];
    let j = this.i;
    while (j < this.lines.length) {
      const l = this.lines[j]!;
      if (l.trim() === '') out.push('');
      else if (indentOf(l) > n) out.push(l.trim());
      else break;
      j++;
    }
    while (out.length && out[out.length - 1] === '') out.pop();
    this.i += out.length;
    return out;
  }

  quoted(first: string, n: number, q: string): string {
    const parts = [first.slice(1)];
    let closed = closeAt(parts[0]!, q);
    this.i++;
    while (closed < 0) {
      if (this.i >= this.lines.length) bail();
      const l = this.lines[this.i]!;
      if (l.trim() !== '' && indentOf(l) <= n) bail();
      parts.push(l.trim());
      closed = closeAt(parts[parts.length - 1]!, q);
      this.i++;
    }
    const last = parts[parts.length - 1]!;
    if (!/^\s*(#.*)?$/.test(last.slice(closed + 1))) bail();
    parts[parts.length - 1] = last.slice(0, closed);
    if (q === "'")
      return fold(
        parts.map((p, i) => (i < parts.length - 1 ? p.trimEnd() : p)),
        true,
      ).replace(/''/g, "'");
    return unescapeDouble(parts);
  }

  literal(header: string, n: number): string {
    const m = /^\|([-+]?)(\s+#.*)?$/.exec(header);
    if (!m) bail(); // indentation indicators and folded blocks: leave them to the library
    this.i++;
    const body: string[] = [];
    let indent = -1;
    while (this.i < this.lines.length) {
      const l = this.lines[this.i]!;
      if (l.trim() === '') {
        body.push(l);
        this.i++;
        continue;
      }
      const ind = indentOf(l);
      if (ind <= n || (indent >= 0 && ind < indent)) break;
      if (indent < 0) indent = ind;
      body.push(l);
      this.i++;
    }
    if (indent < 0) return '';
    const text = body.map((l) => (l.trim() === '' && l.length <= indent ? '' : l.slice(indent)));
    const chomp = m![1];
    let end = text.length;
    while (end > 0 && text[end - 1] === '') end--;
    const core = text.slice(0, end).join('\n');
    if (chomp === '-') return core;
    if (chomp === '+') return core + '\n'.repeat(text.length - end + 1);
    return core + '\n';
  }
}

export interface FastDoc {
  value: unknown;
  /** 1-based line of the document's first content. */
  line: number;
  /** Lines of the items of a top-level `items:` sequence (a List). */
  itemLines?: number[];
}

/** The documents of kubectl-style YAML, or undefined when the text needs the full YAML library. */
export function parseKubectlYaml(text: string): FastDoc[] | undefined {
  if (text.includes('\r') || text.charCodeAt(0) === 0xfeff) return undefined;
  const all = text.split('\n');
  const docs: FastDoc[] = [];
  const seqLines = new WeakMap<unknown[], number[]>();
  try {
    let start = 0;
    for (let i = 0; i <= all.length; i++) {
      const l = all[i];
      const boundary = l === undefined || /^---(\s|$)/.test(l) || /^\.\.\.(\s|$)/.test(l);
      if (l !== undefined && /^%/.test(l)) bail();
      if (!boundary) continue;
      if (l !== undefined && !/^(---|\.\.\.)\s*(#.*)?$/.test(l)) bail();
      const lines = all.slice(start, i);
      start = i + 1;
      if (lines.every(isBlank)) continue;
      const r = new Reader(lines, start - lines.length, seqLines);
      const first = r.next();
      const value = r.block(0);
      if (r.next() < lines.length) bail(); // something the grammar above did not consume
      const items = (value as { items?: unknown } | null)?.items;
      const itemLines = Array.isArray(items) ? seqLines.get(items) : undefined;
      docs.push({ value, line: r.firstLine + first, ...(itemLines && { itemLines }) });
    }
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
  return docs;
}

/**
 * One item of a top-level sequence (`- …` at column 0 and the lines under it, as in a List's `items:`), read as
 * `parseKubectlYaml` reads it inside the whole document; undefined when it needs the full YAML library.
 * @param firstLine the 1-based line of the item's dash
 */
export function parseKubectlYamlItem(lines: string[], firstLine: number): { value: unknown } | undefined {
  try {
    const r = new Reader(lines, firstLine, new WeakMap());
    const seq = r.seq(0);
    if (seq.length !== 1 || r.next() < lines.length) bail();
    return { value: seq[0] };
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}
