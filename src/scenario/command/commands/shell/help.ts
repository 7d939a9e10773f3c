import { defineCommand } from '../../decl';

export const help = defineCommand({
  path: ['help'],
  synopsis: 'help [COMMAND]',
  summary: {
    en: 'what the model understands; help COMMAND (or COMMAND --help) for one command',
    zh: '模型能理解的命令；help 命令名（或 命令名 --help）查看单个命令',
  },
  group: 'app',
  args: [{ name: 'COMMAND', optional: true, many: true }],
  flags: [],
  examples: ['help', 'help kubectl patch', 'kubectl get --help'],
  // The runner resolves the words to a command through the registry (it knows every declaration).
  run: (p) => ({ help: p.args.length ? { kind: 'command', path: p.args } : { kind: 'all' } }),
});
