import type { AppState } from '../../store/appStore';

/**
 * Whether the playhead is being dragged and the pointer has not rested since its last move (the panels other
 * than the stage still show the step they settled on). Mid-drag the stage holds its motion still: its pulses
 * and packet do not run (index.css), and it does not scroll the page to a changed count (useRevealCountChanges).
 * Each of those asked for a painted frame at every vsync, three or four per move; at rest they happen for the
 * step shown.
 */
export const selectMidDrag = (s: AppState) => s.scrubbing && s.settledStep !== s.step;
