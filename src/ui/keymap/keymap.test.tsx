// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore, type AppState } from '../../store/appStore';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { SHORTCUT_KEYS } from '../shortcuts';
import { useKeyboard } from '../useKeyboard';
import { ANY_KEY, chordOf, MODIFIER_KEYS, type Chord } from './chords';
import { helpTables } from './helpRows';
import { ACTION_IDS, KEYMAP, type ActionId, type KeyActionSpec, type KeyContext } from './keymap';

function Keyboard() {
  useKeyboard();
  return null;
}

const initial = useAppStore.getState();
const spec = (id: ActionId): KeyActionSpec => KEYMAP[id];

/** The state that puts each context first, and the contexts a key then goes through (as declared). */
const SETUPS: Record<KeyContext, { state: Partial<AppState>; chain: KeyContext[] }> = {
  // The gallery is open, so that Escape (which closes it) is live.
  page: { state: { galleryOpen: true }, chain: ['page'] },
  storyWait: {
    state: { playing: true, pacing: 'story', waitingAt: 3, galleryOpen: true },
    chain: ['storyWait', 'page'],
  },
  // The gallery is closed, so that Escape leaves the tour (an open gallery closes first: tested below).
  tour: { state: { tour: 2 }, chain: ['tour', 'page'] },
  presenting: { state: { present: true, beat: 2 }, chain: ['presenting'] },
  blanked: { state: { present: true, beat: 2, blank: 'black' }, chain: ['blanked'] },
  // Looking ahead, so that Enter (send) and Escape (stop looking) are live.
  speaker: { state: { present: true, speaker: true, beat: 2, lookAt: 4 }, chain: ['speaker'] },
};

const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const named = [
  'Escape',
  'Enter',
  'Tab',
  'Backspace',
  'Delete',
  'Insert',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'PageUp',
  'PageDown',
  'Home',
  'End',
  'F1',
  'F5',
  'F11',
  ...MODIFIER_KEYS,
];
/** Every key press the test tries: printable keys, and named keys with and without Shift. */
const PRESSES = [
  ...printable.map((key) => ({ key, shiftKey: false })),
  ...named.flatMap((key) => [
    { key, shiftKey: false },
    { key, shiftKey: true },
  ]),
];

/** The action the keymap declares for a press in a chain of contexts (straight from the declarations). */
function declared(chain: KeyContext[], chord: Chord): ActionId | undefined {
  for (const c of chain) {
    const exact = ACTION_IDS.find((id) => spec(id).keys[c]?.includes(chord));
    const any = MODIFIER_KEYS.includes(chord)
      ? undefined
      : ACTION_IDS.find((id) => spec(id).keys[c]?.includes(ANY_KEY));
    if (exact ?? any) return exact ?? any;
  }
  return undefined;
}

let ran: ActionId[] = [];
beforeEach(() => {
  useAppStore.setState(initial, true);
  ran = [];
  for (const id of ACTION_IDS) vi.spyOn(KEYMAP[id], 'run').mockImplementation(() => void ran.push(id));
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

const press = (init: KeyboardEventInit, target: Element = document.body) => {
  const e = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(e);
  return e.defaultPrevented;
};

describe('the keymap holds every context to its declarations', () => {
  for (const [context, { state, chain }] of Object.entries(SETUPS) as [
    KeyContext,
    (typeof SETUPS)[KeyContext],
  ][])
    it(`${context}: each declared key runs its action, and no other key is handled`, () => {
      render(<Keyboard />);
      let declaredCount = 0;
      for (const p of PRESSES) {
        useAppStore.setState({ ...initial, ...state }, true);
        ran = [];
        const prevented = press(p);
        const want = declared(chain, chordOf(p));
        const what = `${context}: ${JSON.stringify(p)}`;
        if (want) declaredCount++;
        // F5 never reloads, whether or not it does anything here.
        expect({ what, ran, prevented: prevented || undefined }).toEqual({
          what,
          ran: want ? [want] : [],
          prevented: want || p.key === 'F5' ? true : undefined,
        });
      }
      expect(declaredCount).toBeGreaterThan(0);
    });

  it('in the tour, Escape closes an open gallery first, then leaves the tour', () => {
    render(<Keyboard />);
    useAppStore.setState({ ...initial, tour: 2, galleryOpen: true }, true);
    press({ key: 'Escape' });
    useAppStore.setState({ galleryOpen: false });
    press({ key: 'Escape' });
    expect(ran).toEqual(['closeGallery', 'leaveTour']);
  });

  it('declares every chord in a context only once', () => {
    for (const context of Object.keys(SETUPS) as KeyContext[]) {
      const chords = ACTION_IDS.flatMap((id) => spec(id).keys[context] ?? []);
      expect(chords.length, context).toBe(new Set(chords).size);
    }
  });

  it('gives PageUp/PageDown to the keymap even on a focused form control, and other keys to the control', () => {
    render(<Keyboard />);
    const select = document.createElement('select');
    const slider = Object.assign(document.createElement('input'), { type: 'range' });
    document.body.append(select, slider);
    for (const field of [select, slider]) {
      ran = [];
      expect(press({ key: 'PageDown' }, field)).toBe(true);
      expect(press({ key: 'PageUp' }, field)).toBe(true);
      expect(press({ key: 'ArrowLeft' }, field)).toBe(false);
      expect(press({ key: 'k' }, field)).toBe(false);
      expect(ran).toEqual(['eventNext', 'eventPrev']);
    }
    // In the tour, they walk its stops.
    useAppStore.setState({ tour: 1 });
    ran = [];
    press({ key: 'PageDown' }, select);
    expect(ran).toEqual(['tourNext']);
  });

  it('takes a presentation’s keys before a focused control, which never sees them', () => {
    render(<Keyboard />);
    useAppStore.setState({ present: true, beat: 1 });
    const button = document.createElement('button');
    document.body.append(button);
    const seen = vi.fn();
    button.addEventListener('keydown', seen);
    press({ key: ' ' }, button);
    press({ key: 'k' }, button);
    press({ key: 'd' }, button);
    expect(ran).toEqual(['beatNext']);
    expect(seen).toHaveBeenCalledTimes(2); // k and d: not the presentation's, and not the page's either
  });

  it('leaves every key to an open dialog (but F5 still never reloads)', () => {
    render(<Keyboard />);
    for (const open of [{ helpOpen: true }, { overview: true }, { goTo: '1' }] as Partial<AppState>[]) {
      useAppStore.setState({ ...initial, present: true, beat: 1, ...open }, true);
      ran = [];
      expect(press({ key: 'PageDown' })).toBe(false);
      expect(press({ key: 'F5' })).toBe(true);
      expect(ran).toEqual([]);
    }
  });
});

describe('what is made from the keymap', () => {
  it('the early input script records exactly the page keys that have an effect on playback', () => {
    const early = ACTION_IDS.flatMap((id) =>
      spec(id).early ? (spec(id).keys.page ?? []).map((c) => [c, spec(id).early]) : [],
    );
    expect(SHORTCUT_KEYS).toEqual(Object.fromEntries(early));
    expect(Object.keys(SHORTCUT_KEYS)).toEqual(expect.arrayContaining(['F5', 'Shift+F5', 'PageDown', ' ']));
  });

  it('the help lists every action with its keys, in both languages, in each context it has keys in', () => {
    for (const t of [en, zh])
      for (const where of ['page', 'presenting', 'speaker'] as const) {
        const tables = helpTables(t, where);
        for (const id of ACTION_IDS)
          for (const context of Object.keys(spec(id).keys) as KeyContext[]) {
            const row = tables.find((x) => x.context === context)?.rows.find((r) => r.id === id);
            expect(row?.action, `${id} in ${context}`).toBe(t.show.keymap.actions[id]);
            expect(row!.keys.length).toBeGreaterThan(0);
          }
      }
    // The reader's own context comes first.
    expect(helpTables(en, 'presenting')[0]!.caption).toBe('Presentation (clicker and keyboard)');
    expect(helpTables(zh, 'speaker')[0]!.caption).toBe('演讲者窗口');
    const presenting = helpTables(en, 'presenting')[0]!.rows;
    expect(presenting.find((r) => r.id === 'goTo')!.keys).toBe('g / 0–9');
    expect(presenting.find((r) => r.id === 'black')!.keys).toBe('b / .');
    expect(presenting.find((r) => r.id === 'beatNext')!.keys).toBe('PageDown / → / ↓ / Space / n');
  });
});
