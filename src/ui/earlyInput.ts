import { buttonLabel, type EarlyEvent, type EarlyInput } from './prerender/earlyInputBoot';

/** The window property where the early input script (prerender/earlyInputBoot.ts) leaves what it recorded. */
export const EARLY_INPUT_NAME = 'nonroutableEarlyInput';
/** The attribute on `<html>` while the early input script listens: the page takes keys (the bench waits for it). */
export const EARLY_INPUT_MARKER = 'data-early-input';

/**
 * Once the app's handlers listen (after its first render has committed): stops the early input script and
 * replays what it recorded before the app had mounted, in order, through the app's own handlers: each key as a
 * keydown on the page (useKeyboard, a presentation's clicker keys), each click on a copy's button as a click on
 * the app's button in its place (the same label, the same one of the buttons with that label; gone if the app
 * has not drawn it yet). Takes them once: a second call, or a page without the script (the dev server), replays
 * nothing. Returns what it replayed.
 */
export function replayEarlyInput(win: Window): readonly EarlyEvent[] {
  const early = (win as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_NAME];
  const events = early?.take() ?? [];
  const { KeyboardEvent } = win as unknown as { KeyboardEvent: typeof globalThis.KeyboardEvent };
  const doc = win.document;
  for (const e of events) {
    if (e.kind === 'key') {
      const { key, code, shiftKey } = e;
      doc.body.dispatchEvent(
        new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }),
      );
    } else {
      const buttons = [...(doc.getElementById('root')?.querySelectorAll('button') ?? [])];
      buttons.filter((b) => buttonLabel(b) === e.label)[e.nth]?.click();
    }
  }
  return events;
}
