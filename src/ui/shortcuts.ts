import type { Chord } from './keymap/chords';
import { KEYMAP, type KeyActionSpec } from './keymap/keymap';

/** Elements whose keys are the reader's text, never a shortcut (but see FIELD_PROOF in keymap/dispatchKey.ts). */
export const TYPING_TAGS: readonly string[] = ['INPUT', 'TEXTAREA', 'SELECT'];

/**
 * What a global shortcut (or a button of the first view) does to playback, for a page that cannot ask the store
 * (the early input script, before the app has mounted): `toggle` plays or pauses; `stop` moves the playhead,
 * which stops playback; `none` leaves it; `modal` opens a dialog, whose keys are its own until it closes (the
 * shortcuts after it do nothing); `play` starts it (the intro's "Play the story").
 */
export type PlayEffect = 'toggle' | 'stop' | 'none' | 'modal' | 'play';

/**
 * The page's keys (chords: see keymap/chords.ts) and their effect on playback, made from the keymap's `early`
 * entries: what the early input script records before the app has mounted. Escape is not here: it only closes
 * the gallery, which the first view has not opened. A unit test holds this list to the app's handler
 * (earlyInput.test.tsx).
 */
export const SHORTCUT_KEYS: Readonly<Record<Chord, PlayEffect>> = Object.fromEntries(
  Object.values(KEYMAP as Record<string, KeyActionSpec>).flatMap((a) =>
    a.early ? (a.keys.page ?? []).map((chord) => [chord, a.early!] as const) : [],
  ),
);
