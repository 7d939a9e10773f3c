import type { PlayEffect } from '../shortcuts';

/** A key the early input script recorded, as the app's keyboard handler reads it. */
export interface EarlyKey {
  key: string;
  code: string;
  shiftKey: boolean;
}

/** What the early input script leaves on `window[name]` for the app. */
export interface EarlyInput {
  /** Stops listening and hands over what was recorded, once (then it is gone). */
  take: () => EarlyKey[];
}

export interface EarlyInputOptions {
  /** The window property the app takes the input from. */
  name: string;
  /** The attribute on `<html>` while the script listens (the page takes keys). */
  marker: string;
  /** The shortcuts the app handles and their effect on playback (shortcuts.ts). */
  keys: Readonly<Record<string, PlayEffect>>;
  /** Elements whose keys are typed text (shortcuts.ts). */
  typing: readonly string[];
  /**
   * Where the build has a prerendered copy: its Play button's label, and the Pause button's markup as the app
   * renders it while playing (the same component, rendered at build time).
   */
  copy: { play: string; pause: string } | null;
}

/**
 * The head's early input script: from the first paint until the app mounts, it records the keys of the app's
 * global shortcuts (with the app's guards: no Alt/Ctrl/Meta, not in a text field, Space not on a button) and
 * a click on the prerendered copy's Play button (the copy is inert, so the click is hit-tested against the
 * button's box), which toggles play as Space does. It prevents the keys' default (Space must not scroll). Where
 * the copy shows, a play toggle is acknowledged at once: the copy's Play button becomes the app's Pause button,
 * and back as the recorded keys would leave playback (a key that moves the playhead stops it; after `?` opens
 * the help, the app ignores the rest). The copy's playhead does not move: it has only its first moment's
 * picture, so the app starts playing when it mounts. The app takes the keys (`window[name].take()`) once its
 * own keyboard handler listens, and replays them through it (earlyInput.ts).
 * Inlined by the build (CSP-pinned), like `prerenderBoot`: it uses nothing but its arguments.
 */
export function earlyInputBoot(doc: Document, win: Window, options: EarlyInputOptions): void {
  const { name, marker, keys, typing, copy } = options;
  const root = doc.documentElement;
  const recorded: EarlyKey[] = [];
  let playing = false;
  let modal = false;
  // While the copy acknowledges playing: its Play button (out of the page) and the Pause shown in its place.
  let shown: { play: Element; pause: Element } | null = null;
  const copyPlay = () => {
    if (!copy || root.getAttribute('data-prerender') === 'off') return null;
    return doc.querySelector(`#prerender button[aria-label="${copy.play}"]`);
  };
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
  const record = (key: string, code: string, shiftKey: boolean) => {
    recorded.push({ key, code, shiftKey });
    const effect = keys[key];
    if (modal) return;
    if (effect === 'modal') modal = true;
    else if (effect === 'toggle') playing = !playing;
    else if (effect === 'stop') playing = false;
    acknowledge();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !Object.hasOwn(keys, e.key)) return;
    const tag = (e.target as Element | null)?.tagName ?? '';
    if (typing.includes(tag) || (e.key === ' ' && tag === 'BUTTON')) return;
    e.preventDefault();
    record(e.key, e.code, e.shiftKey);
  };
  const onClick = (e: MouseEvent) => {
    const button = e.button === 0 ? (shown?.pause ?? copyPlay()) : null;
    if (!button) return;
    const r = button.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    // The app's Play button and its Space call the same toggle.
    if (inside && r.width > 0) record(' ', 'Space', false);
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
