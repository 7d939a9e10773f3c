/**
 * How far the story clock is through the hold of the beat on screen, for the narration's progress bar: the
 * clock publishes it when a hold starts (or resumes, or the speed changes), so the bar can animate the rest by
 * itself instead of re-rendering every frame. Null when nothing is held (paused, gliding, waiting).
 */
export interface HoldProgress {
  /** Changes whenever the bar must restart (another beat, another speed, a resume). */
  key: string;
  /** The part of the hold already done (0–1). */
  from: number;
  /** Real ms left at the current speed. */
  ms: number;
  /** Counts publications: a bar restarts its animation for each. */
  seq?: number;
}

let current: HoldProgress | null = null;
let seq = 0;
const listeners = new Set<() => void>();

export const getHoldProgress = () => current;

export function subscribeHoldProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Publishes a new hold, or null; does nothing when the key is the same. */
export function setHoldProgress(next: HoldProgress | null) {
  if ((next?.key ?? null) === (current?.key ?? null)) return;
  current = next && { ...next, seq: ++seq };
  listeners.forEach((l) => l());
}
