import type { LineMatch } from '../lineMatch';

/**
 * A talk: an ordered list of beats a speaker clicks through. Part of scenario format v1 as the optional
 * `talk` field (and of share links), so a rehearsed talk opens identically on another machine.
 */
export interface TalkV1 {
  title: string;
  /** The talk's planned length, for the speaker view's countdown. */
  targetMinutes?: number;
  beats: TalkBeatV1[];
}

/** What a beat puts on screen: `stage`, the narration, the key inspector, or one command output. */
export type TalkFocus = 'stage' | 'narration' | 'keyInspector' | `output:${string}`;

export interface TalkBeatV1 {
  /** The moment: simulated ms, and the exact step there (several steps can share one millisecond). */
  at: number;
  step: number;
  view: 'buggy' | 'fixed' | 'compare';
  focus: TalkFocus;
  /** On screen for the audience. */
  caption: string;
  /** For the speaker only. */
  note?: string;
  /** Lines of the focused output that the caption points at, highlighted while the beat is shown. */
  lines?: LineMatch[];
}

export const TALK_LIMITS = { beats: 200, caption: 300, note: 4000, title: 120, lines: 20, match: 200 };
