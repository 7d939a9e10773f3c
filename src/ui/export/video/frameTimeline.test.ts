import { describe, expect, it } from 'vitest';
import { getPreset } from '../../../scenario/presets';
import { getRuns } from '../../../store/traces';
import { frameTimeline, PACKET_MS } from './frameTimeline';
import { cuesOf, vttTime, webVtt } from './webvtt';

const runs = getRuns(getPreset('tke-incident')!.scenario);
const chapters = runs.chapters.buggy;
const release = chapters.find((c) => c.id === 'prefixRelease')!;

describe('frames of a range', () => {
  it('a 3-second clip from the release has exactly 3 s of frames, starting at the release step', () => {
    const frames = frameTimeline(
      runs,
      { kind: 'from', step: release.step, time: release.at, seconds: 3 },
      { fps: 30, pacing: 'story', speed: 4, view: 'buggy' },
    );
    expect(frames).toHaveLength(90);
    expect(frames[0]).toMatchObject({ step: release.step, time: release.at, view: 'buggy', packetAt: 0 });
    // The story dwells on a chapter for 2.6 s: the release is on screen for the first 78 frames.
    expect(frames.filter((f) => f.step === release.step)).toHaveLength(78);
  });

  it('follows the story clock by default and simulated time in real-time pacing', () => {
    const o = { fps: 30, speed: 4, view: 'buggy' } as const;
    const story = frameTimeline(
      runs,
      { kind: 'chapter', index: chapters.indexOf(release) },
      { ...o, pacing: 'story' },
    );
    const next = chapters[chapters.indexOf(release) + 1]!;
    expect(story[0]!.step).toBeLessThanOrEqual(release.step);
    expect(story.at(-1)!.step).toBeLessThan(next.step);
    expect(story.some((f) => f.step === release.step)).toBe(true);
    const real = frameTimeline(
      runs,
      { kind: 'chapter', index: chapters.indexOf(release) },
      { ...o, pacing: 'realtime' },
    );
    expect(real).toHaveLength(Math.round((next.at - release.at) / 4 / (1000 / 30)));
    expect(real[1]!.time - real[0]!.time).toBeCloseTo((1000 / 30) * 4);
  });

  it('replays the packet animation from each new step, and holds talk beats with their captions', () => {
    const beats = [
      { at: release.at, step: release.step, view: 'buggy' as const, focus: 'stage' as const, caption: 'one' },
      {
        at: release.at,
        step: release.step,
        view: 'compare' as const,
        focus: 'keyInspector' as const,
        caption: 'two',
      },
    ];
    const frames = frameTimeline(
      runs,
      { kind: 'talk', beats, holdMs: 2000 },
      { fps: 10, pacing: 'story', speed: 4, view: 'buggy' },
    );
    expect(frames).toHaveLength(40);
    expect(frames.map((f) => f.caption)).toEqual([...Array(20).fill('one'), ...Array(20).fill('two')]);
    expect(frames[20]).toMatchObject({ view: 'compare', focus: 'keyInspector', packetAt: 0 });
    const settled = Math.ceil(PACKET_MS / 100);
    expect(frames[settled]!.packetAt).toBe(1);
    expect(frames[settled - 5]!.packetAt).toBeGreaterThan(0);
    expect(frames[settled - 5]!.packetAt).toBeLessThan(1);
  });

  it('is deterministic', () => {
    const o = { fps: 30, pacing: 'story', speed: 4, view: 'compare' } as const;
    expect(frameTimeline(runs, { kind: 'run' }, o)).toEqual(frameTimeline(runs, { kind: 'run' }, o));
  });
});

describe('WebVTT captions', () => {
  it('merges frames with the same words into cues and writes valid timing', () => {
    const cues = cuesOf(
      [{ heading: '4. Release', text: 'a' }, { heading: '4. Release', text: 'a' }, { text: 'b --> c & <d>' }],
      10,
    );
    expect(cues).toEqual([
      { start: 0, end: 200, heading: '4. Release', text: 'a' },
      { start: 200, end: 300, text: 'b --> c & <d>' },
    ]);
    expect(vttTime(3_723_004.4)).toBe('01:02:03.004');
    const vtt = webVtt(cues, 'en');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt).toContain('1\n00:00:00.000 --> 00:00:00.200\n<b>4. Release</b>\na');
    expect(vtt).toContain('b → c &amp; &lt;d>');
  });
});
