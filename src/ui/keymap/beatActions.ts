import type { AppStore } from '../../store/appStore';
import { presentF5, startShow } from '../present/startShow';
import { effectiveTalk, goBeat } from '../talk/effectiveTalk';
import type { KeyActionSpec, KeyEnv } from './keymap';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * Moves through the talk: the beat on screen, or in the speaker window while it looks ahead, the beat looked at
 * (the audience stays). `to` maps the current index (null: not started) and the last index to the new one.
 */
function moveBeat(s: AppStore, to: (at: number | null, last: number) => number) {
  const last = effectiveTalk(s).beats.length - 1;
  if (last < 0) return;
  const clamp = (i: number) => Math.max(0, Math.min(i, last));
  if (s.speaker && s.lookAt !== null) s.setShowUi({ lookAt: clamp(to(s.lookAt, last)) });
  else goBeat(s, clamp(to(s.beat, last)));
}

const looking = ({ s }: KeyEnv) => s.lookAt !== null;

/** The keys of presentation mode and the speaker window, and those of the page that start a show. */
export const beatActions = {
  beatNext: {
    keys: {
      presenting: ['PageDown', 'ArrowRight', 'ArrowDown', ' ', 'n'],
      speaker: ['PageDown', 'ArrowRight', 'ArrowDown', ' ', 'n'],
    },
    clicker: true,
    run: ({ s }) => moveBeat(s, (i) => (i === null ? 0 : i + 1)),
  },
  beatPrev: {
    keys: {
      presenting: ['PageUp', 'ArrowLeft', 'ArrowUp', 'Backspace'],
      speaker: ['PageUp', 'ArrowLeft', 'ArrowUp', 'Backspace'],
    },
    clicker: true,
    run: ({ s }) => moveBeat(s, (i) => (i ?? 0) - 1),
  },
  beatFirst: {
    keys: { presenting: ['Home'], speaker: ['Home'] },
    run: ({ s }) => moveBeat(s, () => 0),
  },
  beatLast: {
    keys: { presenting: ['End'], speaker: ['End'] },
    run: ({ s }) => moveBeat(s, (_, last) => last),
  },
  // F5 (a remote's "start show"): from beat 1 on the page and in the speaker window; while presenting it brings
  // full screen back (and starts from beat 1 a show a link opened mid-talk). Never a reload.
  presentStart: {
    keys: { page: ['F5'], presenting: ['F5'], speaker: ['F5'] },
    clicker: true,
    early: 'stop',
    run: ({ context }) => (context === 'presenting' ? presentF5('start') : startShow('start')),
  },
  // Shift+F5: from the current beat.
  presentHere: {
    keys: { page: ['Shift+F5'], presenting: ['Shift+F5'], speaker: ['Shift+F5'] },
    early: 'stop',
    run: ({ context }) => (context === 'presenting' ? presentF5('here') : startShow('here')),
  },
  black: {
    keys: { presenting: ['b', 'B', '.'], speaker: ['b', 'B', '.'] },
    clicker: true,
    run: ({ s }) => s.setBlank(s.blank === 'black' ? null : 'black'),
  },
  white: {
    keys: { presenting: ['w', 'W', ','], speaker: ['w', 'W', ','] },
    run: ({ s }) => s.setBlank(s.blank === 'white' ? null : 'white'),
  },
  overview: {
    keys: { presenting: ['o'], speaker: ['o'] },
    run: ({ s }) => s.setShowUi({ overview: true }),
  },
  // The prompt takes the digits that follow (a digit opens it with that digit typed).
  goTo: {
    keys: { presenting: ['g', ...DIGITS], speaker: ['g', ...DIGITS] },
    run: ({ s, e }) => s.setShowUi({ goTo: DIGITS.includes(e.key) ? e.key : '' }),
  },
  lookAhead: {
    keys: { speaker: ['f'] },
    run: ({ s }) => s.setShowUi({ lookAt: s.lookAt === null ? (s.beat ?? 0) : null }),
  },
  sendLooked: {
    keys: { speaker: ['Enter'] },
    when: looking,
    run: ({ s }) => {
      const at = s.lookAt!;
      s.setShowUi({ lookAt: null });
      goBeat(s, at);
    },
  },
  stopLooking: {
    keys: { speaker: ['Escape'] },
    when: looking,
    run: ({ s }) => s.setShowUi({ lookAt: null }),
  },
  laser: {
    keys: { presenting: ['l'] },
    run: ({ s }) => s.setShowUi({ laser: !s.laser, pen: false }),
  },
  pen: {
    keys: { presenting: ['p'], speaker: ['p'] },
    run: ({ s }) => s.setShowUi({ pen: !s.pen, laser: false }),
  },
  help: {
    keys: { page: ['?'], presenting: ['?'], speaker: ['?'] },
    early: 'modal',
    run: ({ s }) => s.setHelpOpen(true),
  },
  leave: {
    keys: { presenting: ['Escape'] },
    run: ({ s }) => {
      s.setPresent(false);
      if (document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
    },
  },
} satisfies Record<string, KeyActionSpec>;
