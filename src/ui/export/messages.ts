import type { Messages } from '../i18n/en';

/** The Export dialog's words (in the app's catalogs, src/ui/i18n/en.ts and zh.ts). */
export type ExportMessages = Messages['exporter'];

/** Replaces `{name}` with params[name]. */
export function fill(template: string, params: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => (params[k] === undefined ? '' : String(params[k])));
}

/** A byte count as people read it: 812 B, 14.2 kB, 3.4 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
