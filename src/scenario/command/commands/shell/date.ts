import { defineCommand } from '../../decl';
import { ansiDate } from '../common';

export const date = defineCommand({
  path: ['date'],
  synopsis: 'date [+%s]',
  summary: {
    en: 'the simulated wall clock at the playhead (+%s: epoch seconds, as $(date +%s))',
    zh: '播放头时刻的模拟时钟（+%s：Unix 秒数，即 $(date +%s)）',
  },
  group: 'text',
  args: [{ name: '+FORMAT', optional: true, complete: () => ['+%s'] }],
  flags: [
    {
      long: 'utc',
      short: 'u',
      kind: 'bool',
      help: { en: 'UTC (it always is here)', zh: 'UTC（这里总是 UTC）' },
    },
  ],
  examples: ['date', 'date +%s'],
  run(p, ctx) {
    const format = p.args[0];
    if (format === undefined) return { stdout: ansiDate(ctx.now, 'UTC') };
    if (format === '+%s') return { stdout: String(Math.floor(ctx.now / 1000)) };
    const iso = new Date(ctx.now).toISOString();
    // The few formats a transcript is likely to use; anything else is printed as date would not.
    const fields: Record<string, string> = {
      '%Y': iso.slice(0, 4),
      '%m': iso.slice(5, 7),
      '%d': iso.slice(8, 10),
      '%H': iso.slice(11, 13),
      '%M': iso.slice(14, 16),
      '%S': iso.slice(17, 19),
      '%s': String(Math.floor(ctx.now / 1000)),
      '%%': '%',
    };
    if (!format.startsWith('+')) return { stderr: `date: invalid date ‘${format}’`, exit: 1 };
    return { stdout: format.slice(1).replace(/%[YmdHMSs%]/g, (f) => fields[f]!) };
  },
});
