import { format, resolveConfig } from 'prettier';
import { updateReadme } from './commandTable';

/**
 * The README with the declarations' command reference, formatted by Prettier with the repository's settings
 * (so that `npm run lint` and the freshness test agree on one text). Build tooling: Node only.
 */
export async function formattedReadme(readme: string, path: string): Promise<string> {
  const config = (await resolveConfig(path)) ?? {};
  return format(updateReadme(readme), { ...config, filepath: path });
}
