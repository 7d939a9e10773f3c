import { create } from 'zustand';
import type { SaveResult } from '../../store/draftStorage';
import { readLabProgress, writeLabProgress } from '../../store/labs/labProgress';

/** What the reader has done in one lab during this visit (not kept: only solved labs are). */
export interface LabSessionState {
  /** Writes (or a checked prediction) after which the goal was still not met. */
  attempts: number;
  hint: boolean;
  solution: boolean;
  /** The predict lab's ticks, and the ones submitted (null: not yet). */
  ticks: readonly string[];
  prediction: readonly string[] | null;
}

const FRESH: LabSessionState = { attempts: 0, hint: false, solution: false, ticks: [], prediction: null };

interface LabsUi {
  done: readonly string[];
  /** Why progress is not being kept here, if it is not. */
  storage: 'blocked' | 'full' | 'unreadable' | null;
  sessions: Record<string, LabSessionState>;
  markDone: (id: string) => void;
  update: (id: string, patch: Partial<LabSessionState>) => void;
  /** A reset: the lab's attempts and prediction start again (hints already seen stay seen). */
  restart: (id: string) => void;
}

const problem = (r: SaveResult): LabsUi['storage'] => (r === 'saved' ? null : r);

/** The Labs dock's state: solved labs (read from the browser once, saved on every change) and each lab's visit. */
export const useLabsUi = create<LabsUi>()((set, get) => {
  const read = readLabProgress();
  return {
    done: read.done,
    storage: read.problem ?? null,
    sessions: {},
    markDone: (id) => {
      if (get().done.includes(id)) return;
      const done = [...get().done, id];
      set({ done, storage: problem(writeLabProgress(done)) });
    },
    update: (id, patch) =>
      set((s) => ({ sessions: { ...s.sessions, [id]: { ...(s.sessions[id] ?? FRESH), ...patch } } })),
    restart: (id) =>
      set((s) => {
        const was = s.sessions[id] ?? FRESH;
        return { sessions: { ...s.sessions, [id]: { ...FRESH, hint: was.hint, solution: was.solution } } };
      }),
  };
});

/** One lab's visit (a fresh one until the reader does something). */
export const selectSession =
  (id: string) =>
  (s: LabsUi): LabSessionState =>
    s.sessions[id] ?? FRESH;
