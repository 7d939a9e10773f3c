import { useEffect } from 'react';
import { useAppStore } from '../store/appStore';
import { selectWaiting } from '../store/playback';
import { TYPING_TAGS } from './shortcuts';

const TYPING = new Set(TYPING_TAGS);

/**
 * Global shortcuts (also what presentation clickers send: PageUp / PageDown). The keys it handles are listed in
 * shortcuts.ts for the early input script, which records them before the app has mounted (earlyInput.ts).
 */
export function useKeyboard() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (target && TYPING.has(target.tagName)) return;
      const s = useAppStore.getState();
      if (s.helpOpen || s.shareOpen) return;
      const onButton = target?.tagName === 'BUTTON';
      // The story waits at a key moment: the keys that move on continue it (a focused control keeps its own
      // Space and Enter).
      const interactive = !!target?.closest('button, a, [role=slider], [role=radio], summary');
      if (
        selectWaiting(s) !== null &&
        !e.shiftKey &&
        (e.key === 'ArrowRight' ||
          e.key === 'PageDown' ||
          ((e.key === ' ' || e.key === 'Enter') && !interactive))
      ) {
        s.continueStory();
        e.preventDefault();
        return;
      }
      switch (e.key) {
        case ' ':
          if (onButton) return; // Space activates the focused button
          s.togglePlay();
          break;
        case 'ArrowLeft':
          if (e.shiftKey) s.chapterBy(-1);
          else s.stepBy(-1);
          break;
        case 'ArrowRight':
          if (e.shiftKey) s.chapterBy(1);
          else s.stepBy(1);
          break;
        // Clickers: in the tour they walk its stops, otherwise the events.
        case 'PageUp':
          if (s.tour !== null) s.tourBy(-1);
          else s.stepBy(-1);
          break;
        case 'PageDown':
          if (s.tour !== null) s.tourBy(1);
          else s.stepBy(1);
          break;
        case 'Home':
          s.seekStep(0);
          break;
        case 'End':
          s.seekStep(Number.MAX_SAFE_INTEGER);
          break;
        // Not `b`: presentation clickers send it (and `.`) for "blank screen".
        case 'k':
          s.toggleKey();
          break;
        case 'd':
          s.jumpToDivergence();
          break;
        case '?':
          s.setHelpOpen(true);
          break;
        // Esc closes the gallery, else the tour. A dialog's Esc is its own: a dialog open above the tour
        // closes first. Focus inside the gallery goes back to its button; the tour's dock gives focus back
        // itself (useDockFocus).
        case 'Escape': {
          if (target?.closest('dialog, [role=dialog]') || document.querySelector('dialog[open]')) return;
          if (s.galleryOpen) {
            const inside = target?.closest('#gallery');
            s.setGalleryOpen(false);
            if (inside) document.getElementById('gallery-button')?.focus();
          } else if (s.tour !== null) s.exitTour();
          else return;
          break;
        }
        default:
          return;
      }
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
