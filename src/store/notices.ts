import { useAppStore } from './appStore';

export type { AppNotice } from './slices/noticeSlice';

/** Shows a message above the page (see `NoticeSlice`). */
export const showNotice: (n: import('./slices/noticeSlice').AppNotice) => void = (n) =>
  useAppStore.getState().showNotice(n);
