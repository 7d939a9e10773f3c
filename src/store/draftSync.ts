import { useAppStore } from './appStore';
import { DRAFT_PREFIX, browserStorage, parseDraftEntry, readDrafts } from './draftStorage';
import { REPLACED_SUFFIX, adoptDraft, flushPendingEdit, ownDraftKey, useEditorStore } from './editorStore';
import { showNotice } from './notices';
import { scenarioFingerprint } from './tabIdentity';

/**
 * At start-up, after the link has been applied: this tab's own draft comes back only when it belongs to
 * what the link shows (a reload of the same work). Every other draft is offered, never imposed, and an
 * unreadable one is quarantined and reported.
 */
export function restoreDrafts(reload = isReload()) {
  const { entries, quarantined } = readDrafts(browserStorage());
  if (quarantined.length)
    showNotice({ kind: 'draftsQuarantined', count: quarantined.length, first: quarantined[0]! });
  // Most visits have no draft: they skip the fingerprint (the whole scenario as JSON, hashed).
  if (!entries.length) {
    useEditorStore.setState({ offers: [] });
    return;
  }
  // What the link shows: the scenario being opened, if it is still being simulated.
  const app = useAppStore.getState();
  const shown = scenarioFingerprint(
    app.simulation?.reason === 'open' ? app.simulation.scenario : app.scenario,
  );
  // A reload of this tab is the same work even if the address bar lags the last keystroke (it is written
  // after a pause); any other start restores this tab's draft only when the link shows what it showed.
  const own = entries.find((e) => e.key === ownDraftKey() && (reload || e.shown === shown));
  if (own) adoptDraft(own);
  useEditorStore.setState({ offers: entries.filter((e) => e !== own) });
}

function isReload(): boolean {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav?.type === 'reload';
  } catch {
    return false;
  }
}

/**
 * Keeps the drafts honest while the page lives: a draft another tab saves is offered here as "newer", and a
 * large draft's waiting keystrokes are saved when the page goes away. (A scenario replaced from outside the
 * editor is told to the editor by the scenario slice itself.)
 */
export function startDraftSync(): () => void {
  const onStorage = (e: StorageEvent) => {
    // A draft another tab set aside when it was replaced is offered at the next start, not announced.
    if (!e.key?.startsWith(DRAFT_PREFIX) || e.key === ownDraftKey() || e.key.endsWith(REPLACED_SUFFIX))
      return;
    const offers = useEditorStore.getState().offers.filter((o) => o.key !== e.key);
    const entry = e.newValue === null ? undefined : parseDraftEntry(e.key, e.newValue);
    useEditorStore.setState({
      offers: entry && 'draft' in entry ? [{ ...entry, live: true }, ...offers] : offers,
    });
  };
  window.addEventListener('storage', onStorage);
  // A large draft's last keystrokes wait for a pause in typing: save them before the page goes away.
  window.addEventListener('pagehide', flushPendingEdit);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pagehide', flushPendingEdit);
  };
}
