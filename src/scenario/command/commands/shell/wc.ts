import { defineCommand } from '../../decl';
import { readFile } from '../../workspace';
import { files } from '../common';

export const wc = defineCommand({
  path: ['wc'],
  synopsis: 'wc [-l] [-w] [-c] [FILE]',
  summary: { en: 'count lines, words and bytes', zh: '统计行数、词数和字节数' },
  group: 'text',
  args: [{ name: 'FILE', optional: true, complete: files }],
  flags: [
    { long: 'lines', short: 'l', kind: 'bool', help: { en: 'lines', zh: '行数' } },
    { long: 'words', short: 'w', kind: 'bool', help: { en: 'words', zh: '词数' } },
    { long: 'bytes', short: 'c', kind: 'bool', help: { en: 'bytes', zh: '字节数' } },
  ],
  examples: ['kubectl get svc -A | wc -l'],
  run(p, ctx) {
    const name = p.args[0];
    // Piped output ends with the newline the terminal would have printed.
    const raw = name === undefined ? (ctx.stdin ? `${ctx.stdin}\n` : '') : readFile(ctx.files, name);
    if (raw === undefined) return { stderr: `wc: ${name}: No such file or directory`, exit: 1 };
    const counts = {
      lines: (raw.match(/\n/g) ?? []).length,
      words: raw.split(/\s+/).filter(Boolean).length,
      bytes: new TextEncoder().encode(raw).length,
    };
    const asked = (['lines', 'words', 'bytes'] as const).filter((k) => p.flags[k] === true);
    const shown = asked.length ? asked : (['lines', 'words', 'bytes'] as const);
    const cells = shown.map((k) => String(counts[k]));
    const width = shown.length > 1 || name !== undefined ? Math.max(...cells.map((c) => c.length)) : 0;
    return {
      stdout: [...cells.map((c) => c.padStart(width)), ...(name !== undefined ? [name] : [])].join(' '),
    };
  },
});
