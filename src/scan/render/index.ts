import type { ScanResult } from '../scanResult';
import { renderJson } from './json';
import { renderJunit } from './junit';
import { renderSarif, type SarifOptions } from './sarif';
import { renderText } from './text';

export const SCAN_FORMATS = ['text', 'json', 'sarif', 'junit'] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];

/** Renders one result in any format: the formats differ in shape only, never in what they found. */
export function renderScan(
  r: ScanResult,
  format: ScanFormat,
  opts: { replayHint?: string } & SarifOptions = {},
): string {
  switch (format) {
    case 'text':
      return renderText(r, opts);
    case 'json':
      return renderJson(r);
    case 'sarif':
      return renderSarif(r, opts);
    case 'junit':
      return renderJunit(r);
  }
}
