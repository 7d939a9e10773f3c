import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../registry';
import { commandReference } from './commandTable';
import { formattedReadme } from './formattedReadme';

describe('the README’s command reference', () => {
  it('is the one the declarations make (run npm run docs:commands after changing a command)', async () => {
    const path = join(process.cwd(), 'README.md');
    const readme = readFileSync(path, 'utf8');
    expect(
      (await formattedReadme(readme, path)) === readme,
      'README.md is stale: run npm run docs:commands',
    ).toBe(true);
  });

  it('has a row per declared command, with its synopsis (pipes escaped) and options', () => {
    const table = commandReference().split('\n');
    expect(table).toHaveLength(COMMANDS.commands.length + 2);
    expect(table).toContain(
      '| read | `kubectl get svc\\|endpointslices\\|pods\\|events[,…] [NAME…] [-n NS \\| -A] [-o yaml\\|json\\|wide\\|name] [-l SELECTOR] [--show-labels]` | list objects at the playhead, or print them whole | `-A` `-o` `-l` `--field-selector` `--show-labels` `--no-headers` |',
    );
    // Every row has the same four cells (an unescaped pipe would split one).
    for (const row of table) expect(row.split(/(?<!\\)\|/).length, row).toBe(6);
  });
});
