import type { SliceCreator } from './types';

/**
 * The Labs dock: hands-on levels whose goals the model checks (src/scenario/labs). Only where the reader is
 * lives here (a link carries it); the labs themselves, their checks and the reader's progress load with the
 * dock (src/ui/labs).
 */
export interface LabsSlice {
  /** The dock is open. */
  labsOpen: boolean;
  /** The lab open in the dock (its id), or null for the list. An id no lab has is the dock's to report. */
  lab: string | null;
  /** Opens the dock, on a lab or (null) the list; the tour, which takes the same place, ends. */
  openLabs: (lab?: string | null) => void;
  closeLabs: () => void;
}

export const createLabsSlice: SliceCreator<LabsSlice> = (set, get) => ({
  labsOpen: false,
  lab: null,
  openLabs: (lab) => {
    if (get().tour !== null) get().exitTour();
    set({ labsOpen: true, ...(lab !== undefined ? { lab } : {}) });
  },
  closeLabs: () => set({ labsOpen: false }),
});
