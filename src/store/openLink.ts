import type { KeyVariant } from '../model/backendInstanceKey';
import { decodeLinkHash, refuse, type DecodeResult, type DroppedParam } from '../scenario/link/decodeLink';
import { rememberCompressed } from '../scenario/link/compressJson';
import { LINK_VERSION, type LinkState } from '../scenario/link/linkState';
import { DEFAULT_PRESET_ID, getPreset } from '../scenario/presets';
import { useAppStore } from './appStore';
import { canDecodeOffThread, decodeLinkOffThread, parseScenarioOffThread } from './decode/decodeClient';
import { warmSimWorker } from './simulation/simClient';
import { keptJson, rememberKept } from './keptScenario';
import { showNotice } from './notices';
import { currentLinkState } from './urlSync';

// Reading a link: decoding, decompressing and validating it (and a kept scenario's parsing) is a chunk of its own
// that the first view of a bare address never loads (startApp.ts, urlSync.ts's hashchange handler).

/** Links being read off the page's thread: until they are applied, the address bar keeps them. */
let reading = 0;
/** The latest link asked for: an older one still being read is dropped when it comes in. */
let latest = 0;

/**
 * Links longer than this (characters) start a simulation worker as they are read: a scenario of about 300
 * generated Services makes a link of 7,500, and from about 500 objects a scenario is simulated off the page's
 * thread (`OFF_THREAD_ABOVE`).
 */
const WARM_LINK_ABOVE = 8_000;

/** Whether a link is read in a decode worker: it has a compressed part, and a worker can start here. */
const readsOffThread = (hash: string): boolean => canDecodeOffThread() && /(?:^|[#&])(?:c|tk)=/.test(hash);

/**
 * Opens the state a link describes. A bad link opens the default scenario with a message saying what was
 * wrong; a link whose outcome today's model no longer reproduces opens with a warning saying so.
 * A link with a compressed part (`c=`, `tk=`) is decompressed and validated in a worker where one can start (the
 * page stays responsive, whatever the link holds); one naming a scenario kept in this browser (`k=`, too large
 * for a link) reads it from there and parses it as a file, in a worker too. `then` runs once the link has been
 * read and applied (at once for other links).
 */
export function applyLinkHash(hash: string, then?: () => void) {
  if (!hash || hash === '#') return then?.();
  const kept = /(?:^|[#&])k=([^&]*)/.exec(hash)?.[1];
  // A kept scenario, or a link this long, is most likely simulated off the page's thread: its worker starts
  // loading now, while the link is read.
  if (kept !== undefined || hash.length > WARM_LINK_ABOVE) warmSimWorker();
  if (kept !== undefined) return readAsync(hash, () => readKept(hash, kept), then);
  if (readsOffThread(hash))
    return readAsync(hash, () => takeEarlyRead(hash).then((r) => rememberParts(hash, r)), then);
  latest++;
  applyDecoded(hash, decodeLinkHash(hash));
  then?.();
}

/** A link whose reading started before the page could apply it (`readLinkEarly`). */
let early: { hash: string; read: Promise<DecodeResult> } | null = null;

/**
 * Starts reading a long link with a compressed part in a decode worker, and warms the simulation worker its
 * scenario will most likely need, as soon as this reader is loaded: `applyLinkHash` of the same link, called once
 * the model's chunk is in too (startApp.ts), takes this read instead of starting one (a 2,000-Service link's
 * workers started ~150–250 ms after the reader was in, behind the model's chunk). Other links wait as before.
 */
export function readLinkEarly(hash: string): void {
  if (hash.length <= WARM_LINK_ABOVE || !readsOffThread(hash)) return;
  warmSimWorker();
  early = { hash, read: decodeLinkOffThread(hash) };
}

/** The early read of `hash` if one was started, else a read started now. */
function takeEarlyRead(hash: string): Promise<DecodeResult> {
  const read = early?.hash === hash ? early.read : decodeLinkOffThread(hash);
  early = null;
  return read;
}

/** Reads a link off the page's thread: meanwhile the page says so; only the latest link read is applied. */
function readAsync(hash: string, read: () => Promise<DecodeResult>, then?: () => void) {
  const mine = ++latest;
  reading++;
  useAppStore.setState({ readingLink: true });
  void read().then((r) => {
    reading--;
    if (!reading) useAppStore.setState({ readingLink: false });
    if (mine === latest) applyDecoded(hash, r);
    then?.();
  });
}

/**
 * A link naming a scenario kept in this browser: the scenario is read from there and parsed like a file (in a
 * worker), the rest of the link as usual. Kept nowhere here (another browser, cleared storage): a refusal.
 */
async function readKept(hash: string, id: string): Promise<DecodeResult> {
  const json = await keptJson(id);
  if (!json) return refuse('linkKeptElsewhere');
  const parsed = await parseScenarioOffThread(new Uint8Array(await json.arrayBuffer()));
  if (!parsed.ok) return refuse('linkScenarioInvalid', { count: parsed.errors.length }, parsed.errors);
  const rest = decodeLinkHash(hash);
  if (!rest.ok) return rest;
  rememberKept(parsed.scenario, id);
  return { ...rest, state: { ...rest.state, scenario: parsed.scenario, kept: id } };
}

/**
 * A link read in a worker comes back as a copy, which the worker's memory of its compressed text does not
 * cover: remember it here, so that writing the address bar does not compress a large scenario again.
 */
function rememberParts(hash: string, r: DecodeResult): DecodeResult {
  const part = (k: string) => new RegExp(`(?:^|[#&])${k}=([^&]*)`).exec(hash)?.[1];
  if (!r.ok || part('v') !== String(LINK_VERSION)) return r;
  const c = part('c');
  const tk = part('tk');
  if (r.state.scenario && c) rememberCompressed(r.state.scenario, c);
  if (r.state.talk && tk) rememberCompressed(r.state.talk, tk);
  return r;
}

function applyDecoded(hash: string, r: DecodeResult) {
  const store = useAppStore.getState();
  if (!r.ok) {
    // Even a broken link says which language its reader wanted.
    const lang = /(?:^|[#&])l=(en|zh)(?:&|$)/.exec(hash)?.[1];
    if (lang === 'en' || lang === 'zh') store.setLang(lang);
    // What the message promises: the default scenario, also when the link was typed into a running tab.
    store.loadPreset(DEFAULT_PRESET_ID);
    store.setEmbed(false);
    store.setView('buggy');
    showNotice({ kind: 'linkError', problem: r.problem });
    return;
  }
  const st = r.state;
  const dropped = r.dropped;
  if (st.lang) store.setLang(st.lang);
  if (st.theme) store.setTheme(st.theme);
  store.setEmbed(!!st.embed);
  // A large inline scenario is simulated off the page's thread first: the rest applies once it is shown. A
  // plain link to one key's view shows it as soon as that key's run is in (the other follows).
  if (st.preset) store.loadPreset(st.preset);
  else if (st.scenario)
    return store.loadScenario(
      st.scenario,
      () => {
        // The scenario kept in this browser stays kept under its id (a file's talk travels apart in the store).
        if (st.kept) rememberKept(useAppStore.getState().scenario, st.kept);
        applyLinkState(st, dropped);
      },
      oneKeyView(st),
    );
  applyLinkState(st, dropped);
}

/**
 * The key a link shows when that key's run alone is all it needs: one key's view, without a presentation, an
 * embed, a tour or a talk (those read both runs).
 */
function oneKeyView(st: LinkState): KeyVariant | undefined {
  if (st.mode === 'compare' || st.present || st.speaker || st.embed || st.talk) return undefined;
  if (st.tour !== undefined || st.beat !== undefined || st.session) return undefined;
  return st.mode;
}

/**
 * The rest of a link once its scenario is shown: the key, moment, tour, talk and presentation. A link cut off
 * at its end says what was left out and what opened; a link whose outcome differs says that instead.
 */
function applyLinkState(st: LinkState, dropped?: DroppedParam) {
  const store = useAppStore.getState();
  store.setView(st.mode);
  store.seekTime(st.at ?? 0);
  // A tour link opens its stop (which sets the preset, key and moment of that stop).
  if (st.tour !== undefined) store.startTour(st.tour - 1);
  if (st.talk) store.setTalk(st.talk);
  // The link's moment and key are the beat's; the beat number keeps the clicker's place.
  if (st.beat !== undefined) useAppStore.setState({ beat: st.beat - 1 });
  if (st.present) store.setPresent(true);
  // A show opened mid-talk by a link says how to start from beat 1; opened presenting, it asks for full screen
  // on the first key (only a key press or a click may ask). A speaker window is neither.
  if (!st.speaker && (st.beat !== undefined || st.present))
    useAppStore.setState({ startHint: true, fullscreenOnKey: !!st.present });
  if (st.session) useAppStore.setState({ session: st.session });
  // A speaker window presents (it drives the audience into presentation) but shows the speaker view.
  if (st.speaker) useAppStore.setState({ speaker: true, present: true });
  // The dock opens on the lab; it keeps the linked scenario when it is that lab's (a shared attempt) and
  // otherwise starts the lab. A link without one describes a view without the dock.
  if (st.lab) store.openLabs(st.lab);
  else if (store.labsOpen) store.closeLabs();
  if (st.outcome) {
    const now = currentLinkState(useAppStore.getState()).outcome;
    if (now !== st.outcome) {
      const title = st.preset ? getPreset(st.preset)?.scenario.title : st.scenario?.title;
      showNotice({ kind: 'outcomeMismatch', title: title ?? '—', expected: st.outcome, now: now ?? '' });
      return;
    }
  }
  if (dropped)
    showNotice({
      kind: 'linkTrimmed',
      param: dropped.param,
      problem: dropped.problem,
      kept: dropped.kept,
      outcomeChecked: st.outcome !== undefined,
    });
}
