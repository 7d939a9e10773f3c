import type { ActionId, KeyContext } from '../../keymap/keymap';

/** The words of a show: the keymap's help, starting a show, the overview, go-to, look-ahead, timing, handout. */
export interface ShowWords {
  keymap: {
    /** The `?` dialog's table captions, one per context. */
    contexts: Record<KeyContext, string>;
    /** What each action does, as the help lists it. */
    actions: Record<ActionId, string>;
    /** How keys are written: the space bar, and "any key". */
    space: string;
    any: string;
    /** The help's mark for an action a presentation clicker sends. */
    clicker: string;
  };
  /** A show a link opened mid-talk. */
  startHint: string;
  /** A presentation a link opened asks for full screen on the first key. */
  fullscreenHint: string;
  overview: { title: string; beat: string; close: string };
  goTo: { label: string; hint: string; invalid: string };
  lookAhead: { banner: string; send: string; back: string; button: string };
  timing: {
    planned: string;
    ahead: string;
    behind: string;
    onTime: string;
    endsAt: string;
  };
  pointer: { laser: string; pen: string; hint: string };
  /** The speaker window while a state it sent is on its way to the audience. */
  sending: string;
  handout: {
    button: string;
    hint: string;
    title: string;
    print: string;
    close: string;
    link: string;
    qrTooLong: string;
    preparing: string;
  };
}
