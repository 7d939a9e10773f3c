import { defineCommand } from '../../decl';
import {
  asOutput,
  fileNames,
  filePath,
  readFile,
  removeFile,
  writeFile,
  type Workspace,
} from '../../workspace';
import { ansiDate, files } from '../common';

export const cat = defineCommand({
  path: ['cat'],
  synopsis: "cat [FILE…]  ·  cat <<'EOF' > FILE",
  summary: {
    en: 'print files (or the piped input: a here-document into a file)',
    zh: '输出文件内容（或管道输入：用 here-document 写入文件）',
  },
  group: 'files',
  args: [{ name: 'FILE', optional: true, many: true, complete: files }],
  flags: [{ long: 'number', short: 'n', kind: 'bool', help: { en: 'number the lines', zh: '输出行号' } }],
  examples: ['cat test.yaml', "cat <<'EOF' > hello.txt\nhello\nEOF"],
  run(p, ctx) {
    const out: string[] = [];
    const errors: string[] = [];
    for (const name of p.args.length ? p.args : ['-']) {
      const text = name === '-' ? (ctx.stdin ?? '') : readFile(ctx.files, name);
      if (text === undefined) errors.push(`cat: ${name}: No such file or directory`);
      else out.push(asOutput(text));
    }
    let stdout = out.join('\n');
    if (p.flags.number === true)
      stdout = stdout
        .split('\n')
        .map((l, i) => `${String(i + 1).padStart(6)}\t${l}`)
        .join('\n');
    return { stdout, stderr: errors.join('\n') };
  },
});

export const echo = defineCommand({
  path: ['echo'],
  synopsis: 'echo [-n] [TEXT…]',
  summary: { en: 'print the words (with > FILE: write a file)', zh: '输出文字（配合 > FILE：写入文件）' },
  group: 'files',
  args: [{ name: 'TEXT', optional: true, many: true }],
  flags: [{ long: 'n', short: 'n', kind: 'bool', help: { en: 'no final newline', zh: '末尾不换行' } }],
  examples: ['echo hello > hello.txt'],
  run: (p) => ({ stdout: p.args.join(' ') }),
});

const LONG = {
  long: 'long',
  short: 'l',
  kind: 'bool',
  help: { en: 'size and time of each file', zh: '显示每个文件的大小和时间' },
} as const;

export const ls = defineCommand({
  path: ['ls'],
  synopsis: 'ls [-l] [FILE…]',
  summary: { en: 'the session’s files', zh: '本会话中的文件' },
  group: 'files',
  args: [{ name: 'FILE', optional: true, many: true, complete: files }],
  flags: [
    LONG,
    {
      long: 'all',
      short: 'a',
      kind: 'bool',
      help: { en: 'ignored (no hidden files)', zh: '忽略（没有隐藏文件）' },
    },
  ],
  examples: ['ls', 'ls -l'],
  run(p, ctx) {
    const names = p.args.length ? p.args : fileNames(ctx.files);
    const errors = names
      .filter((n) => readFile(ctx.files, n) === undefined)
      .map((n) => `ls: cannot access '${n}': No such file or directory`);
    const shown = names.filter((n) => readFile(ctx.files, n) !== undefined);
    if (p.flags.long !== true) return { stdout: shown.join('\n'), stderr: errors.join('\n') };
    const rows = shown.map((n) => {
      const f = ctx.files[filePath(n)]!;
      const size = String(new TextEncoder().encode(f.text).length);
      return `-rw-r--r-- 1 root root ${size.padStart(5)} ${ansiDate(f.mtime).slice(4, 16)} ${n}`;
    });
    return { stdout: [`total ${shown.length * 4}`, ...rows].join('\n'), stderr: errors.join('\n') };
  },
});

export const rm = defineCommand({
  path: ['rm'],
  synopsis: 'rm [-f] FILE…',
  summary: { en: 'remove files of the session', zh: '删除本会话中的文件' },
  group: 'files',
  args: [{ name: 'FILE', many: true, complete: files }],
  flags: [
    {
      long: 'force',
      short: 'f',
      kind: 'bool',
      help: { en: 'no error for a missing file', zh: '文件不存在时不报错' },
    },
  ],
  examples: ['rm test.yaml'],
  run(p, ctx) {
    let ws: Workspace = ctx.files;
    const errors: string[] = [];
    for (const n of p.args) {
      if (readFile(ws, n) === undefined) {
        if (p.flags.force !== true) errors.push(`rm: cannot remove '${n}': No such file or directory`);
      } else ws = removeFile(ws, n);
    }
    return { files: ws, stderr: errors.join('\n') };
  },
});

export const touch = defineCommand({
  path: ['touch'],
  synopsis: 'touch FILE…',
  summary: { en: 'create empty files', zh: '创建空文件' },
  group: 'files',
  args: [{ name: 'FILE', many: true, complete: files }],
  flags: [],
  examples: ['touch notes.txt'],
  run(p, ctx) {
    let ws: Workspace = ctx.files;
    for (const n of p.args) ws = writeFile(ws, n, readFile(ws, n) ?? '', ctx.now);
    return { files: ws };
  },
});
