import { useEffect, useState } from 'react';

const EVENTS = ['dragenter', 'dragleave', 'dragover', 'drop'] as const;

/**
 * The whole page is a drop target for exported pictures and scenario files (keyboard users open them from
 * Share). Drops that a dialog's own drop zone handled, or that land while a dialog is open, are left alone.
 * Returns whether files are being dragged over the page.
 */
export function useFileDrop(enabled: boolean): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    // dragenter/dragleave fire for every element crossed: count them to know when the pointer left the page.
    let depth = 0;
    const on = (e: DragEvent) => {
      const files = e.dataTransfer?.types.includes('Files') && !document.querySelector('dialog[open]');
      if (e.type === 'drop') depth = 0;
      else if (files && e.type !== 'dragover') depth = Math.max(0, depth + (e.type === 'dragenter' ? 1 : -1));
      setOver(depth > 0);
      if (!files || e.defaultPrevented) return;
      e.preventDefault();
      const file = e.type === 'drop' && e.dataTransfer?.files[0];
      // The file reader (parsing, validation, the decode worker's client) loads with the first drop.
      if (file) void import('./openFile').then((m) => m.openFile(file));
    };
    for (const t of EVENTS) window.addEventListener(t, on);
    return () => EVENTS.forEach((t) => window.removeEventListener(t, on));
  }, [enabled]);
  return over;
}
