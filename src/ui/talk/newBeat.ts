import type { TalkBeatV1 } from '../../scenario/talk/types';

/** A new beat's caption stays short: a caption is read from the back of a room. */
export const SHORT_CAPTION = 120;

/**
 * A caption made from a moment's narration: its first sentence, cut at a word (or, in 中文, anywhere) with an
 * ellipsis if it is still longer than `SHORT_CAPTION`. The speaker edits it from there.
 */
export function shortCaption(narration: string): string {
  const first = /^.+?(?:[.!?](?=\s|$)|[。！？])/u.exec(narration.trim())?.[0] ?? narration.trim();
  if ([...first].length <= SHORT_CAPTION) return first;
  const cut = [...first].slice(0, SHORT_CAPTION - 1).join('');
  const word = cut.lastIndexOf(' ');
  return `${word > SHORT_CAPTION / 2 ? cut.slice(0, word) : cut}…`;
}

/**
 * Where "Add this moment" puts a beat: right after the beat on screen (`current`), else before the first beat
 * whose moment is later (`time`): where the story reaches that moment (a talk may come back to an earlier moment
 * at its end, as the incident's comparison of the keys does).
 */
export function insertionPoint(beats: readonly TalkBeatV1[], current: number | null, time: number): number {
  if (current !== null && current < beats.length) return current + 1;
  const later = beats.findIndex((b) => b.at > time);
  return later < 0 ? beats.length : later;
}
