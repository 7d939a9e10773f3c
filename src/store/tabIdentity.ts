import { hashString } from '../model/prng';
import type { ScenarioV1 } from '../scenario/types';

const TAB_KEY = 'nonroutable.tab';

/**
 * This tab's id: kept in sessionStorage, so a reload is the same tab (and finds its own draft) while
 * another tab is another writer (and never overwrites this one's draft).
 */
export function tabId(): string {
  try {
    const known = sessionStorage.getItem(TAB_KEY);
    if (known) return known;
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    sessionStorage.setItem(TAB_KEY, id);
    return id;
  } catch {
    return `t${Math.random().toString(36).slice(2, 10)}`;
  }
}

/** A short fingerprint of a scenario, to tell whether a saved draft belongs to what a link shows. */
export function scenarioFingerprint(s: ScenarioV1): string {
  return hashString(JSON.stringify(s)).toString(36);
}
