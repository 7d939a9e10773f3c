import { useAppStore, type AppState } from '../../store/appStore';
import { effectiveTalk, goBeat } from '../talk/effectiveTalk';

/** Asks for full screen unless the page has it (from a key press or a click: the browser needs the gesture). */
export function requestFullscreen() {
  useAppStore.getState().setShowUi({ fullscreenOnKey: false });
  if (document.fullscreenElement) return;
  document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/**
 * The beat "here" stands for: the one on screen, else the last beat at or before the current moment (a reader
 * who walked the timeline to a beat's moment means that beat), else the first.
 */
export function currentBeat(s: AppState): number {
  if (s.beat !== null) return s.beat;
  const beats = effectiveTalk(s).beats;
  let here = 0;
  beats.forEach((b, i) => {
    if (b.at <= s.time) here = i;
  });
  return here;
}

/**
 * Starts the show as a slide deck does: `start` from beat 1 (F5, the Present button), `here` from the current
 * beat (Shift+F5); both ask for full screen. Focus leaves whatever control had it, so no control can take the
 * clicker's keys.
 */
export function startShow(from: 'start' | 'here') {
  const s = useAppStore.getState();
  (document.activeElement as HTMLElement | null)?.blur?.();
  const index = from === 'start' ? 0 : currentBeat(s);
  s.setPresent(true);
  goBeat(useAppStore.getState(), index);
  useAppStore.setState({ startHint: false, showStart: Date.now() });
  // The speaker window starts the show on the audience's screen; its own window stays as it is.
  if (!s.speaker) requestFullscreen();
}

/** Enters presentation mode from anywhere, at beat 1 (the Present button). */
export const enterPresentation = () => startShow('start');

/**
 * F5 while presenting: a show that a link opened mid-talk starts from beat 1; a running show only gets full
 * screen back (a clicker's "start show" pressed by mistake must not jump back to beat 1 in front of the room).
 */
export function presentF5(from: 'start' | 'here') {
  const s = useAppStore.getState();
  if (s.startHint) startShow(from);
  else requestFullscreen();
}
