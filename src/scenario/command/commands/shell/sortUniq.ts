import { defineCommand } from '../../decl';
import { files } from '../common';
import { inputLines } from './text';

export const sort = defineCommand({
  path: ['sort'],
  synopsis: 'sort [-r] [-n] [-u] [FILE]',
  summary: { en: 'sort lines (byte order)', zh: '按字节顺序排序各行' },
  group: 'text',
  args: [{ name: 'FILE', optional: true, complete: files }],
  flags: [
    { long: 'reverse', short: 'r', kind: 'bool', help: { en: 'reverse the order', zh: '倒序' } },
    { long: 'numeric-sort', short: 'n', kind: 'bool', help: { en: 'compare as numbers', zh: '按数值比较' } },
    { long: 'unique', short: 'u', kind: 'bool', help: { en: 'drop repeated lines', zh: '去掉重复行' } },
  ],
  examples: ['kubectl get svc -A | sort -r'],
  run(p, ctx) {
    const input = inputLines(p.args[0], ctx, (name) => ({
      stderr: `sort: cannot read: ${name}: No such file or directory`,
      exit: 2,
    }));
    if (!input.ok) return input.result;
    const num = (l: string) => parseFloat(l) || 0;
    let lines = input.lines.sort((a, b) =>
      p.flags['numeric-sort'] === true
        ? num(a) - num(b) || (a < b ? -1 : a > b ? 1 : 0)
        : a < b
          ? -1
          : a > b
            ? 1
            : 0,
    );
    if (p.flags.unique === true) lines = lines.filter((l, i) => i === 0 || l !== lines[i - 1]);
    if (p.flags.reverse === true) lines.reverse();
    return { stdout: lines.join('\n') };
  },
});

export const uniq = defineCommand({
  path: ['uniq'],
  synopsis: 'uniq [-c] [FILE]',
  summary: { en: 'drop repeated adjacent lines', zh: '去掉相邻的重复行' },
  group: 'text',
  args: [{ name: 'FILE', optional: true, complete: files }],
  flags: [
    {
      long: 'count',
      short: 'c',
      kind: 'bool',
      help: { en: 'prefix each line with its count', zh: '每行前加上出现次数' },
    },
  ],
  examples: ['kubectl get events -A | sort | uniq -c'],
  run(p, ctx) {
    const input = inputLines(p.args[0], ctx, (n) => ({
      stderr: `uniq: ${n}: No such file or directory`,
      exit: 1,
    }));
    if (!input.ok) return input.result;
    const runs: { line: string; n: number }[] = [];
    for (const l of input.lines) {
      const last = runs.at(-1);
      if (last && last.line === l) last.n++;
      else runs.push({ line: l, n: 1 });
    }
    return {
      stdout: runs
        .map((r) => (p.flags.count === true ? `${String(r.n).padStart(7)} ${r.line}` : r.line))
        .join('\n'),
    };
  },
});
