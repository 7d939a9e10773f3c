import { useAppStore, type AppStore } from '../../store/appStore';
import { selectWaiting } from '../../store/playback';
import { TYPING_TAGS } from '../shortcuts';
import { ANY_KEY, chordOf, FIELD_PROOF, MODIFIER_KEYS, type Chord } from './chords';
import {
  ACTION_IDS,
  contextsOf,
  KEYMAP,
  SHOW_CONTEXTS,
  type ActionId,
  type KeyActionSpec,
  type KeyContext,
  type KeyEnv,
} from './keymap';

const TYPING = new Set(TYPING_TAGS);

/** A dialog or overlay whose keys are its own is open. */
const dialogOpen = (s: AppStore) =>
  s.helpOpen || s.shareOpen || s.glossary !== null || s.overview || s.goTo !== null;

/** The action a chord runs in a context, if the keymap declares one. */
export function declaredAction(context: KeyContext, chord: Chord): ActionId | undefined {
  const hit = (c: KeyContext, k: Chord) =>
    ACTION_IDS.find((id) => (KEYMAP[id] as KeyActionSpec).keys[c]?.includes(k));
  return hit(context, chord) ?? (MODIFIER_KEYS.includes(chord) ? undefined : hit(context, ANY_KEY));
}

/**
 * Handles one key press from the keymap: finds the first context (in `contextsOf` order) that declares its
 * chord and whose action takes it, and runs that action. `phase` is the listener's: presentation's and the speaker
 * window's keys are taken in the capture phase (before any focused control), the page's in the bubble phase
 * (after a focused widget that keeps its own keys has stopped them), F5 always in the capture phase. Returns the
 * action run, if any.
 */
export function dispatchKey(e: KeyboardEvent, phase: 'capture' | 'bubble'): ActionId | undefined {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const s = useAppStore.getState();
  const chord = chordOf(e);
  const contexts = contextsOf(s, selectWaiting(s) !== null);
  const show = SHOW_CONTEXTS.includes(contexts[0]!);
  const f5 = e.key === 'F5';
  if ((phase === 'capture') !== (show || f5)) return;
  if (f5) e.preventDefault(); // never a reload, even while a dialog has the other keys
  const target = e.target instanceof HTMLElement ? e.target : null;
  if (dialogOpen(s)) return;
  if (!show && target && TYPING.has(target.tagName) && !FIELD_PROOF.includes(chord)) return;
  for (const context of contexts) {
    const id = declaredAction(context, chord);
    if (!id) continue;
    const action: KeyActionSpec = KEYMAP[id];
    const env: KeyEnv = { s, e, target, context };
    if (action.when && !action.when(env)) continue;
    action.run(env);
    e.preventDefault();
    if (phase === 'capture') e.stopImmediatePropagation();
    return id;
  }
}
