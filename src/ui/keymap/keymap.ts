import type { AppStore } from '../../store/appStore';
import type { PlayEffect } from '../shortcuts';
import type { Chord } from './chords';
import { ANY_KEY } from './chords';
import { beatActions } from './beatActions';
import { pageActions } from './pageActions';

/**
 * Where a key press lands. `page`: the explainer; `storyWait`: the story waits at a key moment (its keys come
 * before the page's); `tour`: the tour is open (before the page's); `presenting`: presentation mode;
 * `blanked`: a black or white screen while presenting or in the speaker window; `speaker`: the speaker window.
 */
export type KeyContext = 'page' | 'storyWait' | 'tour' | 'presenting' | 'blanked' | 'speaker';

/** What an action gets: the store's state (with its actions), the key press, and where it was pressed. */
export interface KeyEnv {
  s: AppStore;
  e: KeyboardEvent;
  target: HTMLElement | null;
  /** The context whose key this is. */
  context: KeyContext;
}

/** One thing a key does: its keys in each context, and what it does. Its words are in the catalogs (`keymap`). */
export interface KeyActionSpec {
  keys: Partial<Record<KeyContext, readonly Chord[]>>;
  /** A presentation clicker sends one of its keys (the help marks it). */
  clicker?: boolean;
  /** What it does to playback, for the early input script (page keys only; see shortcuts.ts). */
  early?: PlayEffect;
  /** Declared keys that act only sometimes: false leaves the key to the next context, or to the page. */
  when?: (env: KeyEnv) => boolean;
  run: (env: KeyEnv) => void;
}

/**
 * The one keymap: every action of the page, the tour, the waiting story, presentation mode and the speaker
 * window. The handler (useKeyboard, in every window), the early input script's key list
 * and the `?` dialog are all made from it; a new action is one entry here and one label per language.
 */
export const KEYMAP = {
  ...pageActions,
  ...beatActions,
  resume: {
    keys: { blanked: [ANY_KEY] },
    run: ({ s }) => s.setBlank(null),
  },
} satisfies Record<string, KeyActionSpec>;

export type ActionId = keyof typeof KEYMAP;

export const ACTION_IDS = Object.keys(KEYMAP) as ActionId[];

/** The contexts a key press goes through, first to last, in this state of the app. */
export function contextsOf(
  s: Pick<AppStore, 'speaker' | 'present' | 'blank' | 'tour'>,
  waiting: boolean,
): KeyContext[] {
  if (s.speaker) return s.blank ? ['blanked'] : ['speaker'];
  if (s.present) return s.blank ? ['blanked'] : ['presenting'];
  const out: KeyContext[] = [];
  if (waiting) out.push('storyWait');
  if (s.tour !== null) out.push('tour');
  out.push('page');
  return out;
}

/** The contexts of presentation mode and the speaker window: their keys come first, before any control's. */
export const SHOW_CONTEXTS: readonly KeyContext[] = ['presenting', 'blanked', 'speaker'];
