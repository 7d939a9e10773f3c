/**
 * Line breaking for text drawn into exported SVGs, without a DOM (the CLI renders the same pictures in Node):
 * widths are estimated per character, generously, so a line never runs past its box in common fonts.
 */

import { runWidth, WIDE } from '../../text/textWidth';

export { runWidth };

/** A run of text on a line; `code` runs are drawn in the monospace font (the catalogs' backtick spans). */
export interface Run {
  text: string;
  code: boolean;
}

/** Splits catalog text at backticks into plain and code runs. */
export function toRuns(text: string): Run[] {
  return text
    .split('`')
    .map((t, i) => ({ text: t, code: i % 2 === 1 }))
    .filter((r) => r.text);
}

/** Break opportunities: after spaces and around CJK characters (long words are cut later, at / or -). */
function atoms(run: Run): string[] {
  const out: string[] = [];
  let cur = '';
  for (const ch of run.text) {
    if (WIDE.test(ch)) {
      if (cur) out.push(cur);
      out.push(ch);
      cur = '';
      continue;
    }
    cur += ch;
    if (ch === ' ') {
      out.push(cur);
      cur = '';
    }
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * Wraps runs into lines of at most `width` px at `font` px, at most `maxLines` lines (the last one ends with
 * "…" if text was left over). Leading spaces of a line are dropped.
 */
export function wrapRuns(
  runs: Run[],
  width: number,
  font: number,
  maxLines = Infinity,
  bold = false,
): Run[][] {
  const lines: Run[][] = [[]];
  let used = 0;
  const push = (text: string, code: boolean) => {
    const line = lines[lines.length - 1]!;
    const last = line[line.length - 1];
    if (last && last.code === code) last.text += text;
    else line.push({ text, code });
  };
  const place = (atom: string, code: boolean) => {
    let w = runWidth(atom, code, font, bold);
    if (used + w > width && used > 0) {
      lines.push([]);
      used = 0;
      atom = atom.replace(/^ +/, '');
      w = runWidth(atom, code, font, bold);
    }
    push(atom, code);
    used += w;
  };
  for (const run of runs) {
    for (const atom of atoms(run)) {
      if (runWidth(atom, run.code, font, bold) <= width) {
        place(atom, run.code);
        continue;
      }
      // Wider than a whole line: cut after / and - (paths, names), and by characters if still too wide.
      for (const part of atom.split(/(?<=[/-])/)) {
        let rest = part;
        while (runWidth(rest, run.code, font, bold) > width && rest.length > 1) {
          let k = 1;
          while (k < rest.length && runWidth(rest.slice(0, k + 1), run.code, font, bold) <= width) k++;
          place(rest.slice(0, k), run.code);
          rest = rest.slice(k);
        }
        place(rest, run.code);
      }
    }
  }
  const trimmed = lines.filter((l) => l.some((r) => r.text.trim()));
  if (trimmed.length <= maxLines) return trimmed;
  const kept = trimmed.slice(0, maxLines);
  const last = kept[kept.length - 1]!;
  const tail = last[last.length - 1]!;
  tail.text = tail.text.replace(/\s*\S{0,3}$/, '') + '…';
  return kept;
}
