// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPreset } from '../scenario/presets';
import type { ScenarioV1 } from '../scenario/types';
import { useAppStore } from './appStore';
import { DRAFT_PREFIX, QUARANTINE_PREFIX } from './draftStorage';
import { restoreDrafts, startDraftSync } from './draftSync';
import {
  EDIT_DEBOUNCE_MS,
  ownDraftKey,
  replacedDraftKey,
  resetEditorModule,
  useEditorStore,
} from './editorStore';
import { incidentWithServices } from '../testing/bigIncident';
import { scenarioFingerprint } from './tabIdentity';

const app = useAppStore.getState();
const initialApp = useAppStore.getState();
const initialEditor = useEditorStore.getState();
let stop: () => void = () => {};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAppStore.setState(initialApp, true);
  useEditorStore.setState(initialEditor, true);
  useAppStore.setState({ notice: null });
  resetEditorModule();
  stop = startDraftSync();
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

const ed = () => useEditorStore.getState();
const stored = () => JSON.parse(localStorage.getItem(ownDraftKey()) ?? 'null');
const minimal = getPreset('minimal-repro')!.scenario;
const retitle = (title: string) => ed().edit((d) => ((d.title = title), d));

describe('editor store: opening and editing', () => {
  it('merely opening the editor keeps the preset (a short link stays short) and saves nothing', () => {
    app.loadPreset('minimal-repro');
    ed().setOpen(true);
    expect(useAppStore.getState().presetId).toBe('minimal-repro');
    expect(useAppStore.getState().scenario).toBe(minimal);
    expect(ed().draft).toEqual(minimal);
    expect(ed().save).toBe('idle');
    expect(stored()).toBeNull();
  });

  it('a real edit re-simulates (the view detaches from the preset) and is saved, versioned', () => {
    app.loadPreset('minimal-repro');
    ed().setOpen(true);
    retitle('What if');
    expect(useAppStore.getState().presetId).toBeNull();
    expect(useAppStore.getState().scenario.title).toBe('What if');
    expect(ed().save).toBe('saved');
    expect(stored()).toMatchObject({
      format: 'nonroutable-draft',
      version: 2,
      open: true,
      shown: scenarioFingerprint(useAppStore.getState().scenario),
      draft: { title: 'What if' },
    });
  });

  it('an invalid edit keeps the last valid scenario in the view and lists the problem', () => {
    app.loadPreset('minimal-repro');
    ed().setOpen(true);
    ed().edit((d) => ((d.services[0]!.clusterIP = '10.0.0.999'), d));
    expect(useAppStore.getState().scenario).toBe(minimal);
    expect(ed().errors).toEqual([
      expect.objectContaining({ path: '$.services[0].clusterIP', code: 'notIPv4' }),
    ]);
    expect(stored().draft.services[0].clusterIP).toBe('10.0.0.999');
  });

  it('does not reopen a stale draft over a scenario opened since (and keeps it undoable)', () => {
    app.loadPreset('minimal-repro');
    ed().setOpen(true);
    retitle('Mine');
    ed().setOpen(false);
    app.loadPreset('no-shared-prefix');
    ed().setOpen(true);
    expect(useAppStore.getState().presetId).toBe('no-shared-prefix');
    expect(ed().draft?.title).toBe(getPreset('no-shared-prefix')!.scenario.title);
    expect(ed().undo?.draft.title).toBe('Mine');
  });
});

describe('editor store: honest saving', () => {
  it('says "full" when storage is full, and never "saved"', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    ed().setOpen(true);
    retitle('x');
    expect(ed().save).toBe('full');
  });

  it('says "blocked" when storage refuses for another reason', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    ed().setOpen(true);
    retitle('x');
    expect(ed().save).toBe('blocked');
  });
});

describe('editor store: replacing actions can be undone', () => {
  const editMinimal = () => {
    app.loadPreset('minimal-repro');
    app.seekTime(12_000);
    ed().setOpen(true);
    retitle('Mine');
  };

  it('choosing a preset while editing starts the draft from it; Undo brings back the draft and its view', () => {
    editMinimal();
    const mine = useAppStore.getState().scenario;
    app.loadPreset('no-shared-prefix');
    expect(ed().draft?.title).toBe(getPreset('no-shared-prefix')!.scenario.title);
    expect(ed().undo).toMatchObject({ by: { kind: 'scenario' }, draft: { title: 'Mine' } });
    expect(stored()).toBeNull(); // the new draft is not edited yet
    ed().undoReplace();
    expect(ed().draft?.title).toBe('Mine');
    expect(ed().undo).toBeNull();
    expect(useAppStore.getState().scenario).toBe(mine);
    expect(useAppStore.getState().time).toBe(12_000);
    expect(stored().draft.title).toBe('Mine');
    // Putting the view back is not itself a replacement.
    expect(ed().draft?.title).toBe('Mine');
  });

  it('a replaced draft survives a reload without Undo: it is kept aside and offered next time', () => {
    editMinimal();
    app.loadPreset('no-shared-prefix');
    expect(JSON.parse(localStorage.getItem(replacedDraftKey())!).draft.title).toBe('Mine');
    useEditorStore.setState(initialEditor, true);
    restoreDrafts();
    expect(ed().offers.map((o) => o.draft.title)).toEqual(['Mine']);
    ed().openOffer(replacedDraftKey());
    expect(useAppStore.getState().scenario.title).toBe('Mine');
  });

  it('Undo removes the kept-aside copy (it is the draft again)', () => {
    editMinimal();
    app.loadPreset('no-shared-prefix');
    ed().undoReplace();
    expect(localStorage.getItem(replacedDraftKey())).toBeNull();
  });

  it('a link followed while editing (a scenario from outside) can be undone too', () => {
    editMinimal();
    app.loadScenario(getPreset('other-namespace')!.scenario);
    expect(ed().undo?.by).toEqual({ kind: 'scenario', title: getPreset('other-namespace')!.scenario.title });
    ed().undoReplace();
    expect(useAppStore.getState().scenario.title).toBe('Mine');
  });

  it('importing JSON over a draft can be undone', () => {
    editMinimal();
    const imported: ScenarioV1 = { ...minimal, title: 'From a file' };
    ed().importDraft(imported, 'file.json');
    expect(useAppStore.getState().scenario.title).toBe('From a file');
    expect(ed().undo).toMatchObject({ by: { kind: 'file', name: 'file.json' }, draft: { title: 'Mine' } });
    ed().undoReplace();
    expect(ed().draft?.title).toBe('Mine');
    expect(useAppStore.getState().scenario.title).toBe('Mine');
  });

  it('replacing an untouched draft needs no undo', () => {
    ed().setOpen(true);
    app.loadPreset('minimal-repro');
    expect(ed().undo).toBeNull();
    expect(ed().draft).toEqual(minimal);
  });
});

describe('editor store: renaming a Service', () => {
  const rename = (index: number, typed: string[]) =>
    typed.forEach((name) => ed().renameService(index, { name }));

  it('renames its slices and the events naming it', () => {
    app.loadPreset('minimal-repro');
    ed().setOpen(true);
    ed().edit((d) => {
      d.events.push({
        at: 21000,
        type: 'createEndpointSlice',
        namespace: 'default',
        name: 'te-2',
        service: 'test-extended',
        endpoints: [],
      });
      d.events.push({ at: 22000, type: 'deleteService', namespace: 'default', name: 'test-extended' });
      return d;
    });
    rename(1, ['renamed']);
    const d = ed().draft!;
    expect(d.endpointSlices.map((s) => s.service)).toEqual(['test', 'renamed']);
    expect(d.events.filter((e) => 'name' in e && e.type !== 'patchEndpointSlice').map((e) => e)).toEqual([
      expect.objectContaining({ type: 'annotateService', name: 'renamed' }),
      expect.objectContaining({ type: 'createEndpointSlice', service: 'renamed' }),
      expect.objectContaining({ type: 'deleteService', name: 'renamed' }),
    ]);
    expect(ed().errors).toEqual([]);
  });

  it("typed letter by letter through another Service's name, it never takes that Service's slice", () => {
    app.loadPreset('minimal-repro');
    ed().setOpen(true);
    // "test-extended" → … → "test" (the other Service's name) → "test-x"
    rename(1, ['test-extende', 'test-', 'test', 'test-', 'test-x']);
    const d = ed().draft!;
    expect(d.endpointSlices.map((s) => [s.name, s.service])).toEqual([
      ['test', 'test'],
      ['test-extended', 'test-x'],
    ]);
    expect(ed().errors).toEqual([]);
  });
});

describe('editor store: a new namespace, a renamed slice', () => {
  it("a Service's new namespace moves its slices and every event naming it or them", () => {
    app.loadPreset('minimal-repro');
    ed().setOpen(true);
    const before = ed().draft!;
    const sliceName = before.endpointSlices[1]!.name;
    ed().edit((d) => {
      d.events.push({ at: 21000, type: 'deleteEndpointSlice', namespace: 'default', name: sliceName });
      return d;
    });
    for (const ns of ['s', 'sh', 'shop']) ed().renameService(1, { namespace: ns });
    const d = ed().draft!;
    expect(d.services[1]).toMatchObject({ namespace: 'shop', name: 'test-extended' });
    expect(d.endpointSlices.map((s) => s.namespace)).toEqual(['default', 'shop']);
    // Each event that names the Service or its slice is in the new namespace; the rest stay where they were.
    const ns = (e: object) => (e as { namespace?: string }).namespace;
    const names = (e: object) => Object.values(e).filter((v) => v === 'test-extended' || v === sliceName);
    for (const [i, e] of d.events.entries())
      expect([i, e.type, ns(e)]).toEqual([i, e.type, names(e).length ? 'shop' : ns(before.events[i] ?? e)]);
    expect(d.events.filter((e) => ns(e) === 'shop').length).toBeGreaterThan(1);
    expect(ed().errors).toEqual([]);
  });

  it('renaming a slice renames the events that patch or delete it', () => {
    app.loadPreset('minimal-repro');
    ed().setOpen(true);
    const old = ed().draft!.endpointSlices[0]!.name;
    const patches = () =>
      ed().draft!.events.filter((e) => e.type === 'patchEndpointSlice' || e.type === 'deleteEndpointSlice');
    const before = patches().filter((e) => e.name === old).length;
    expect(before).toBeGreaterThan(0);
    for (const name of ['t', 'te', 'tes', 'test-slice']) ed().renameSlice(0, { name });
    expect(patches().filter((e) => e.name === 'test-slice')).toHaveLength(before);
    expect(patches().filter((e) => e.name === old)).toHaveLength(0);
    expect(ed().errors).toEqual([]);
  });
});

describe('drafts kept in the browser', () => {
  const entry = (over: Record<string, unknown>) =>
    JSON.stringify({
      format: 'nonroutable-draft',
      version: 2,
      tab: 'other',
      savedAt: 1_000,
      open: true,
      shown: 'x',
      draft: { ...minimal, title: 'Theirs' },
      ...over,
    });

  it("this tab's draft comes back on a reload of the same work", () => {
    app.loadPreset('minimal-repro');
    ed().setOpen(true);
    retitle('Mine');
    const shown = useAppStore.getState().scenario;
    // A reload: the stores start over, the link shows what the draft showed.
    useEditorStore.setState(initialEditor, true);
    resetEditorModule();
    app.loadScenario(shown);
    restoreDrafts(false);
    expect(ed()).toMatchObject({ open: true, dirty: true, draft: { title: 'Mine' }, offers: [] });
  });

  it('a reload restores this tab’s draft even when the address bar had not caught up with it', () => {
    app.loadPreset('minimal-repro');
    ed().setOpen(true);
    retitle('Typed just before the reload');
    // A reload: the page starts over (no sync yet), with the address bar still holding the preset link.
    stop();
    useEditorStore.setState(initialEditor, true);
    resetEditorModule();
    app.loadPreset('minimal-repro');
    restoreDrafts(true);
    expect(ed().draft?.title).toBe('Typed just before the reload');
    expect(useAppStore.getState().scenario.title).toBe('Typed just before the reload');
    // Not a reload (a link opened in a new navigation): offered instead.
    useEditorStore.setState(initialEditor, true);
    resetEditorModule();
    app.loadPreset('minimal-repro');
    restoreDrafts(false);
    stop = startDraftSync();
    expect(ed().draft).toBeNull();
    expect(ed().offers.map((o) => o.draft.title)).toEqual(['Typed just before the reload']);
  });

  it('with no draft stored, start-up does not fingerprint what the link shows', () => {
    const unreadable = {
      ...minimal,
      toJSON: () => {
        throw new Error('fingerprinted');
      },
    } as ScenarioV1;
    useAppStore.setState({ scenario: unreadable });
    expect(() => restoreDrafts(false)).not.toThrow();
    expect(ed().offers).toEqual([]);
    localStorage.setItem(`${DRAFT_PREFIX}other`, entry({}));
    expect(() => restoreDrafts(false)).toThrow('fingerprinted');
  });

  it('a link wins over a stored draft: the draft is offered, not imposed', () => {
    localStorage.setItem(`${DRAFT_PREFIX}other`, entry({}));
    app.loadPreset('tke-incident'); // what the link opened
    restoreDrafts();
    expect(useAppStore.getState().presetId).toBe('tke-incident');
    expect(ed().draft).toBeNull();
    expect(ed().offers.map((o) => o.draft.title)).toEqual(['Theirs']);
    ed().openOffer(`${DRAFT_PREFIX}other`);
    expect(useAppStore.getState().scenario.title).toBe('Theirs');
    expect(ed().open).toBe(true);
    expect(localStorage.getItem(`${DRAFT_PREFIX}other`)).toBeNull(); // it is this tab's draft now
    expect(stored().draft.title).toBe('Theirs');
  });

  it('offers an older version’s draft ({open, draft}) too', () => {
    localStorage.setItem('nonroutable.draft.v1', JSON.stringify({ open: true, draft: minimal }));
    restoreDrafts();
    expect(ed().offers).toEqual([expect.objectContaining({ tab: 'legacy', savedAt: 0 })]);
  });

  it.each([
    ['{}', '{}', '$'],
    ['services: "oops"', entry({ draft: { ...minimal, services: 'oops' } }), '$.services'],
    [
      'a slice whose endpoints are a string',
      entry({ draft: { ...minimal, endpointSlices: [{ endpoints: 'x' }] } }),
      '$.endpointSlices[0].endpoints',
    ],
    ['not JSON', '{"format":', '$'],
    ['a newer format', entry({ version: 3 }), '$'],
  ])('quarantines and reports a malformed entry (%s); it never reaches the editor', (_, raw, path) => {
    localStorage.setItem(`${DRAFT_PREFIX}bad`, raw);
    localStorage.setItem(`${DRAFT_PREFIX}good`, entry({}));
    restoreDrafts();
    expect(localStorage.getItem(`${DRAFT_PREFIX}bad`)).toBeNull();
    expect(localStorage.getItem(`${QUARANTINE_PREFIX}${DRAFT_PREFIX}bad`)).toBe(raw);
    expect(useAppStore.getState().notice).toMatchObject({
      kind: 'draftsQuarantined',
      count: 1,
      first: { path },
    });
    expect(ed().offers.map((o) => o.key)).toEqual([`${DRAFT_PREFIX}good`]);
  });

  it('a draft another tab saves while this one is open is offered as newer', () => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: `${DRAFT_PREFIX}other`, newValue: entry({ savedAt: 5_000 }) }),
    );
    expect(ed().offers).toEqual([
      expect.objectContaining({ live: true, draft: expect.objectContaining({ title: 'Theirs' }) }),
    ]);
    window.dispatchEvent(new StorageEvent('storage', { key: `${DRAFT_PREFIX}other`, newValue: null }));
    expect(ed().offers).toEqual([]);
  });

  it('opening an offered draft over work of its own can be undone', () => {
    ed().setOpen(true);
    retitle('Mine');
    window.dispatchEvent(new StorageEvent('storage', { key: `${DRAFT_PREFIX}other`, newValue: entry({}) }));
    ed().openOffer(`${DRAFT_PREFIX}other`);
    expect(ed().draft?.title).toBe('Theirs');
    ed().undoReplace();
    expect(ed().draft?.title).toBe('Mine');
  });

  it('discarding an offer removes it from storage', () => {
    localStorage.setItem(`${DRAFT_PREFIX}other`, entry({}));
    restoreDrafts();
    ed().discardOffer(`${DRAFT_PREFIX}other`);
    expect(ed().offers).toEqual([]);
    expect(localStorage.getItem(`${DRAFT_PREFIX}other`)).toBeNull();
  });
});

describe('editor store: a large draft re-simulates once typing pauses', () => {
  const big = incidentWithServices(250);
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('validates at every keystroke, shows and saves after the pause, and saves at once when the page hides', () => {
    app.loadScenario(big);
    ed().setOpen(true);
    const shown = useAppStore.getState().scenario;
    retitle('a');
    ed().edit((d) => ((d.services[0]!.clusterIP = 'nope'), d));
    expect(ed().errors.map((e) => e.code)).toContain('notIPv4'); // at once
    ed().edit((d) => ((d.services[0]!.clusterIP = shown.services[0]!.clusterIP), d));
    retitle('ab');
    expect(ed().errors).toEqual([]);
    expect(ed().save).toBe('pending');
    vi.advanceTimersByTime(EDIT_DEBOUNCE_MS - 1);
    expect(useAppStore.getState().scenario).toBe(shown);
    expect(stored()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(useAppStore.getState().scenario.title).toBe('ab');
    expect(stored().draft.title).toBe('ab');
    expect(ed().save).toBe('saved');
    retitle('abc');
    window.dispatchEvent(new Event('pagehide'));
    expect(stored().draft.title).toBe('abc');
    expect(useAppStore.getState().scenario.title).toBe('abc');
  });

  it('drops a waiting edit that a replacing action has overtaken (the draft is kept for undo)', () => {
    app.loadScenario(big);
    ed().setOpen(true);
    retitle('mine');
    app.loadPreset('minimal-repro');
    vi.advanceTimersByTime(10 * EDIT_DEBOUNCE_MS);
    expect(useAppStore.getState().presetId).toBe('minimal-repro');
    expect(ed().undo?.draft.title).toBe('mine');
  });

  it('a small draft still shows every edit at once', () => {
    app.loadPreset('minimal-repro');
    ed().setOpen(true);
    retitle('now');
    expect(useAppStore.getState().scenario.title).toBe('now');
  });
});
