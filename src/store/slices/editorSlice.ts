import type { ScenarioV1 } from '../../scenario/types';
import type { ValidationError } from '../../scenario/validationContext';
import {
  DRAFT_PREFIX,
  browserStorage,
  removeDraft,
  writeDraft,
  type Draft,
  type DraftEntry,
} from '../draftStorage';
import { renameServiceIn, renameSliceIn, type Rename, type RenameSession } from '../renameService';
import { scenarioFingerprint, tabId } from '../tabIdentity';
import { loadValidation, validateLoaded, validationReady } from '../validation';
import type { AppStore, SliceCreator, View } from './types';

export type { Draft };

/** What replaced the draft, for the undo message. */
export type ReplacedBy = { kind: 'scenario' | 'draft'; title: string } | { kind: 'file'; name: string };

/** Everything needed to put back a draft and the view it was showing. */
export interface UndoState {
  draft: Draft;
  open: boolean;
  by: ReplacedBy;
  scenario: ScenarioV1;
  presetId: string | null;
  view: View;
  time: number;
}

export interface EditorState {
  open: boolean;
  draft: Draft | null;
  errors: ValidationError[];
  /** Edited since it was started: only such a draft is saved, protected by undo and worth offering. */
  dirty: boolean;
  /** Whether the draft really is in storage (never "saved" when it is not). */
  /** `pending`: a large draft's edit waits for a pause in typing before it is simulated and saved. */
  save: 'idle' | 'pending' | 'saved' | 'full' | 'blocked';
  /** Drafts in this browser other than this tab's current one, newest first; `live` ones arrived while open. */
  offers: (DraftEntry & { live?: boolean })[];
  undo: UndoState | null;
  setOpen: (open: boolean) => void;
  /** Replaces the draft; a valid draft is re-simulated at once in both key variants. */
  edit: (update: (d: Draft) => Draft) => void;
  /** Renames a Service and every reference to it (slices, events). */
  /** Renames a Service (name and/or namespace) with its slices and the events naming them. */
  renameService: (index: number, change: Rename) => void;
  /** Renames an EndpointSlice (name and/or namespace) with the events naming it. */
  renameSlice: (index: number, change: Rename) => void;
  importDraft: (d: Draft, fileName: string) => void;
  openOffer: (key: string) => void;
  discardOffer: (key: string) => void;
  undoReplace: () => void;
  dismissUndo: () => void;
  /** Drops the draft and starts again from what the main view shows. */
  discardDraft: () => void;
  /**
   * Something outside the editor replaced the app's scenario (a preset, a link, a file): the draft no longer
   * matches the main view. Its work is kept for undo; an open editor starts over from what is shown. The
   * scenario slice calls it; `prev` is the app state before the change.
   */
  scenarioReplaced: (prev: ShownView) => void;
  /**
   * Restores a draft found in storage as this tab's own (a reload of the same work). If the view lags the
   * draft (the address bar had not caught up with the last keystroke), the draft's valid version is shown.
   */
  adopt: (entry: DraftEntry) => void;
}

/** What the main view shows: enough to put it back. */
export type ShownView = Pick<AppStore, 'scenario' | 'presetId' | 'view' | 'time'>;

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** This tab's storage key (fixed for the page's life). */
export const ownDraftKey = () => (ownKey ??= `${DRAFT_PREFIX}${tabId()}`);
let ownKey: string | undefined;
/**
 * Where this tab keeps the last draft a replacing action took away: Undo works in the page, and if the
 * page is closed or reloaded instead, the draft is still offered next time.
 */
export const REPLACED_SUFFIX = '.replaced';
export const replacedDraftKey = () => `${ownDraftKey()}${REPLACED_SUFFIX}`;

function keepReplaced(u: UndoState) {
  const shown = scenarioFingerprint(u.scenario);
  const entry = {
    key: replacedDraftKey(),
    tab: tabId(),
    savedAt: Date.now(),
    open: u.open,
    shown,
    draft: u.draft,
  };
  writeDraft(browserStorage(), entry);
}

/**
 * The app scenario the draft is in step with: the one it was started from, or the last valid version it
 * pushed. Any other scenario in the app store means something else replaced the draft.
 */
let base: ScenarioV1 | null = null;
let renameSession: RenameSession | null = null;

function validate(draft: Draft): { errors: ValidationError[]; scenario?: ScenarioV1 } {
  const r = validateLoaded(draft);
  return r.ok ? { errors: [], scenario: r.scenario } : { errors: r.errors };
}

/**
 * Drafts with more objects than this (Services plus EndpointSlices) re-simulate and save once typing pauses for
 * `EDIT_DEBOUNCE_MS`, not at every keystroke: simulating a 2,000-Service cluster twice takes seconds.
 * Validation stays immediate (once its chunk is loaded: store/validation.ts), so the fields' errors never lag.
 */
export const DEBOUNCE_OBJECTS = 200;
export const EDIT_DEBOUNCE_MS = 400;
let pendingEdit: { timer: ReturnType<typeof setTimeout>; run: () => void } | null = null;

/** Runs a debounced edit's re-simulation and save now (the page is being hidden or closed). */
export function flushPendingEdit() {
  const p = pendingEdit;
  if (!p) return;
  pendingEdit = null;
  clearTimeout(p.timer);
  p.run();
}

/** The editor: its draft, where the draft is saved, drafts on offer, and undo of a replacing action. */
export const createEditorSlice: SliceCreator<{ editor: EditorState }> = (setApp, getApp) => {
  const set = (p: Partial<EditorState>) => setApp((s) => ({ editor: { ...s.editor, ...p } }));
  const get = () => getApp().editor;
  /**
   * Sets a new draft with its errors, then `after` gets its valid version (or undefined). Validation is a chunk
   * of its own (store/validation.ts): before it has loaded, the draft is set at once without errors, and its
   * errors and `after` follow once it has, unless something has replaced the draft in the meantime.
   */
  const setValidated = (
    p: Partial<EditorState> & { draft: Draft },
    after?: (scenario: ScenarioV1 | undefined) => void,
  ) => {
    if (validationReady()) {
      const v = validate(p.draft);
      set({ ...p, errors: v.errors });
      after?.(v.scenario);
      return;
    }
    set({ ...p, errors: [] });
    loadValidation().then(
      () => {
        if (get().draft !== p.draft) return;
        const v = validate(p.draft);
        set({ errors: v.errors });
        after?.(v.scenario);
      },
      // A failed load is tried again at the next edit.
      () => undefined,
    );
  };
  /** Shows a valid draft in the main view (this is what detaches a preset link into an inline one). */
  const push = (scenario: ScenarioV1 | undefined) => {
    if (!scenario) return;
    base = scenario;
    getApp().replaceScenario(scenario);
  };
  const persist = () => {
    const { draft, dirty, open } = get();
    const storage = browserStorage();
    if (!draft || !dirty) {
      removeDraft(storage, ownDraftKey());
      set({ save: 'idle' });
      return;
    }
    const shown = scenarioFingerprint(getApp().scenario);
    const entry = { key: ownDraftKey(), tab: tabId(), savedAt: Date.now(), open, shown, draft };
    set({ save: writeDraft(storage, entry) });
  };
  /** After an edit: show the draft's valid version and save it, at once or (large drafts) once typing pauses. */
  const afterEdit = (draft: Draft, scenario: ScenarioV1 | undefined) => {
    if (pendingEdit) clearTimeout(pendingEdit.timer);
    pendingEdit = null;
    // A replacing action in the meantime (a preset, a link, undo) has taken this draft's place: it is stale.
    const run = () => {
      if (get().draft !== draft) return;
      push(scenario);
      persist();
    };
    if (draft.services.length + draft.endpointSlices.length <= DEBOUNCE_OBJECTS) return run();
    set({ save: 'pending' });
    pendingEdit = {
      run,
      timer: setTimeout(() => {
        pendingEdit = null;
        run();
      }, EDIT_DEBOUNCE_MS),
    };
  };
  /** A rename step: its references are followed by position while the same rename goes on (see renameService). */
  const rename = (step: (d: Draft, session: RenameSession | null) => RenameSession | null) => {
    const current = get().draft;
    if (!current) return;
    const draft = clone(current);
    renameSession = step(draft, renameSession);
    setValidated({ draft, dirty: true }, (scenario) => afterEdit(draft, scenario));
  };
  /** Keeps what a replacing action is about to overwrite, when it holds work. */
  const stash = (by: ReplacedBy, view: ShownView = getApp()): UndoState | null => {
    const { draft, dirty, open } = get();
    if (!draft || !dirty) return null;
    const u = {
      draft,
      open,
      by,
      scenario: view.scenario,
      presetId: view.presetId,
      view: view.view,
      time: view.time,
    };
    keepReplaced(u);
    return u;
  };
  const replaceDraft = (draft: Draft, undo: UndoState | null) => {
    renameSession = null;
    setValidated({ draft, dirty: true, open: true, undo: undo ?? get().undo }, (scenario) => {
      push(scenario);
      persist();
    });
    if (getApp().galleryOpen) getApp().setGalleryOpen(false);
  };
  const editor: EditorState = {
    open: false,
    draft: null,
    errors: [],
    dirty: false,
    save: 'idle',
    offers: [],
    undo: null,
    setOpen: (open) => {
      let { draft } = get();
      // Opening starts from what the main view shows, unless the draft is still in step with it. Merely
      // opening never pushes anything (a short preset link stays short until a real edit).
      const shown = getApp().scenario;
      if (open && (!draft || base !== shown)) {
        // A draft out of step with the view is not reopened over it; its work stays undoable.
        const undo = stash({ kind: 'scenario', title: shown.title });
        base = shown;
        draft = clone(shown);
        set({ dirty: false, undo: undo ?? get().undo });
      }
      if (draft) setValidated({ open, draft });
      else set({ open, draft, errors: [] });
      // It takes the gallery's place (see setGalleryOpen).
      if (open && getApp().galleryOpen) getApp().setGalleryOpen(false);
      persist();
    },
    edit: (update) => {
      const current = get().draft;
      if (!current) base = getApp().scenario;
      // Any edit other than a rename ends a rename in progress (its indices may no longer hold).
      renameSession = null;
      const draft = update(clone(current ?? base!));
      setValidated({ draft, dirty: true }, (scenario) => afterEdit(draft, scenario));
    },
    renameService: (index, change) => rename((d, session) => renameServiceIn(d, index, change, session)),
    renameSlice: (index, change) => rename((d, session) => renameSliceIn(d, index, change, session)),
    importDraft: (d, fileName) => replaceDraft(d, stash({ kind: 'file', name: fileName })),
    openOffer: (key) => {
      const entry = get().offers.find((o) => o.key === key);
      if (!entry) return;
      set({ offers: get().offers.filter((o) => o.key !== key) });
      removeDraft(browserStorage(), key); // it becomes this tab's draft
      replaceDraft(clone(entry.draft), stash({ kind: 'draft', title: String(entry.draft.title) }));
    },
    discardOffer: (key) => {
      removeDraft(browserStorage(), key);
      set({ offers: get().offers.filter((o) => o.key !== key) });
    },
    undoReplace: () => {
      const u = get().undo;
      if (!u) return;
      const app = getApp();
      // Put the view back first, marked as the draft's own, so the sync does not see a replacement.
      base = u.scenario;
      const moment = () => {
        getApp().setView(u.view);
        getApp().seekTime(u.time);
      };
      if (u.presetId) {
        app.loadPreset(u.presetId);
        moment();
      } else app.loadScenario(u.scenario, moment);
      renameSession = null;
      setValidated({ draft: u.draft, open: u.open, dirty: true, undo: null });
      removeDraft(browserStorage(), replacedDraftKey());
      persist();
    },
    dismissUndo: () => set({ undo: null }),
    discardDraft: () => {
      // An edit still being simulated would show the discarded draft when it is done.
      if (getApp().simulation?.reason === 'edit') getApp().cancelSimulation(true);
      base = getApp().scenario;
      renameSession = null;
      const draft = clone(base);
      setValidated({ draft, dirty: false });
      persist();
    },
    scenarioReplaced: (prev) => {
      const shown = getApp().scenario;
      if (shown === base) return; // the draft's own push, or its undo
      // No draft in this page (never edited, or the page is still starting and its drafts are not restored
      // yet): nothing to keep, and storage is not this page's to clear.
      if (!get().draft) {
        base = shown;
        renameSession = null;
        return;
      }
      const undo = stash({ kind: 'scenario', title: shown.title }, prev);
      base = shown;
      renameSession = null;
      const draft = get().open ? clone(shown) : null;
      if (draft) setValidated({ draft, dirty: false, undo: undo ?? get().undo });
      else set({ draft, dirty: false, errors: [], undo: undo ?? get().undo });
      persist();
    },
    adopt: (entry) => {
      base = getApp().scenario;
      setValidated({ draft: entry.draft, open: entry.open, dirty: true, save: 'saved' }, (scenario) => {
        if (scenario && scenarioFingerprint(scenario) !== scenarioFingerprint(base!)) push(scenario);
      });
    },
  };
  return { editor };
};

/** For tests: forget module-level state between cases. */
export function resetEditorModule() {
  if (pendingEdit) clearTimeout(pendingEdit.timer);
  pendingEdit = null;
  base = null;
  renameSession = null;
  ownKey = undefined;
}
