import { useAppStore } from './appStore';
import type { DraftEntry } from './draftStorage';
import type { EditorState } from './slices/editorSlice';

export {
  DEBOUNCE_OBJECTS,
  EDIT_DEBOUNCE_MS,
  REPLACED_SUFFIX,
  flushPendingEdit,
  ownDraftKey,
  replacedDraftKey,
  resetEditorModule,
} from './slices/editorSlice';
export type { Draft, EditorState, ReplacedBy, UndoState } from './slices/editorSlice';

interface EditorStoreHook {
  <T>(selector: (s: EditorState) => T): T;
  getState: () => EditorState;
  /** Merges into the editor's state (or, with `replace`, sets exactly that state). */
  setState: (p: Partial<EditorState>, replace?: boolean) => void;
}

/** The editor's part of the app store, with the hook shape the views use. */
export const useEditorStore: EditorStoreHook = Object.assign(
  <T>(selector: (s: EditorState) => T): T => useAppStore((s) => selector(s.editor)),
  {
    getState: () => useAppStore.getState().editor,
    setState: (p: Partial<EditorState>, replace = false) =>
      useAppStore.setState((s) => ({ editor: replace ? (p as EditorState) : { ...s.editor, ...p } })),
  },
);

/** Restores a draft found in storage as this tab's own (see `EditorState.adopt`). */
export const adoptDraft = (entry: DraftEntry) => useAppStore.getState().editor.adopt(entry);
