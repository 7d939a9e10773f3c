import { describe, expect, it } from 'vitest';
import type { TalkBeatV1 } from '../../scenario/talk/types';
import { insertionPoint, SHORT_CAPTION, shortCaption } from './newBeat';

const beat = (at: number): TalkBeatV1 => ({ at, step: 0, view: 'buggy', focus: 'stage', caption: '' });

describe('a new beat', () => {
  it('goes right after the beat on screen, else before the first later beat', () => {
    const beats = [beat(0), beat(10_000), beat(20_000), beat(30_000)];
    expect(insertionPoint(beats, 1, 25_000)).toBe(2);
    expect(insertionPoint(beats, null, 25_000)).toBe(3);
    expect(insertionPoint(beats, null, 20_000)).toBe(3);
    expect(insertionPoint(beats, null, -1)).toBe(0);
    expect(insertionPoint(beats, null, 99_000)).toBe(4);
    expect(insertionPoint([], null, 5)).toBe(0);
    // A talk that comes back to an earlier moment at its end: where the story first passes the moment.
    expect(insertionPoint([beat(0), beat(30_000), beat(50_000), beat(30_000)], null, 40_000)).toBe(2);
  });

  it('has a short caption: the narration’s first sentence, cut at a word if still long', () => {
    expect(shortCaption('The slice is cleared. Cilium releases the backend. More.')).toBe(
      'The slice is cleared.',
    );
    expect(shortCaption('切片被清空。Cilium 释放了后端。')).toBe('切片被清空。');
    const long = `${'word '.repeat(60)}end.`;
    const cut = shortCaption(long);
    expect([...cut].length).toBeLessThanOrEqual(SHORT_CAPTION);
    expect(cut).toMatch(/word…$/);
    expect(shortCaption('No full stop here')).toBe('No full stop here');
    // A dotted address is not the end of a sentence.
    expect(shortCaption('Connect to 10.15.1.8 fails. Then more.')).toBe('Connect to 10.15.1.8 fails.');
  });
});
