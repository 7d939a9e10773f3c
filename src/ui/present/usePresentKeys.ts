import { useEffect } from 'react';
import { useAppStore } from '../../store/appStore';
import { effectiveTalk, goBeat } from '../talk/effectiveTalk';

const NEXT = new Set(['PageDown', 'ArrowRight', 'ArrowDown', ' ', 'n']);
const PREV = new Set(['PageUp', 'ArrowLeft', 'ArrowUp', 'p', 'Backspace']);
const BLACK = new Set(['b', 'B', '.']);
const WHITE = new Set(['w', 'W', ',']);
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

/** Enters presentation mode from anywhere, on the current beat (or the first). */
export function enterPresentation() {
  const s = useAppStore.getState();
  (document.activeElement as HTMLElement | null)?.blur?.();
  s.setPresent(true);
  goBeat(useAppStore.getState(), s.beat ?? 0);
  document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/**
 * The clicker keymap, in the capture phase so that no focused control sees the keys first. F5 (a remote's
 * "start show") enters presentation mode and never reloads. While presenting: next/previous beat, black
 * (`b` `.`) and white (`w` `,`) screens that any key lifts, Home/End, and Escape (dialogs close first).
 */
export function usePresentKeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const s = useAppStore.getState();
      const stop = () => {
        e.preventDefault();
        e.stopImmediatePropagation();
      };
      if (e.key === 'F5') {
        stop();
        if (!s.present) enterPresentation();
        return;
      }
      if (!s.present || e.ctrlKey || e.metaKey || e.altKey) return;
      if (s.blank) {
        if (!MODIFIERS.has(e.key)) {
          stop();
          s.setBlank(null);
        }
        return;
      }
      if (s.helpOpen || s.glossary !== null) return; // the dialog handles its keys, Escape included
      const last = effectiveTalk(s).beats.length - 1;
      if (NEXT.has(e.key)) goBeat(s, s.beat === null ? 0 : s.beat + 1);
      else if (PREV.has(e.key)) goBeat(s, Math.max(0, (s.beat ?? 0) - 1));
      else if (e.key === 'Home') goBeat(s, 0);
      else if (e.key === 'End') goBeat(s, last);
      else if (BLACK.has(e.key)) s.setBlank('black');
      else if (WHITE.has(e.key)) s.setBlank('white');
      else if (e.key === 'Escape') {
        s.setPresent(false);
        if (document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
      } else if (e.key === '?') s.setHelpOpen(true);
      else return;
      stop();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);
}
