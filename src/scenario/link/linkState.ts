import type { ScenarioV1 } from '../types';
import { MAX_DURATION_MS } from '../validate';

export type LinkMode = 'buggy' | 'fixed' | 'compare';

/** What a share link reproduces. Every field but `mode` is optional; new fields must stay optional. */
export interface LinkState {
  /** A preset id, or … */
  preset?: string;
  /** … an inline scenario (format v1). */
  scenario?: ScenarioV1;
  mode: LinkMode;
  /** The moment, in simulated ms. */
  at?: number;
  lang?: 'en' | 'zh';
  theme?: 'dark' | 'light';
  /** Read-only minimal chrome for iframes. */
  embed?: boolean;
  /** outcomeHash() of what the author saw. */
  outcome?: string;
}

/** The version written by this release. Older versions are migrated on read; links never stop opening. */
export const LINK_VERSION = 1;
/** Links longer than this are refused before any work (a hostile or broken link must not freeze the tab). */
export const MAX_LINK_CHARS = 100_000;
/** Chat apps cut links around here. */
export const CHAT_LIMIT = 2000;
/** The latest moment a link may name: the end of the longest run a scenario can have. */
export const MAX_LINK_AT_MS = MAX_DURATION_MS;
