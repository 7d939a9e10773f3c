/** The timeline's control buttons (TimelineControls, PlayButton). */
export const CONTROL_BUTTON =
  'rounded-md border border-slate-400 px-2.5 py-1 text-sm hover:bg-slate-200 disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800';
