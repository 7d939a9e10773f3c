import type { Lang, SliceCreator, Theme } from './types';

/** A message for the person: plain text, or a structured one the UI words in the current language. */
export type Notice =
  | string
  | { kind: 'linkError'; detail: string }
  | { kind: 'outcomeMismatch'; title: string; expected: string; now: string };

/** How the page looks and which of its dialogs are open. */
export interface PrefsSlice {
  /** One lane per actor (true), one merged lane (false), or chosen by the window's height (null). */
  lanes: boolean | null;
  lang: Lang;
  theme: Theme;
  helpOpen: boolean;
  shareOpen: boolean;
  galleryOpen: boolean;
  /** Read-only minimal chrome for iframes (`e=1` in a link). */
  embed: boolean;
  notice: Notice | null;
  /** An address or Service name picked on the stage or in an output: both highlight what matches it. */
  selection: string | null;
  /** The glossary dialog: open at one term, at all terms, or closed. */
  glossary: string | null;
  setLanes: (lanes: boolean) => void;
  setLang: (l: Lang) => void;
  setTheme: (t: Theme) => void;
  setHelpOpen: (o: boolean) => void;
  setShareOpen: (o: boolean) => void;
  setGalleryOpen: (o: boolean) => void;
  setEmbed: (e: boolean) => void;
  setNotice: (n: Notice | null) => void;
  select: (token: string | null) => void;
  openGlossary: (term: string | null) => void;
}

export const createPrefsSlice: SliceCreator<PrefsSlice> = (set) => ({
  lanes: null,
  lang: 'en',
  // The system's preference is read at start-up (`startApp`), not when this module is imported.
  theme: 'dark',
  helpOpen: false,
  shareOpen: false,
  galleryOpen: false,
  embed: false,
  notice: null,
  selection: null,
  glossary: null,
  setLanes: (lanes) => set({ lanes }),
  setLang: (lang) => set({ lang }),
  setTheme: (theme) => set({ theme }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  setShareOpen: (shareOpen) => set({ shareOpen }),
  setGalleryOpen: (galleryOpen) => set({ galleryOpen }),
  setEmbed: (embed) => set({ embed }),
  setNotice: (notice) => set({ notice }),
  select: (selection) => set({ selection }),
  openGlossary: (glossary) => set({ glossary }),
});
