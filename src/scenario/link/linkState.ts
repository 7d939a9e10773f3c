import type { TalkV1 } from '../talk/types';
import type { ScenarioV1 } from '../types';
import { MAX_DURATION_MS } from '../validateService';

export type LinkMode = 'buggy' | 'fixed' | 'compare';

/** What a share link reproduces. Every field but `mode` is optional; new fields must stay optional. */
export interface LinkState {
  /** A preset id, or … */
  preset?: string;
  /** … an inline scenario (format v1), or … */
  scenario?: ScenarioV1;
  /**
   * … the id of a scenario too large for a link that the browser writing the address bar keeps in its IndexedDB
   * (`k=`, see store/keptScenario.ts): the page reads it from there and parses it like a file.
   */
  kept?: string;
  mode: LinkMode;
  /** The moment, in simulated ms. */
  at?: number;
  lang?: 'en' | 'zh';
  theme?: 'dark' | 'light';
  /** Read-only minimal chrome for iframes. */
  embed?: boolean;
  /** The investigation tour's stop (1-based), when the link opens the tour. */
  tour?: number;
  /** Open in presentation mode. */
  present?: boolean;
  /** The talk's beat (1-based). */
  beat?: number;
  /** A talk the speaker made (a preset's own talk needs no field). */
  talk?: TalkV1;
  /** This window is the speaker view of a presentation. */
  speaker?: boolean;
  /** The presenter session this window joins (speaker and audience windows share it). */
  session?: string;
  /** The lab open in the Labs dock (its id; the dock says when no lab has it). */
  lab?: string;
  /** outcomeHash() of what the author saw. */
  outcome?: string;
}

/** The version written by this release. Older versions are migrated on read; links never stop opening. */
export const LINK_VERSION = 2;
/** Links longer than this are refused before any work (a hostile or broken link must not freeze the tab). */
export const MAX_LINK_CHARS = 100_000;
/**
 * The most characters of scenario JSON a link's `c=` may unfold into (about 6,000 Services): decompression stops
 * there, so a small link that would expand to hundreds of megabytes is refused after a few milliseconds.
 */
export const MAX_LINK_SCENARIO_CHARS = 2_000_000;
/** The most characters of talk JSON a link's `tk=` may unfold into (a talk of 200 beats is about 40,000). */
export const MAX_LINK_TALK_CHARS = 200_000;
/** Chat apps cut links around here. */
export const CHAT_LIMIT = 2000;
/** The latest moment a link may name: the end of the longest run a scenario can have. */
export const MAX_LINK_AT_MS = MAX_DURATION_MS;
