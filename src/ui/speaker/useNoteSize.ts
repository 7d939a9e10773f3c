import { useState } from 'react';

const NOTE_KEY = 'nonroutable.speaker.noteSize';

/** The speaker note's type size (14–64 px), remembered in this browser. */
export function useNoteSize(): [number, (d: number) => void] {
  const [size, setSize] = useState(() => {
    try {
      const n = Number(localStorage.getItem(NOTE_KEY));
      return n >= 14 && n <= 64 ? n : 24;
    } catch {
      return 24;
    }
  });
  const change = (d: number) => {
    const next = Math.max(14, Math.min(64, size + d));
    setSize(next);
    try {
      localStorage.setItem(NOTE_KEY, String(next));
    } catch {
      // Remembered for this window only.
    }
  };
  return [size, change];
}
