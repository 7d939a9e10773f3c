import { create } from 'zustand';
import type { Problem, ValidationError } from '../scenario/problems';

/**
 * Messages for the person, as data: each language words them (a Chinese alert never wraps English).
 * `fileOpened` is good news (a status); the others are warnings (alerts).
 */
export type AppNotice =
  | { kind: 'linkError'; problem: Problem }
  | { kind: 'outcomeMismatch'; title: string; expected: string; now: string }
  | { kind: 'fileError'; name: string; errors: readonly ValidationError[] }
  | { kind: 'fileOpened'; name: string }
  | { kind: 'draftsQuarantined'; count: number; first: ValidationError };

interface NoticeState {
  notice: AppNotice | null;
  show: (n: AppNotice) => void;
  dismiss: () => void;
}

export const useNoticeStore = create<NoticeState>()((set) => ({
  notice: null,
  show: (notice) => set({ notice }),
  dismiss: () => set({ notice: null }),
}));

export const showNotice = (n: AppNotice) => useNoticeStore.getState().show(n);
