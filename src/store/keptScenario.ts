import { compressJson } from '../scenario/link/compressJson';
import { hashString } from '../model/prng';
import type { ScenarioV1 } from '../scenario/types';

/** A scenario too large for a link is kept in this tab's sessionStorage under this prefix + its id. */
export const KEPT_PREFIX = 'nonroutable.kept.';

const session = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Keeps a scenario whose link would be longer than links may be (a 10,000-Service file makes a link of
 * ~250,000 characters, which the app refuses to open) in this tab's session storage, compressed as a link's
 * `c=` part (the last one only), and returns the id the address bar names it by (`k=`): a reload of the tab opens
 * it again, while
 * the address bar never holds a link the app would refuse. Undefined when storage refused it.
 */
export function keepScenario(scenario: ScenarioV1): string | undefined {
  const storage = session();
  if (!storage) return undefined;
  const payload = compressJson(scenario);
  const id = hashString(payload).toString(36);
  try {
    if (storage.getItem(KEPT_PREFIX + id) !== payload) {
      // One at a time: the tab shows one scenario, and session storage holds a few megabytes.
      for (const k of Object.keys(storage)) if (k.startsWith(KEPT_PREFIX)) storage.removeItem(k);
      storage.setItem(KEPT_PREFIX + id, payload);
    }
    return id;
  } catch {
    return undefined;
  }
}

/** The `c=` part kept under an id in this tab, or undefined (another tab, or a session that ended). */
export function keptPayload(id: string): string | undefined {
  if (!/^[0-9a-z]{1,13}$/.test(id)) return undefined;
  return session()?.getItem(KEPT_PREFIX + id) ?? undefined;
}
