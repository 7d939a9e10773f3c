// @vitest-environment jsdom
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectRuns, selectTrace, useAppStore } from '../store/appStore';
import { EARLY_INPUT_MARKER, EARLY_INPUT_NAME, replayEarlyInput } from './earlyInput';
import { buttonLabel, earlyInputBoot, type EarlyEvent, type EarlyInput } from './prerender/earlyInputBoot';
import { FIELD_PROOF } from './keymap/chords';
import { SHORTCUT_KEYS, TYPING_TAGS } from './shortcuts';
import { useKeyboard } from './useKeyboard';

function Keyboard() {
  useKeyboard();
  return null;
}

const initial = useAppStore.getState();
let root: Root | null = null;

/** Mounts the app's keyboard handler as main.tsx mounts the app: a synchronous first render. */
function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => root!.render(<Keyboard />));
}

const press = (key: string, init: KeyboardEventInit = {}) => {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(e);
  return e.defaultPrevented;
};

/** The early input script as the built page runs it (no copy: nothing to acknowledge here). */
const boot = () =>
  earlyInputBoot(
    document,
    window,
    {
      name: EARLY_INPUT_NAME,
      marker: EARLY_INPUT_MARKER,
      keys: SHORTCUT_KEYS,
      typing: TYPING_TAGS,
      fieldProof: FIELD_PROOF,
      copy: null,
    },
    buttonLabel,
  );

beforeEach(() => useAppStore.setState(initial, true));
afterEach(() => {
  replayEarlyInput(window);
  flushSync(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('the shortcut list the early input script records (shortcuts.ts)', () => {
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
  const named = ['Escape', 'Enter', 'Tab', 'Backspace', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
  const more = ['PageUp', 'PageDown', 'Home', 'End', 'F5', 'Delete', 'Insert'];
  /** A chord (keymap/chords.ts) as the key press it stands for. */
  const pressChord = (chord: string) =>
    chord.startsWith('Shift+') ? press(chord.slice(6), { shiftKey: true }) : press(chord);

  it('is exactly the page keys useKeyboard handles (chords: a named key with Shift is another)', () => {
    mount();
    const chords = [
      ...printable,
      ...[...named, ...more].flatMap((k) => [k, `Shift+${k}`]),
      ...Object.keys(SHORTCUT_KEYS),
    ];
    const handled = chords.filter((chord) => {
      useAppStore.setState(initial, true);
      return pressChord(chord);
    });
    expect(new Set(handled)).toEqual(new Set(Object.keys(SHORTCUT_KEYS)));
  });

  it('says what each key does to playback, as useKeyboard does it', () => {
    mount();
    const middle = Math.floor(selectTrace(initial).steps.length / 2);
    expect(selectRuns(initial).pending).toBeFalsy();
    for (const [chord, effect] of Object.entries(SHORTCUT_KEYS)) {
      useAppStore.setState(initial, true);
      useAppStore.getState().seekStep(middle);
      useAppStore.getState().setPlaying(true);
      pressChord(chord);
      const s = useAppStore.getState();
      const seen = s.helpOpen ? 'modal' : s.playing ? 'none' : s.step === middle ? 'toggle' : 'stop';
      expect({ chord, effect: seen }).toEqual({ chord, effect });
    }
  });
});

describe('replayEarlyInput (the app takes the keys pressed before it mounted)', () => {
  it('replays them, in order, through the app’s keyboard handler once it listens', () => {
    boot();
    press(' ');
    press('ArrowRight');
    press('ArrowRight');
    press(' ');
    expect(useAppStore.getState()).toMatchObject({ step: 0, playing: false });
    mount();
    expect(replayEarlyInput(window).map((e) => (e.kind === 'key' ? e.key : e.label))).toEqual([
      ' ',
      'ArrowRight',
      'ArrowRight',
      ' ',
    ]);
    expect(useAppStore.getState()).toMatchObject({ step: 2, playing: true });
  });

  it('replays nothing twice, records nothing pressed after, and does nothing on a page without the script', () => {
    boot();
    press('ArrowRight');
    mount();
    replayEarlyInput(window);
    expect(replayEarlyInput(window)).toEqual([]);
    press('ArrowRight');
    expect(useAppStore.getState().step).toBe(2);
    expect(replayEarlyInput(window)).toEqual([]);
    expect(document.documentElement.hasAttribute(EARLY_INPUT_MARKER)).toBe(false);
  });

  it('replays a click on a copy’s button on the app’s button in its place: the same label, the same one of them', () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML =
      '<button aria-label="API server">a</button><button>Got it</button><button aria-label="API server">b</button>';
    document.body.append(root);
    const clicked: string[] = [];
    root.addEventListener('click', (e) => clicked.push((e.target as Element).textContent!));
    const recorded: EarlyEvent[] = [
      { kind: 'click', label: 'API server', nth: 1 },
      { kind: 'click', label: 'Got it', nth: 0 },
      // Not drawn (yet) by the app: nothing.
      { kind: 'click', label: 'API server', nth: 2 },
      { kind: 'click', label: 'Run', nth: 0 },
    ];
    (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_NAME] = {
      take: () => {
        delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_NAME];
        return recorded;
      },
    };
    expect(replayEarlyInput(window)).toHaveLength(4);
    expect(clicked).toEqual(['b', 'Got it']);
  });

  it('an early Space leaves the app playing once it mounts', () => {
    boot();
    press(' ');
    mount();
    replayEarlyInput(window);
    expect(useAppStore.getState().playing).toBe(true);
  });
});
