import { useEffect, useRef } from 'react';
import { useAppStore } from '../../store/appStore';
import { selectWaiting } from '../../store/playback';
import { useT } from '../i18n/useT';

/** Focus that a hold may take over: nothing, or the transport's buttons (the Play the reader just pressed). */
function idleFocus(): boolean {
  const a = document.activeElement;
  return !a || a === document.body || !!a.closest('[data-transport]');
}

/** Whether an element is laid out and inside the viewport (a hidden caption sheet's copy is not). */
function inView(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
}

/**
 * "Continue", shown in the narration while the story waits at a key moment (Space, → and Enter continue too).
 * When the hold begins it takes the focus the transport had, so that Space on the Pause just pressed continues
 * rather than pauses; after continuing, the focus goes back there.
 */
export function ContinueButton() {
  const t = useT();
  const waiting = useAppStore(selectWaiting);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (waiting === null || !el || !idleFocus() || !inView(el)) return;
    const before = document.activeElement as HTMLElement | null;
    el.focus({ preventScroll: true });
    return () => {
      if (document.activeElement === el || document.activeElement === document.body)
        before?.focus({ preventScroll: true });
    };
  }, [waiting]);
  if (waiting === null) return null;
  return (
    <button
      ref={ref}
      type="button"
      className="min-h-8 rounded-md bg-accent px-3 text-sm font-semibold text-white shadow hover:brightness-110"
      onClick={() => useAppStore.getState().continueStory()}
      title={t.storyWait.hint}
      data-story-wait
    >
      {t.storyWait.button} <span aria-hidden="true">→</span>
    </button>
  );
}
