import { defineCommand } from '../../decl';
import { readFile } from '../../workspace';
import { files } from '../common';
import { linesOf } from './text';

const b = (long: string, short: string, en: string, zh: string) =>
  ({ long, short, kind: 'bool', help: { en, zh } }) as const;

/** A basic regular expression's syntax in JavaScript's: `\|`, `\(`, `\)`, `\{`, `\}` are the operators. */
function fromBasic(p: string): string {
  return p.replace(/\\([|(){}+?])|([|(){}+?])/g, (_, op: string | undefined, lit: string | undefined) =>
    op ? op : `\\${lit}`,
  );
}

export const grep = defineCommand({
  path: ['grep'],
  synopsis: 'grep [-v] [-i] [-E|-F] [-c] [-n] [-w] [-A N] [-B N] PATTERN [FILE…]',
  summary: {
    en: 'the lines that match (of the piped output, or of files)',
    zh: '筛选匹配的行（管道输出或文件中的）',
  },
  group: 'text',
  args: [{ name: 'PATTERN' }, { name: 'FILE', optional: true, many: true, complete: files }],
  flags: [
    b('invert-match', 'v', 'the lines that do not match', '不匹配的行'),
    b('ignore-case', 'i', 'ignore case', '忽略大小写'),
    b('extended-regexp', 'E', 'PATTERN is an extended regular expression', 'PATTERN 是扩展正则表达式'),
    b('fixed-strings', 'F', 'PATTERN is a plain string', 'PATTERN 是普通字符串'),
    b('count', 'c', 'how many lines match', '匹配的行数'),
    b('line-number', 'n', 'number the lines', '输出行号'),
    b('word-regexp', 'w', 'match whole words', '整词匹配'),
    {
      long: 'after-context',
      short: 'A',
      kind: 'int',
      value: 'N',
      help: { en: 'N lines after each match', zh: '每个匹配后再输出 N 行' },
    },
    {
      long: 'before-context',
      short: 'B',
      kind: 'int',
      value: 'N',
      help: { en: 'N lines before each match', zh: '每个匹配前再输出 N 行' },
    },
  ],
  examples: ['kubectl -n default get svc | grep test', 'kubectl get svc -A | grep -v kube-system'],
  run(p, ctx) {
    const [pattern = '', ...names] = p.args;
    const f = p.flags;
    let source: string;
    try {
      const body =
        f['fixed-strings'] === true
          ? pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          : f['extended-regexp'] === true
            ? pattern
            : fromBasic(pattern);
      source = f['word-regexp'] === true ? `(?<![\\w])(?:${body})(?![\\w])` : body;
      new RegExp(source);
    } catch {
      return { stderr: `grep: Unmatched ( or \\(`, exit: 2 };
    }
    const re = new RegExp(source, f['ignore-case'] === true ? 'i' : '');
    const inputs: { name?: string; text: string }[] = [];
    const errors: string[] = [];
    if (!names.length) inputs.push({ text: ctx.stdin ?? '' });
    for (const n of names) {
      const text = readFile(ctx.files, n);
      if (text === undefined) errors.push(`grep: ${n}: No such file or directory`);
      else inputs.push({ name: names.length > 1 ? n : undefined, text });
    }
    const out: string[] = [];
    let matched = 0;
    for (const input of inputs) {
      const lines = linesOf(input.text.replace(/\n$/, ''));
      const hits = lines.map((l) => re.test(l) !== (f['invert-match'] === true));
      matched += hits.filter(Boolean).length;
      if (f.count === true) {
        out.push(`${input.name ? `${input.name}:` : ''}${hits.filter(Boolean).length}`);
        continue;
      }
      const after = typeof f['after-context'] === 'number' ? f['after-context'] : 0;
      const before = typeof f['before-context'] === 'number' ? f['before-context'] : 0;
      const show = lines.map(
        (_, i) =>
          hits.slice(Math.max(0, i - after), i + 1).some(Boolean) ||
          hits.slice(i, i + before + 1).some(Boolean),
      );
      lines.forEach((l, i) => {
        if (show[i])
          out.push(
            `${input.name ? `${input.name}:` : ''}${f['line-number'] === true ? `${i + 1}:` : ''}${l}`,
          );
      });
    }
    return { stdout: out.join('\n'), stderr: errors.join('\n'), exit: errors.length ? 2 : matched ? 0 : 1 };
  },
});
