import type { ScanResult } from '../scanResult';

/** The result object itself (schema `nonroutable-scan/v1`, documented in README.md). */
export function renderJson(r: ScanResult): string {
  return JSON.stringify(r, null, 2);
}
