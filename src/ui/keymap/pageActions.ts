import type { KeyActionSpec, KeyEnv } from './keymap';

// A focused control keeps its own Space and Enter.
const onControl = ({ target }: KeyEnv) =>
  !!target?.closest('button, a, [role=slider], [role=radio], summary');

// An open dialog only: focus can still sit on a just-closed dialog's button for a moment (a busy machine showed
// it), and a closed dialog must not keep Escape from leaving the tour.
const inDialog = ({ target }: KeyEnv) =>
  !!target?.closest('dialog[open], [role=dialog]') || document.querySelector('dialog[open]') !== null;

/** The explainer's keys, the waiting story's and the tour's (see KEYMAP). */
export const pageActions = {
  // The story waits at a key moment: the keys that move on continue it.
  continueStory: {
    keys: { storyWait: [' ', 'Enter', 'ArrowRight', 'PageDown'] },
    clicker: true,
    when: (env) => !((env.e.key === ' ' || env.e.key === 'Enter') && onControl(env)),
    run: ({ s }) => s.continueStory(),
  },
  playPause: {
    keys: { page: [' '] },
    early: 'toggle',
    when: ({ target }) => target?.tagName !== 'BUTTON', // Space activates the focused button
    run: ({ s }) => s.togglePlay(),
  },
  // Clickers: in the tour, PageUp/PageDown walk its stops.
  tourPrev: { keys: { tour: ['PageUp'] }, clicker: true, run: ({ s }) => s.tourBy(-1) },
  tourNext: { keys: { tour: ['PageDown'] }, clicker: true, run: ({ s }) => s.tourBy(1) },
  eventPrev: {
    keys: { page: ['ArrowLeft', 'PageUp'] },
    clicker: true,
    early: 'stop',
    run: ({ s }) => s.stepBy(-1),
  },
  eventNext: {
    keys: { page: ['ArrowRight', 'PageDown'] },
    clicker: true,
    early: 'stop',
    run: ({ s }) => s.stepBy(1),
  },
  chapterPrev: { keys: { page: ['Shift+ArrowLeft'] }, early: 'stop', run: ({ s }) => s.chapterBy(-1) },
  chapterNext: { keys: { page: ['Shift+ArrowRight'] }, early: 'stop', run: ({ s }) => s.chapterBy(1) },
  start: { keys: { page: ['Home'] }, early: 'stop', run: ({ s }) => s.seekStep(0) },
  end: { keys: { page: ['End'] }, early: 'stop', run: ({ s }) => s.seekStep(Number.MAX_SAFE_INTEGER) },
  // Not `b`: presentation clickers send it (and `.`) for "blank screen".
  toggleKey: { keys: { page: ['k'] }, early: 'none', run: ({ s }) => s.toggleKey() },
  divergence: { keys: { page: ['d'] }, early: 'stop', run: ({ s }) => s.jumpToDivergence() },
  // Esc closes the gallery, else leaves the tour. A dialog's Esc is its own: a dialog open above the tour closes
  // first. Focus inside the gallery goes back to its button; the tour's dock gives focus back itself.
  closeGallery: {
    keys: { page: ['Escape'] },
    when: (env) => env.s.galleryOpen && !inDialog(env),
    run: ({ s, target }) => {
      const inside = target?.closest('#gallery');
      s.setGalleryOpen(false);
      if (inside) document.getElementById('gallery-button')?.focus();
    },
  },
  leaveTour: {
    keys: { tour: ['Escape'] },
    when: (env) => !env.s.galleryOpen && !inDialog(env),
    run: ({ s }) => s.exitTour(),
  },
} satisfies Record<string, KeyActionSpec>;
