import type { Lang, SliceCreator, Theme } from './types';

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
  select: (token: string | null) => void;
  openGlossary: (term: string | null) => void;
}

export const createPrefsSlice: SliceCreator<PrefsSlice> = (set, get) => ({
  lanes: null,
  lang: 'en',
  // The system's preference is read at start-up (`startApp`), not when this module is imported.
  theme: 'dark',
  helpOpen: false,
  shareOpen: false,
  galleryOpen: false,
  embed: false,
  selection: null,
  glossary: null,
  setLanes: (lanes) => set({ lanes }),
  setLang: (lang) => set({ lang }),
  setTheme: (theme) => set({ theme }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  setShareOpen: (shareOpen) => set({ shareOpen }),
  // The gallery and the editor take the same place under the header: opening one closes the other (the
  // draft stays saved), so the one just opened is the one in view.
  setGalleryOpen: (galleryOpen) => {
    if (galleryOpen && get().editor.open) get().editor.setOpen(false);
    set({ galleryOpen });
  },
  setEmbed: (embed) => set({ embed }),
  select: (selection) => set({ selection }),
  openGlossary: (glossary) => set({ glossary }),
});
