import type { PlayEffect } from '../shortcuts';

/** A key the early input script recorded, as the app's keyboard handler reads it. */
export interface EarlyKey {
  kind: 'key';
  key: string;
  code: string;
  shiftKey: boolean;
}

/**
 * A click on one of the prerendered copy's buttons (other than its Play): the button's label (`buttonLabel`) and
 * which of the copy's buttons with that label it was, in document order, so that the app's own button, the one
 * in the same place of the same first view, can be found.
 */
export interface EarlyClick {
  kind: 'click';
  label: string;
  nth: number;
}

export type EarlyEvent = EarlyKey | EarlyClick;

/** What the early input script leaves on `window[name]` for the app. */
export interface EarlyInput {
  /** Stops listening and hands over what was recorded, once (then it is gone). */
  take: () => EarlyEvent[];
}

/** The attribute of a button (the intro's "Play the story") whose click starts playback. */
export const STARTS_PLAY = 'data-starts-play';

/** A button's label as the early input script records it and the app finds it: its accessible name's source. */
export const buttonLabel = (b: Element): string =>
  b.getAttribute('aria-label') ?? (b.textContent ?? '').trim();

export interface EarlyInputOptions {
  /** The window property the app takes the input from. */
  name: string;
  /** The attribute on `<html>` while the script listens (the page takes keys). */
  marker: string;
  /** The shortcuts the app handles, as chords (keymap/chords.ts), and their effect on playback (shortcuts.ts). */
  keys: Readonly<Record<string, PlayEffect>>;
  /** Elements whose keys are typed text (shortcuts.ts). */
  typing: readonly string[];
  /** Chords that are shortcuts even in a text field or a form control (keymap/chords.ts `FIELD_PROOF`). */
  fieldProof: readonly string[];
  /**
   * Where the build has a prerendered copy: its Play button's label, the Pause button's markup as the app
   * renders it while playing (the same component, rendered at build time), and the attribute of the buttons
   * whose click starts playback (`STARTS_PLAY`).
   */
  copy: { play: string; pause: string; startsPlay: string } | null;
}

/**
 * The head's early input script: from the first paint until the app mounts, it records the keys of the app's
 * global shortcuts (with the app's guards: no Alt/Ctrl/Meta, not in a text field unless the key is field-proof,
 * Space not on a button) and
 * clicks on the prerendered copy's buttons (the copy is inert, so a click is hit-tested against their boxes): a
 * click on its Play toggles play as Space does; a click on another button is recorded as that button's. It
 * prevents the keys' default (Space must not scroll). Where the copy shows, playback is acknowledged at once:
 * the copy's Play button becomes the app's Pause button, and back as the recorded input would leave playback
 * (a key that moves the playhead stops it; after `?` opens the help, the app ignores the rest; a button marked
 * `STARTS_PLAY` starts it). The copy's playhead does not move: it has only its first moment's picture, so the app
 * starts playing when it mounts. The app takes the input (`window[name].take()`) once its own handlers listen,
 * and replays it through them (earlyInput.ts).
 * Inlined by the build (CSP-pinned), like `prerenderBoot`: it uses nothing but its arguments (`label` is
 * `buttonLabel`).
 */
export function earlyInputBoot(
  doc: Document,
  win: Window,
  options: EarlyInputOptions,
  label: (b: Element) => string,
): void {
  const { name, marker, keys, typing, fieldProof, copy } = options;
  const root = doc.documentElement;
  const recorded: EarlyEvent[] = [];
  let playing = false;
  let modal = false;
  // While the copy acknowledges playing: its Play button (out of the page) and the Pause shown in its place.
  let shown: { play: Element; pause: Element } | null = null;
  const copyShown = () => !!copy && root.getAttribute('data-prerender') !== 'off';
  const copyPlay = () =>
    copy && copyShown() ? doc.querySelector(`#prerender button[aria-label="${copy.play}"]`) : null;
  let listening = true;
  let waiting = false;
  const acknowledge = () => {
    if (playing && !shown && copy) {
      const play = copyPlay();
      const t = doc.createElement('template');
      t.innerHTML = copy.pause;
      const pause = t.content.firstElementChild;
      // Pressed before the parser has reached the copy's Play button: acknowledged in a frame that has it.
      if (!play && !waiting && doc.readyState === 'loading') {
        waiting = true;
        win.requestAnimationFrame(() => {
          waiting = false;
          if (listening) acknowledge();
        });
      }
      if (!play || !pause) return;
      play.replaceWith(pause);
      shown = { play, pause };
    } else if (!playing && shown) {
      shown.pause.replaceWith(shown.play);
      shown = null;
    }
  };
  const record = (event: EarlyEvent, effect: PlayEffect | undefined) => {
    recorded.push(event);
    if (modal) return;
    if (effect === 'modal') modal = true;
    else if (effect === 'toggle') playing = !playing;
    else if (effect === 'stop') playing = false;
    else if (effect === 'play') playing = true;
    acknowledge();
  };
  const space = () => record({ kind: 'key', key: ' ', code: 'Space', shiftKey: false }, keys[' ']);
  const onKey = (e: KeyboardEvent) => {
    // The key's chord, as keymap/chords.ts `chordOf` makes it (a named key with Shift is another chord).
    const chord = (e.shiftKey && e.key.length > 1 ? 'Shift+' : '') + e.key;
    if (e.altKey || e.ctrlKey || e.metaKey || !Object.hasOwn(keys, chord)) return;
    const tag = (e.target as Element | null)?.tagName ?? '';
    if ((typing.includes(tag) && !fieldProof.includes(chord)) || (e.key === ' ' && tag === 'BUTTON')) return;
    e.preventDefault();
    record({ kind: 'key', key: e.key, code: e.code, shiftKey: e.shiftKey }, keys[chord]);
  };
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || !copy || !copyShown()) return;
    const buttons = [...doc.querySelectorAll('#prerender button')];
    const button = buttons.find((b) => {
      const r = b.getBoundingClientRect();
      return (
        r.width > 0 &&
        e.clientX >= r.left &&
        e.clientX <= r.right &&
        e.clientY >= r.top &&
        e.clientY <= r.bottom
      );
    });
    if (!button) return;
    // The app's Play button and its Space call the same toggle.
    if (button === shown?.pause || button === copyPlay()) return space();
    const name = label(button);
    const nth = buttons.filter((b) => label(b) === name).indexOf(button);
    record({ kind: 'click', label: name, nth }, button.hasAttribute(copy.startsPlay) ? 'play' : 'none');
  };
  win.addEventListener('keydown', onKey);
  doc.addEventListener('click', onClick);
  root.setAttribute(marker, '');
  const handle: EarlyInput = {
    take: () => {
      listening = false;
      win.removeEventListener('keydown', onKey);
      doc.removeEventListener('click', onClick);
      root.removeAttribute(marker);
      delete (win as unknown as Record<string, unknown>)[name];
      return recorded.splice(0);
    },
  };
  (win as unknown as Record<string, unknown>)[name] = handle;
}
