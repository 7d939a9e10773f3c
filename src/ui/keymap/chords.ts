/**
 * A chord is how the keymap names a key press: the `KeyboardEvent.key`, with `Shift+` in front for a named key
 * pressed with Shift (`Shift+F5`, `Shift+ArrowLeft`). A printable key already says whether Shift was down (`?`,
 * `B`), so its chord never has the prefix. `*` stands for any key (a blanked screen resumes on any).
 * Kept free of imports: the early input script (inlined in the page's head) carries `chordOf`'s logic too.
 */
export type Chord = string;

export const ANY_KEY: Chord = '*';

/**
 * Keys that are never a form control's: a clicker's PageUp/PageDown must not change the scenario picker or the
 * speed slider that happens to have focus, and F5 must never reload, whatever has focus.
 */
export const FIELD_PROOF: readonly Chord[] = ['PageUp', 'PageDown', 'F5', 'Shift+F5'];

/** Keys that are only ever part of another key press. */
export const MODIFIER_KEYS: readonly string[] = ['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock'];

/** The chord of a key press (see `Chord`). */
export function chordOf(e: { key: string; shiftKey: boolean }): Chord {
  return e.shiftKey && e.key.length > 1 ? `Shift+${e.key}` : e.key;
}

const ARROWS: Readonly<Record<string, string>> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Escape: 'Esc',
};

/** How a chord is written in the help (`space` and `any` are the reader's language's words). */
export function chordLabel(chord: Chord, words: { space: string; any: string }): string {
  if (chord === ANY_KEY) return words.any;
  const shift = chord.startsWith('Shift+');
  const key = shift ? chord.slice(6) : chord;
  const name = key === ' ' ? words.space : (ARROWS[key] ?? key);
  return shift ? `Shift + ${name}` : name;
}

/**
 * A context's chords as the help lists them: one label per chord, the ten digits as one `0–9` (a go-to prompt
 * takes any of them), and a letter typed with Caps Lock or Shift (`B` beside `b`) left out.
 */
export function chordLabels(chords: readonly Chord[], words: { space: string; any: string }): string[] {
  const out: string[] = [];
  const digits = chords.filter((c) => /^\d$/.test(c));
  for (const c of chords) {
    if (/^\d$/.test(c)) {
      if (c === digits[0]) out.push(digits.length === 10 ? '0–9' : digits.join(' '));
      continue;
    }
    if (/^[A-Z]$/.test(c) && chords.includes(c.toLowerCase())) continue;
    out.push(chordLabel(c, words));
  }
  return out;
}
