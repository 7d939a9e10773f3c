// Rewrites the README's command reference from the command declarations (src/scenario/command/registry.ts),
// formatted as Prettier formats the rest of the README (it aligns table columns).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formattedReadme } from '../src/scenario/command/docs/formattedReadme';

const path = fileURLToPath(new URL('../README.md', import.meta.url));
const before = readFileSync(path, 'utf8');
const after = await formattedReadme(before, path);
if (after === before) console.log('README.md: the command reference is up to date');
else {
  writeFileSync(path, after);
  console.log('README.md: command reference rewritten');
}
