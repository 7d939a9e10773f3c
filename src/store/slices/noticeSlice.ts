import type { Problem, ValidationError } from '../../scenario/problems';
import type { SliceCreator } from './types';

/**
 * Messages for the person, as data: each language words them (a Chinese alert never wraps English).
 * `fileOpened` is good news (a status); the others are warnings (alerts). `text` is already worded (an
 * exported picture's problem, phrased by the export module's own messages).
 */
export type AppNotice =
  | { kind: 'linkError'; problem: Problem }
  /**
   * A link cut off at its end, opened without its damaged last parameter `param`; `kept` are the parameters
   * it opened with; `outcomeChecked` whether it still had an outcome check (that matched) to compare against.
   */
  | { kind: 'linkTrimmed'; param: string; problem: Problem; kept: string[]; outcomeChecked: boolean }
  | { kind: 'outcomeMismatch'; title: string; expected: string; now: string }
  | { kind: 'fileError'; name: string; errors: readonly ValidationError[] }
  | { kind: 'fileOpened'; name: string }
  | { kind: 'draftsQuarantined'; count: number; first: ValidationError }
  | { kind: 'text'; text: string }
  /** A simulation was stopped (Cancel) or failed; the view still shows `showing`. */
  | { kind: 'simulationCancelled'; title: string; showing: string }
  | { kind: 'simulationFailed'; title: string; detail: string; showing: string };

/** The one message bar above the page (a newer message replaces the older). */
export interface NoticeSlice {
  notice: AppNotice | null;
  showNotice: (n: AppNotice) => void;
  dismissNotice: () => void;
}

export const createNoticeSlice: SliceCreator<NoticeSlice> = (set) => ({
  notice: null,
  showNotice: (notice) => set({ notice }),
  dismissNotice: () => set({ notice: null }),
});
