import { describe, expect, it } from 'vitest';
import { cuesOf, vttTime, webVtt } from './webvtt';

describe('WebVTT captions', () => {
  it('formats cue times to the millisecond', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(83456.3)).toBe('00:01:23.456');
    expect(vttTime(3_600_000 + 61_001)).toBe('01:01:01.001');
  });

  it('merges consecutive frames with the same words into one cue, frame-exact', () => {
    const frames = [
      ...Array.from({ length: 3 }, () => ({ heading: '1. Start', text: 'one' })),
      ...Array.from({ length: 2 }, () => ({ heading: '1. Start', text: 'two' })),
      { text: ' ' },
      { heading: '2. Next', text: 'two' },
    ];
    expect(cuesOf(frames, 10)).toEqual([
      { start: 0, end: 300, heading: '1. Start', text: 'one' },
      { start: 300, end: 500, heading: '1. Start', text: 'two' },
      { start: 600, end: 700, heading: '2. Next', text: 'two' },
    ]);
  });

  it('writes a valid file: header, numbered cues, escaped text, no "-->" or blank lines in a cue', () => {
    const vtt = webVtt(
      [
        { start: 0, end: 1500, heading: '1. <Start>', text: 'a & b --> c\n\nd' },
        { start: 1500, end: 2000, text: '中文字幕' },
      ],
      'zho',
    );
    expect(vtt).toBe(
      'WEBVTT\nLanguage: zho\n\n' +
        '1\n00:00:00.000 --> 00:00:01.500\n<b>1. &lt;Start></b>\na &amp; b → c\nd\n\n' +
        '2\n00:00:01.500 --> 00:00:02.000\n中文字幕\n',
    );
  });
});
