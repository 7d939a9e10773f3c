import { compressedText } from '../scenario/link/compressedTexts';
import { MAX_LINK_CHARS } from '../scenario/link/linkState';
import type { ScenarioV1 } from '../scenario/types';
import { needsWorker } from './slices/simulationSlice';

/**
 * Where a scenario too large for a link is kept: this browser's IndexedDB (localScenarios.ts, loaded on demand).
 * Tests put a map in its place.
 */
export interface KeptStore {
  put: (id: string, title: string, json: Blob) => Promise<void>;
  get: (id: string) => Promise<Blob | undefined>;
}

const indexedDbStore: KeptStore = {
  put: async (id, title, json) =>
    (await import('./localScenarios')).putKept({ id, title, json, usedAt: Date.now() }),
  get: async (id) => (await (await import('./localScenarios')).getKept(id))?.json,
};

let store: KeptStore | null = null;
const kept = (): KeptStore | null => store ?? (typeof indexedDB === 'undefined' ? null : indexedDbStore);
/** For tests: where scenarios are kept (null: IndexedDB, where there is one). */
export const setKeptStore = (s: KeptStore | null) => (store = s);

/** The id each kept scenario object goes by, and the keeping under way (one per object). */
const ids = new WeakMap<ScenarioV1, string>();
const keeping = new WeakMap<ScenarioV1, Promise<string | undefined>>();
/** The file a scenario object was read from: kept as it is, nothing serialised on the page's thread. */
const sources = new WeakMap<ScenarioV1, Blob>();

/** Notes the file `scenario` was opened from (kept as it is if the scenario must be kept). */
export const rememberSource = (scenario: ScenarioV1, file: Blob) => sources.set(scenario, file);

/** Notes that `scenario` is the one kept under `id` (opened from it): it is not kept again. */
export const rememberKept = (scenario: ScenarioV1, id: string) => ids.set(scenario, id);

/** The id `scenario` is kept under, once it is. */
export const keptIdOf = (scenario: ScenarioV1): string | undefined => ids.get(scenario);

/**
 * Whether a scenario goes into the address bar as a reference to a copy kept in this browser rather than as a
 * link (`c=`), decided by its size before compressing anything: one the page simulates off its thread (its
 * compression would cost more than a frame, ~100 ms at 10,000 Services) unless it came from a link (its
 * compressed text is at hand), or one whose link would be longer than links may be.
 */
export function keptLocally(scenario: ScenarioV1, linkChars: (s: ScenarioV1) => number): boolean {
  if (ids.has(scenario)) return true;
  const known = compressedText(scenario);
  if (known !== undefined) return known.length > MAX_LINK_CHARS;
  return needsWorker(scenario) || linkChars(scenario) > MAX_LINK_CHARS;
}

const newId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => (b % 36).toString(36)).join('');
};

/**
 * Keeps `scenario` in this browser (its file as it was opened, or its JSON) and resolves with the id the address
 * bar names it by (`k=`), or undefined when there is no storage or it refused. Once per scenario object.
 */
export function keepScenario(scenario: ScenarioV1): Promise<string | undefined> {
  const known = ids.get(scenario);
  if (known) return Promise.resolve(known);
  let p = keeping.get(scenario);
  if (!p) {
    const s = kept();
    const id = newId();
    p = !s
      ? Promise.resolve(undefined)
      : s
          .put(
            id,
            scenario.title,
            sources.get(scenario) ?? new Blob([JSON.stringify(scenario)], { type: 'application/json' }),
          )
          .then(
            () => (ids.set(scenario, id), id),
            () => undefined,
          );
    keeping.set(scenario, p);
  }
  return p;
}

/** The JSON of the scenario kept under `id` in this browser, or undefined (another browser, storage cleared). */
export async function keptJson(id: string): Promise<Blob | undefined> {
  if (!/^[0-9a-z]{1,16}$/.test(id)) return undefined;
  try {
    return await kept()?.get(id);
  } catch {
    return undefined;
  }
}
