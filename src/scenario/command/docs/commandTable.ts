import type { CommandGroup } from '../decl';
import { COMMANDS } from '../registry';

const BEGIN =
  '<!-- commands:begin — generated from the declarations by `npm run docs:commands`; do not edit -->';
const END = '<!-- commands:end -->';

const KIND: Record<CommandGroup, string> = {
  read: 'read',
  write: 'write',
  files: 'file',
  text: 'text',
  app: 'app',
};

/** A table cell: code spans keep their text, but a pipe would end the cell (GFM), so it is escaped. */
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The README's command reference: one row per declared command, in the order `help` lists them. */
export function commandReference(): string {
  const rows = COMMANDS.commands.map((d) => {
    const opts = d.flags
      .map((f) => `\`${f.short ? `-${f.short}` : f.long.length === 1 ? `-${f.long}` : `--${f.long}`}\``)
      .join(' ');
    return `| ${KIND[d.group]} | \`${cell(d.synopsis)}\` | ${cell(d.summary.en)} | ${opts} |`;
  });
  return ['| kind | command | what it does | options |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The README with its command reference replaced by the one the declarations make now. */
export function updateReadme(readme: string): string {
  const a = readme.indexOf(BEGIN);
  const b = readme.indexOf(END);
  if (a < 0 || b < a) throw new Error(`README.md has no ${BEGIN} … ${END} block`);
  return `${readme.slice(0, a)}${BEGIN}\n${commandReference()}\n${readme.slice(b)}`;
}
