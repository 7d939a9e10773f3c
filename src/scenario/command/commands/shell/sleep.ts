import { defineCommand } from '../../decl';

export const sleep = defineCommand({
  path: ['sleep'],
  synopsis: 'sleep SECONDS',
  summary: {
    en: 'let simulated time pass: the playhead moves on (to the last step by then)',
    zh: '让模拟时间流逝：播放头向后移动（移到那时为止的最后一步）',
  },
  group: 'app',
  args: [{ name: 'SECONDS', complete: () => ['1', '10', '60'] }],
  flags: [],
  examples: ['sleep 10'],
  run(p) {
    const arg = p.args[0]!;
    const m = /^(\d+(?:\.\d+)?)(s|m)?$/.exec(arg);
    if (!m) return { stderr: `sleep: invalid time interval ‘${arg}’`, exit: 1 };
    return { wait: Math.round(Number(m[1]) * (m[2] === 'm' ? 60_000 : 1000)) };
  },
});
