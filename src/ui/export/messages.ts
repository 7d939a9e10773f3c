import type { Messages } from '../i18n/en';

/** The Export dialog's words (in the app's catalogs, src/ui/i18n/en.ts and zh.ts). */
export type ExportMessages = Messages['exporter'];

/** Replaces `{name}` with params[name] (see fillTemplate: the one filler of every catalog). */
export { fillTemplate as fill } from '../../scenario/fillTemplate';

/** A byte count as people read it: 812 B, 14.2 kB, 3.4 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
