import { encodeLinkHashWith } from '../scenario/link/linkHash';
import type { LinkState } from '../scenario/link/linkState';
import { outcomeHash } from '../scenario/link/outcomeHash';
import { selectRuns, useAppStore, type AppState } from './appStore';
import { keepScenario, keptIdOf, keptLocally } from './keptScenario';
import { compressed, loadLinkCompressor, waitsForCompressor } from './linkCompressor';

/** The link state of the current view (what "Copy link" shares and what the address bar shows). */
export function currentLinkState(s: AppState, opts: { embed?: boolean } = {}): LinkState {
  const runs = selectRuns(s);
  const traces = s.view === 'compare' ? runs.traces : { [s.view]: runs.traces[s.view] };
  return {
    ...(s.presetId ? { preset: s.presetId } : { scenario: s.scenario }),
    mode: s.view,
    at: s.time,
    lang: s.lang,
    theme: s.theme,
    ...(opts.embed ? { embed: true } : {}),
    ...(s.tour !== null ? { tour: s.tour + 1 } : {}),
    ...(s.talk ? { talk: s.talk } : {}),
    ...(s.present ? { present: true } : {}),
    ...(s.beat !== null ? { beat: s.beat + 1 } : {}),
    ...(s.session ? { session: s.session } : {}),
    ...(s.speaker ? { speaker: true } : {}),
    ...(s.labsOpen && s.lab ? { lab: s.lab } : {}),
    outcome: outcomeHash(traces),
  };
}

const encodeLinkHash = (state: LinkState): string => encodeLinkHashWith(state, compressed);

/**
 * Whether a link to `state` names a copy of its scenario kept in this browser (`k=`) rather than carrying it:
 * the scenario is too large for a link (a 10,000-Service file's would be ~250,000 characters, which the app
 * refuses to open), decided by its size before compressing it (keptScenario.ts).
 */
export const namesKeptScenario = (state: LinkState): boolean =>
  !!state.scenario && keptLocally(state.scenario, (sc) => encodeLinkHash({ ...state, scenario: sc }).length);

/**
 * The fragment of a link to `state` (what the address bar shows and Share copies): never one the app would
 * refuse. Undefined while its scenario, too large for a link, is not kept yet (`keepScenario`).
 */
export function linkFragment(state: LinkState): string | undefined {
  if (!namesKeptScenario(state)) return encodeLinkHash(state);
  const id = keptIdOf(state.scenario!);
  return id === undefined ? undefined : encodeLinkHash({ ...state, scenario: undefined, kept: id });
}

/** Keeps the address bar's fragment in step with the view (not while playing; replaceState, no history spam). */
export function startUrlSync(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The fragment this page last read or wrote. Another one in the address bar is a link typed or followed
  // that the hashchange handler has yet to open: a pending write must not overwrite it (the link wins).
  let known = window.location.hash;
  // Links followed whose reader is still loading: the view is not theirs yet, so nothing is written.
  let opening = 0;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(write, 250);
  };
  const write = () => {
    const s = useAppStore.getState();
    // While a linked scenario is being simulated the address bar keeps the link (the view is not it yet), also
    // while the other key's run is (the link's outcome may need it).
    if (
      s.playing ||
      s.simulation?.reason === 'open' ||
      s.pendingRun ||
      s.readingLink ||
      opening ||
      window.location.hash !== known
    )
      return;
    const state = currentLinkState(s, { embed: s.embed });
    if (waitsForCompressor(state)) {
      void loadLinkCompressor().then(schedule);
      return;
    }
    const fragment = linkFragment(state);
    if (fragment === undefined) {
      // Written once the scenario is kept (in IndexedDB: a moment later).
      const shown = state.scenario!;
      void keepScenario(shown).then((kept) => {
        if (kept !== undefined && useAppStore.getState().scenario === shown) schedule();
      });
      return;
    }
    const hash = `#${fragment}`;
    if (hash !== window.location.hash) history.replaceState(null, '', hash);
    known = window.location.hash;
  };
  const unsub = useAppStore.subscribe((s, prev) => {
    if (
      s.scenario === prev.scenario &&
      s.view === prev.view &&
      s.time === prev.time &&
      s.lang === prev.lang &&
      s.theme === prev.theme &&
      s.tour === prev.tour &&
      s.talk === prev.talk &&
      s.present === prev.present &&
      s.beat === prev.beat &&
      s.session === prev.session &&
      s.playing === prev.playing &&
      s.simulation === prev.simulation &&
      s.pendingRun === prev.pendingRun &&
      s.lab === prev.lab &&
      s.labsOpen === prev.labsOpen
    )
      return;
    schedule();
  });
  // A link typed or followed in a running tab is read by the link reader (a chunk of its own: openLink.ts).
  const onHash = () => {
    const hash = (known = window.location.hash);
    opening++;
    void import('./openLink').then((m) => m.applyLinkHash(hash)).finally(() => opening--);
  };
  window.addEventListener('hashchange', onHash);
  return () => {
    unsub();
    clearTimeout(timer);
    window.removeEventListener('hashchange', onHash);
  };
}
