import type { EarlyInput, EarlyKey } from './prerender/earlyInputBoot';

/** The window property where the early input script (prerender/earlyInputBoot.ts) leaves what it recorded. */
export const EARLY_INPUT_NAME = 'nonroutableEarlyInput';
/** The attribute on `<html>` while the early input script listens: the page takes keys (the bench waits for it). */
export const EARLY_INPUT_MARKER = 'data-early-input';

/**
 * Once the app's keyboard handler listens (after its first render has committed): stops the early input script
 * and replays the keys it recorded before the app had mounted, in order, as keydowns on the page, so that the
 * app's own handlers (useKeyboard, a presentation's clicker keys) do what they would have done. Takes them once:
 * a second call, or a page without the script (the dev server), replays nothing. Returns the keys replayed.
 */
export function replayEarlyInput(win: Window): readonly EarlyKey[] {
  const early = (win as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_NAME];
  const keys = early?.take() ?? [];
  const { KeyboardEvent } = win as unknown as { KeyboardEvent: typeof globalThis.KeyboardEvent };
  for (const { key, code, shiftKey } of keys)
    win.document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }),
    );
  return keys;
}
