import { defineCommand, type Parsed, type RunContext, type RunResult } from '../../decl';
import { files } from '../common';
import { inputLines } from './text';

const LINES = {
  long: 'lines',
  short: 'n',
  kind: 'string',
  value: 'N',
  help: { en: 'how many lines (tail: +N starts at line N)', zh: '行数（tail 中 +N 表示从第 N 行开始）' },
} as const;

/** head and tail: the first or last N lines (10 by default) of the pipe or a file. */
function ends(p: Parsed, ctx: RunContext, which: 'head' | 'tail'): RunResult {
  const n = p.flags.lines;
  const text = String(n ?? '10');
  const from = which === 'tail' && text.startsWith('+');
  if (!/^[+-]?\d+$/.test(text)) return { stderr: `${which}: invalid number of lines: ‘${text}’`, exit: 1 };
  const count = Math.abs(Number(text));
  const input = inputLines(p.args[0], ctx, (name) => ({
    stderr: `${which}: cannot open '${name}' for reading: No such file or directory`,
    exit: 1,
  }));
  if (!input.ok) return input.result;
  const lines = input.lines;
  // `head -n -N`: all but the last N lines.
  const kept =
    which === 'head'
      ? text.startsWith('-')
        ? lines.slice(0, Math.max(0, lines.length - count))
        : lines.slice(0, count)
      : from
        ? lines.slice(Math.max(0, count - 1))
        : count === 0
          ? []
          : lines.slice(-count);
  return { stdout: kept.join('\n') };
}

export const head = defineCommand({
  path: ['head'],
  synopsis: 'head [-n N | -N] [FILE]',
  summary: { en: 'the first lines (10 by default)', zh: '前几行（默认 10 行）' },
  group: 'text',
  args: [{ name: 'FILE', optional: true, complete: files }],
  flags: [LINES],
  numberFlag: 'lines',
  examples: ['kubectl get events -A | head -n 5', 'cilium bpf lb list | head -3'],
  run: (p, ctx) => ends(p, ctx, 'head'),
});

export const tail = defineCommand({
  path: ['tail'],
  synopsis: 'tail [-n N | -N | -n +N] [FILE]',
  summary: { en: 'the last lines (10 by default)', zh: '最后几行（默认 10 行）' },
  group: 'text',
  args: [{ name: 'FILE', optional: true, complete: files }],
  flags: [LINES, { long: 'follow', short: 'f', kind: 'bool', help: { en: 'ignored', zh: '忽略' } }],
  numberFlag: 'lines',
  examples: ['kubectl get events -A | tail -n 3', 'cilium service list | tail -n +2'],
  run: (p, ctx) => ends(p, ctx, 'tail'),
});
