import { useEffect } from 'react';
import { useAppStore } from '../store/appStore';
import { MODIFIER_KEYS } from './keymap/chords';
import { dispatchKey } from './keymap/dispatchKey';
import { requestFullscreen } from './present/startShow';

/**
 * The keyboard, in every window (page, presentation, speaker view): one listener per phase hands each key press
 * to the keymap (keymap/keymap.ts, which says which key does what where). Presentation's and the speaker
 * window's keys, and F5, are taken in the capture phase, before any focused control; the page's in the bubble
 * phase, after a widget that keeps its own keys (a radio group's arrows) has stopped them.
 */
export function useKeyboard() {
  useEffect(() => {
    const capture = (e: KeyboardEvent) => {
      const s = useAppStore.getState();
      // A presentation a link opened asks for full screen on its first key: only a key press may ask.
      if (
        s.present &&
        !s.speaker &&
        s.fullscreenOnKey &&
        !MODIFIER_KEYS.includes(e.key) &&
        e.key !== 'Escape'
      )
        requestFullscreen();
      dispatchKey(e, 'capture');
    };
    const bubble = (e: KeyboardEvent) => dispatchKey(e, 'bubble');
    window.addEventListener('keydown', capture, { capture: true });
    window.addEventListener('keydown', bubble);
    return () => {
      window.removeEventListener('keydown', capture, { capture: true });
      window.removeEventListener('keydown', bubble);
    };
  }, []);
}
