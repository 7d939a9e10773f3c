/** Elements whose keys are the reader's text, never a shortcut. */
export const TYPING_TAGS: readonly string[] = ['INPUT', 'TEXTAREA', 'SELECT'];

/**
 * What a global shortcut (or a button of the first view) does to playback, for a page that cannot ask the store
 * (the early input script, before the app has mounted): `toggle` plays or pauses; `stop` moves the playhead,
 * which stops playback; `none` leaves it; `modal` opens a dialog, whose keys are its own until it closes (the
 * shortcuts after it do nothing); `play` starts it (the intro's "Play the story").
 */
export type PlayEffect = 'toggle' | 'stop' | 'none' | 'modal' | 'play';

/**
 * The keys `useKeyboard` handles without a modifier (with Shift, the arrows walk chapters), and their effect on
 * playback. Escape is not here: it only closes the gallery or the tour, which the first view has not opened. A
 * unit test holds this list to useKeyboard (earlyInput.test.ts).
 */
export const SHORTCUT_KEYS: Readonly<Record<string, PlayEffect>> = {
  ' ': 'toggle',
  ArrowLeft: 'stop',
  ArrowRight: 'stop',
  PageUp: 'stop',
  PageDown: 'stop',
  Home: 'stop',
  End: 'stop',
  d: 'stop',
  k: 'none',
  '?': 'modal',
};
