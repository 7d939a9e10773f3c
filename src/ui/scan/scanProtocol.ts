import type { InputProblem } from '../../scan/inputError';
import type { ScanResult } from '../../scan/scanResult';

/** What the page asks the scan worker: files (Blobs stay unread until the worker reads them) or pasted text. */
export interface ScanRequest {
  inputs: { name: string; blob: Blob }[];
  ciliumVersion?: string;
}

/** An input problem as plain data (Errors do not survive postMessage with their fields). */
export interface ScanProblem {
  file: string;
  line?: number;
  column?: number;
  code: InputProblem;
  detail?: string;
  /** The English message, for problems the page has no words for. */
  message: string;
}

export type ScanReply =
  | { type: 'progress'; file: string; done: number; total: number }
  | { type: 'result'; result: ScanResult }
  | { type: 'problem'; problem: ScanProblem };
