/**
 * One command of a script or a paste: its first line (a `$ ` prompt stripped), continuation lines, and the
 * bodies of its here-documents. `text` is what the entry shows: exactly the lines typed.
 */
export interface ScriptUnit {
  text: string;
  /** The command line, continuations joined (a backslash-newline disappears, a newline in quotes stays). */
  line: string;
  /** Here-document bodies in the order of their `<<` (each line ends with a newline). */
  heredocs: { body: string; quoted: boolean; delimiter: string }[];
  /** Typing is not finished: a here-document still waits for its delimiter, or a quote is open. */
  incomplete?: 'heredoc' | 'quote';
}

interface LineScan {
  openQuote: boolean;
  backslashEnd: boolean;
  heredocs: { delimiter: string; quoted: boolean; stripTabs: boolean }[];
}

const WORD_END = /[\s;&|<>()]/;

/** Finds, outside quotes, whether a quote stays open, a trailing backslash, and every `<<DELIM`. */
export function scanLine(line: string): LineScan {
  const heredocs: LineScan['heredocs'] = [];
  let quote: string | null = null;
  let i = 0;
  while (i < line.length) {
    const ch = line[i]!;
    if (quote) {
      if (ch === quote) quote = null;
      else if (ch === '\\' && quote === '"') i++;
      i++;
      continue;
    }
    if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]!))) break;
    if (ch === '\\') {
      if (i === line.length - 1) return { openQuote: false, backslashEnd: true, heredocs };
      i += 2;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (line.startsWith('<<<', i)) {
      // A here-string: its word is on this line.
      i += 3;
      continue;
    } else if (ch === '<' && line[i + 1] === '<') {
      i += 2;
      const stripTabs = line[i] === '-';
      if (stripTabs) i++;
      while (line[i] === ' ' || line[i] === '\t') i++;
      let delimiter = '';
      let quoted = false;
      let q: string | null = null;
      for (; i < line.length && (q || !WORD_END.test(line[i]!)); i++) {
        const c = line[i]!;
        if (q) {
          if (c === q) q = null;
          else delimiter += c;
        } else if (c === "'" || c === '"') {
          q = c;
          quoted = true;
        } else if (c === '\\') {
          quoted = true;
          delimiter += line[++i] ?? '';
        } else delimiter += c;
      }
      if (delimiter) heredocs.push({ delimiter, quoted, stripTabs });
      continue;
    }
    i++;
  }
  return { openQuote: quote !== null, backslashEnd: false, heredocs };
}

const stripPrompt = (line: string) => line.replace(/^\s*\$ /, '');

/**
 * Splits a script or a multi-line paste into commands. Blank lines and `#` comment lines between commands
 * are skipped, a `$ ` prompt is stripped (a transcript copied from a write-up runs as is), a line ending in a
 * backslash or inside an open quote goes on on the next line, and a `<<DELIM` takes the lines up to `DELIM`.
 */
export function splitScript(script: string): ScriptUnit[] {
  const lines = script.replace(/\r\n?/g, '\n').split('\n');
  const units: ScriptUnit[] = [];
  let i = 0;
  while (i < lines.length) {
    const raw = lines[i]!;
    if (!raw.trim() || raw.trimStart().startsWith('#')) {
      i++;
      continue;
    }
    let line = stripPrompt(raw);
    const shown = [line];
    let scan = scanLine(line);
    let incomplete: ScriptUnit['incomplete'];
    while ((scan.openQuote || scan.backslashEnd) && i + 1 < lines.length) {
      const next = lines[++i]!;
      shown.push(next);
      line = scan.backslashEnd ? line.slice(0, -1) + next : `${line}\n${next}`;
      scan = scanLine(line);
    }
    if (scan.openQuote) incomplete = 'quote';
    if (scan.backslashEnd) line = line.slice(0, -1);
    i++;
    const heredocs = scan.heredocs.map((h) => {
      const body: string[] = [];
      let found = false;
      while (i < lines.length) {
        const l = lines[i++]!;
        shown.push(l);
        const text = h.stripTabs ? l.replace(/^\t+/, '') : l;
        // A pasted delimiter line often carries trailing blanks; bash would miss it, a reader would not.
        if (text.trimEnd() === h.delimiter) {
          found = true;
          break;
        }
        body.push(text);
      }
      if (!found) incomplete ??= 'heredoc';
      return { body: body.map((l) => `${l}\n`).join(''), quoted: h.quoted, delimiter: h.delimiter };
    });
    units.push({ text: shown.join('\n'), line, heredocs, ...(incomplete ? { incomplete } : {}) });
  }
  return units;
}
