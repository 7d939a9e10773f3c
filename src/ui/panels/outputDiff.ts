import { lineDiff } from './lineDiff';

/** Durations that only tick between steps (AGE, Since, LAST SEEN): `8s`, `4m20s`, `1m0.03s`, `11d`. */
const CLOCK = /(?<![\w.:/-])\d+(?:\.\d+)?(?:ms|µs|[smhd])(?:\d+(?:\.\d+)?(?:ms|µs|[smhd]))*(?![\w.:/-])/g;

/** A line as compared between steps: clocks blanked, runs of spaces (column padding) collapsed. */
export const comparable = (line: string) => comparableText(line);

/**
 * A whole output as compared between steps, line by line as `comparable` does, in three passes over the text
 * (not two regular expressions per line: a 10,000-row table is diffed at every step).
 */
export const comparableText = (text: string) =>
  text
    .replace(CLOCK, '⏱')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ (?=\n|$)/g, '');

/** An output's text and, computed once, its comparable form (see terminalOutputs). */
export interface DiffSide {
  text: string;
  comparable: string;
}

export interface OutputLine {
  text: string;
  kind: 'same' | 'add' | 'del';
}

/**
 * What changed in a command output since the previous step: the current lines marked new or unchanged, and
 * the lines that disappeared (kept, marked removed, where they were). A line whose only change is a ticking
 * clock or column padding counts as unchanged.
 */
export function diffOutput(before: string | undefined, after: string): OutputLine[] {
  const side = (text: string) => ({ text, comparable: comparableText(text) });
  return diffSides(before === undefined ? undefined : side(before), side(after));
}

/** diffOutput of outputs whose comparable forms are already known. */
export function diffSides(before: DiffSide | undefined, after: DiffSide): OutputLine[] {
  const cur = after.text.split('\n');
  if (before === undefined) return cur.map((text) => ({ text, kind: 'same' }));
  const prev = before.text.split('\n');
  const d = lineDiff(before.comparable, after.comparable);
  const out: OutputLine[] = [];
  let i = 0;
  let j = 0;
  for (const x of d) {
    if (x.kind === 'same') {
      out.push({ text: cur[j++]!, kind: 'same' });
      i++;
    } else if (x.kind === 'del') out.push({ text: prev[i++]!, kind: 'del' });
    else out.push({ text: cur[j++]!, kind: 'add' });
  }
  return out;
}
