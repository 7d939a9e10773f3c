/** The Labs dock's buttons: the tour's look, at least 24 px tall (a touch target). */
export const LAB_BUTTON =
  'min-h-[24px] rounded-md border border-slate-400 px-3 py-1.5 text-sm hover:bg-slate-200 disabled:opacity-40 dark:border-slate-500 dark:hover:bg-slate-800';
