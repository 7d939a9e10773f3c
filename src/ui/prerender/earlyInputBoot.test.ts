// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_INPUT_MARKER, EARLY_INPUT_NAME } from '../earlyInput';
import { FIELD_PROOF } from '../keymap/chords';
import { SHORTCUT_KEYS, TYPING_TAGS } from '../shortcuts';
import {
  buttonLabel,
  earlyInputBoot,
  STARTS_PLAY,
  type EarlyEvent,
  type EarlyInput,
  type EarlyInputOptions,
} from './earlyInputBoot';
import { earlyInputScript } from './earlyInputScript';

const PAUSE = '<button type="button" class="b" aria-label="Pause" title="Pause (Space)">❚❚ Pause</button>';
const PLAY = '<button type="button" class="b" aria-label="Play" title="Play (Space)">▶ Play</button>';
/** The Play button's box in the test's page (jsdom lays nothing out). */
const BOX = { left: 100, top: 600, right: 190, bottom: 630 };
/** The height of a row of other buttons below it. */
const ROW = 40;

const COPY = { play: 'Play', pause: PAUSE, startsPlay: STARTS_PLAY };
const options = (copy: EarlyInputOptions['copy'] = COPY): EarlyInputOptions => ({
  name: EARLY_INPUT_NAME,
  marker: EARLY_INPUT_MARKER,
  keys: SHORTCUT_KEYS,
  typing: TYPING_TAGS,
  fieldProof: FIELD_PROOF,
  copy,
});

const layOut = HTMLButtonElement.prototype.getBoundingClientRect;

/** The page as the built head script finds it: the copy (inert) with its Play button, laid out at BOX. */
function page(copy = true) {
  document.body.innerHTML = `<div id="root"></div>${copy ? `<div id="prerender" inert aria-hidden="true"><p>x</p>${PLAY}<input></div>` : ''}`;
  const rect = { ...BOX, x: BOX.left, y: BOX.top, width: BOX.right - BOX.left, height: BOX.bottom - BOX.top };
  HTMLButtonElement.prototype.getBoundingClientRect = () => rect as DOMRect;
}

/** The early input script, as the build inlines it (with `buttonLabel`). */
const boot = (o: EarlyInputOptions) => earlyInputBoot(document, window, o, buttonLabel);
/** What was recorded, a key by its name and a click by its button's label and place. */
const names = (events: EarlyEvent[]) =>
  events.map((e) => (e.kind === 'key' ? e.key : `click ${e.label} #${e.nth}`));

const early = () => (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_NAME];
const takeAll = () => early()?.take() ?? [];

/** Presses a key (a keydown on `target`, as a browser sends it); returns whether its default was prevented. */
function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(e);
  return e.defaultPrevented;
}
const click = (x: number, y: number, button = 0) =>
  document.body.dispatchEvent(new MouseEvent('click', { clientX: x, clientY: y, button, bubbles: true }));
const onPlay = () => click(BOX.left + 5, BOX.top + 5);

/** What the copy's play control shows: its label, or null when there is none. */
const shown = () =>
  [...document.querySelectorAll('#prerender button')].map((b) => b.getAttribute('aria-label')).join(',');

afterEach(() => {
  takeAll();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-prerender');
  HTMLButtonElement.prototype.getBoundingClientRect = layOut;
});

describe('earlyInputBoot (the head script that keeps input from before the app has mounted)', () => {
  it('records the shortcuts’ keys in order, prevents their default, and marks the page as taking keys', () => {
    page();
    boot(options());
    expect(document.documentElement.hasAttribute(EARLY_INPUT_MARKER)).toBe(true);
    expect(press(' ', { code: 'Space' })).toBe(true);
    expect(press('ArrowRight', { code: 'ArrowRight', shiftKey: true })).toBe(true);
    expect(press('PageDown')).toBe(true);
    expect(press('?', { shiftKey: true })).toBe(true);
    expect(takeAll()).toEqual([
      { kind: 'key', key: ' ', code: 'Space', shiftKey: false },
      { kind: 'key', key: 'ArrowRight', code: 'ArrowRight', shiftKey: true },
      { kind: 'key', key: 'PageDown', code: '', shiftKey: false },
      { kind: 'key', key: '?', code: '', shiftKey: true },
    ]);
  });

  it('keeps the app’s guards: modifiers, typed text and Space on a button are not shortcuts', () => {
    page();
    boot(options());
    const input = document.querySelector('input')!;
    const button = document.querySelector('#prerender button')!;
    const ignored = [
      press(' ', { ctrlKey: true }),
      press('ArrowRight', { altKey: true }),
      press('k', { metaKey: true }),
      press('k', {}, input),
      press(' ', {}, input),
      press(' ', {}, button),
      press('a'),
      press('Escape'),
      press('Enter'),
      press('constructor'),
    ];
    expect(ignored.every((prevented) => !prevented)).toBe(true);
    // → on a button is a shortcut (only Space activates it).
    expect(press('ArrowRight', {}, button)).toBe(true);
    expect(names(takeAll())).toEqual(['ArrowRight']);
    expect(shown()).toBe('Play');
  });

  it('acknowledges a play toggle at once: the copy shows the app’s Pause button, and Play after a second', () => {
    page();
    boot(options());
    press(' ');
    expect(document.querySelector('#prerender button')!.outerHTML).toBe(PAUSE);
    press(' ');
    expect(document.querySelector('#prerender button')!.outerHTML).toBe(PLAY);
    // A key that moves the playhead stops playback, as in the app; k (the other key) leaves it.
    press(' ');
    press('k');
    expect(shown()).toBe('Pause');
    press('ArrowLeft');
    expect(shown()).toBe('Play');
    press(' ');
    press('End');
    expect(shown()).toBe('Play');
    // After ? opens the help, the app ignores the shortcuts: the copy stays as it was.
    press(' ');
    press('?', { shiftKey: true });
    press(' ');
    press('Home');
    expect(shown()).toBe('Pause');
    expect(takeAll()).toHaveLength(11);
  });

  it('acknowledges a press that comes before the parser has reached the copy’s Play, in a frame that has it', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = window.requestAnimationFrame;
    window.requestAnimationFrame = (cb) => frames.push(cb);
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      boot(options());
      press(' ');
      press('k');
      expect(frames).toHaveLength(1);
      frames.shift()!(0);
      // Still not there: the next frame looks again.
      expect(frames).toHaveLength(1);
      page();
      frames.shift()!(0);
      expect(shown()).toBe('Pause');
      expect(frames).toHaveLength(0);
    } finally {
      window.requestAnimationFrame = raf;
      delete (document as { readyState?: unknown }).readyState;
    }
    expect(document.readyState).toBe('complete');
  });

  it('records a click on the copy’s Play (or, shown, its Pause) button as a play toggle; nothing else', () => {
    page();
    boot(options());
    click(BOX.left - 1, BOX.top + 5);
    click(BOX.left + 5, BOX.bottom + 1);
    click(BOX.left + 5, BOX.top + 5, 2);
    expect(shown()).toBe('Play');
    onPlay();
    expect(shown()).toBe('Pause');
    onPlay();
    expect(shown()).toBe('Play');
    expect(takeAll()).toEqual([
      { kind: 'key', key: ' ', code: 'Space', shiftKey: false },
      { kind: 'key', key: ' ', code: 'Space', shiftKey: false },
    ]);
  });

  it('records a click on another of the copy’s buttons by its label and place; one marked to start playback shows Pause', () => {
    page();
    // Three more buttons, each in a box of its own below the Play button's: two share a label.
    const copy = document.getElementById('prerender')!;
    copy.insertAdjacentHTML(
      'afterbegin',
      `<button>Got it</button><button aria-label="API server">x</button><button aria-label="API server">y</button><button ${STARTS_PLAY}>▶ Play the story</button>`,
    );
    const below = (i: number) => ({ x: BOX.left + 5, y: BOX.bottom + ROW * (i + 1) + 5 });
    copy.querySelectorAll('button:not([aria-label="Play"])').forEach((b, i) => {
      const top = BOX.bottom + ROW * (i + 1);
      const r = {
        left: BOX.left,
        right: BOX.right,
        top,
        bottom: top + ROW / 2,
        x: BOX.left,
        y: top,
        width: BOX.right - BOX.left,
        height: ROW / 2,
      };
      b.getBoundingClientRect = () => r as DOMRect;
    });
    boot(options());
    for (const i of [0, 2, 1]) click(below(i).x, below(i).y);
    expect(shown()).toBe(',API server,API server,,Play');
    click(below(3).x, below(3).y);
    expect(shown()).toBe(',API server,API server,,Pause');
    // Playing already: it stays so (the app's "Play the story" plays, it does not toggle).
    click(below(3).x, below(3).y);
    expect(shown()).toBe(',API server,API server,,Pause');
    expect(names(takeAll())).toEqual([
      'click Got it #0',
      'click API server #1',
      'click API server #0',
      'click ▶ Play the story #0',
      'click ▶ Play the story #0',
    ]);
  });

  it('where the copy is not shown (a link) or not built (offline), records keys but acknowledges nothing', () => {
    page();
    document.documentElement.setAttribute('data-prerender', 'off');
    boot(options());
    press(' ');
    onPlay();
    expect(shown()).toBe('Play');
    expect(names(takeAll())).toEqual([' ']);
    document.documentElement.removeAttribute('data-prerender');
    page(false);
    boot(options(null));
    press(' ');
    onPlay();
    expect(names(takeAll())).toEqual([' ']);
  });

  it('hands over once: take stops listening, unmarks the page and leaves nothing to take again', () => {
    page();
    boot(options());
    press('ArrowRight');
    const handle = early()!;
    expect(handle.take()).toHaveLength(1);
    expect(early()).toBeUndefined();
    expect(document.documentElement.hasAttribute(EARLY_INPUT_MARKER)).toBe(false);
    // After the hand-over the keys are the app's: not recorded, their default not prevented, the copy unchanged.
    expect(press(' ')).toBe(false);
    onPlay();
    expect(shown()).toBe('Play');
    expect(handle.take()).toEqual([]);
  });

  it('goes into the page as a script that needs nothing but its arguments, and nothing in it can end the script', () => {
    page();
    const script = earlyInputScript({ ...COPY, pause: `${PAUSE}</script>` });
    expect(script).not.toMatch(/<\/script/i);
    new Function('document', 'window', script)(document, window);
    press(' ');
    expect(shown()).toBe('Pause');
    expect(takeAll()).toHaveLength(1);
  });
});
