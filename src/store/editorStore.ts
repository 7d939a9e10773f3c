import { create } from 'zustand';
import type { ScenarioV1 } from '../scenario/types';
import { validateScenario, type ValidationError } from '../scenario/validate';
import { useAppStore } from './appStore';

export const DRAFT_KEY = 'nonroutable.draft.v1';

/** A scenario being edited: JSON of the v1 shape whose fields may hold anything a person typed. */
export type Draft = ScenarioV1;

interface EditorState {
  open: boolean;
  draft: Draft | null;
  errors: ValidationError[];
  setOpen: (open: boolean) => void;
  /** Replaces the draft; valid drafts are re-simulated at once in both key variants. */
  edit: (update: (d: Draft) => Draft) => void;
  /** Renames a Service and every reference to it (slices, events). */
  renameService: (index: number, name: string) => void;
  importDraft: (d: Draft) => void;
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function persist(open: boolean, draft: Draft | null) {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ open, draft }));
  } catch {
    // Storage full or disabled: editing still works, only the draft is not kept.
  }
}

function check(draft: Draft): ValidationError[] {
  const r = validateScenario(draft);
  if (r.ok) useAppStore.getState().replaceScenario(r.scenario);
  return r.ok ? [] : r.errors;
}

export const useEditorStore = create<EditorState>()((set, get) => ({
  open: false,
  draft: null,
  errors: [],
  setOpen: (open) => {
    const draft = get().draft ?? clone(useAppStore.getState().scenario);
    set({ open, draft, errors: open ? check(draft) : get().errors });
    persist(open, draft);
  },
  edit: (update) => {
    const draft = update(clone(get().draft ?? useAppStore.getState().scenario));
    set({ draft, errors: check(draft) });
    persist(get().open, draft);
  },
  renameService: (index, name) =>
    get().edit((d) => {
      const svc = d.services[index];
      if (!svc) return d;
      const old = svc.name;
      svc.name = name;
      for (const s of d.endpointSlices)
        if (s.namespace === svc.namespace && s.service === old) s.service = name;
      for (const e of d.events) {
        const ev = e as { namespace?: string; name?: string; type: string };
        if (
          (ev.type === 'annotateService' || ev.type === 'deleteService') &&
          ev.namespace === svc.namespace &&
          ev.name === old
        )
          ev.name = name;
      }
      return d;
    }),
  importDraft: (d) => {
    set({ draft: d, errors: check(d) });
    persist(get().open, d);
  },
}));

/** Restores a draft saved by an earlier visit (a reload or a closed tab never loses work). */
export function restoreDraft() {
  let saved: { open?: unknown; draft?: unknown } | null;
  try {
    saved = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return; // an unreadable draft is ignored, not fatal
  }
  // Only a draft whose editor was still open is restored: a closed editor's scenario lives in the URL, and an
  // old draft must not override a link opened later.
  if (
    !saved ||
    typeof saved !== 'object' ||
    saved.open !== true ||
    !saved.draft ||
    typeof saved.draft !== 'object'
  )
    return;
  const draft = saved.draft as Draft;
  useEditorStore.setState({ open: true, draft, errors: check(draft) });
}

// Choosing a preset while editing starts the draft from that preset.
useAppStore.subscribe((s, prev) => {
  const ed = useEditorStore.getState();
  if (s.presetId && s.presetId !== prev.presetId && ed.open) {
    const draft = clone(s.scenario);
    useEditorStore.setState({ draft, errors: [] });
    persist(true, draft);
  }
});
