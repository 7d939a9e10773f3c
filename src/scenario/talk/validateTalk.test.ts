import { describe, expect, it } from 'vitest';
import { Checker } from '../validationContext';
import { TALK_LIMITS } from './types';
import { validateTalk } from './validateTalk';

// A talk's fields: what comes back (with its defaults), and each refusal's path, problem and parameters.

function check(v: unknown, maxAt = 90_000) {
  const c = new Checker();
  const talk = validateTalk(c, v, '$.talk', maxAt);
  return { talk, problems: c.errors.map(({ path, code, params }) => ({ path, code, params })) };
}
const beat = { at: 1000, step: 3, view: 'buggy', focus: 'stage', caption: 'c' };

describe('validateTalk', () => {
  it('keeps a beat’s highlighted lines, and refuses a line that is not an output and a fragment', () => {
    const lines = [{ output: 'curl', match: 'Immediate connect fail' }];
    const withLines = { title: '', beats: [{ ...beat, focus: 'output:curl', lines }] };
    expect(check(withLines)).toEqual({ talk: withLines, problems: [] });
    const bad = check({ title: '', beats: [{ ...beat, lines: [{ output: 'curl' }, ...lines] }] });
    expect(bad.talk!.beats[0]!.lines).toEqual(lines);
    expect(bad.problems.map((p) => p.path)).toEqual(['$.talk.beats[0].lines[0].match']);
    expect(check({ title: '', beats: [{ ...beat, lines: 'curl' }] }).problems.map((p) => p.path)).toEqual([
      '$.talk.beats[0].lines',
    ]);
  });

  it('returns a talk as given; a beat without focus looks at the stage', () => {
    const talk = {
      title: 'T',
      targetMinutes: 20,
      beats: [
        { ...beat, note: 'n' },
        { at: 0, step: 0, view: 'compare', focus: 'output:cilium bpf lb list', caption: '' },
        { at: 90_000, step: 10_000_000, view: 'fixed', focus: 'keyInspector', caption: 'x' },
      ],
    };
    expect(check(talk)).toEqual({ talk, problems: [] });
    const { focus: _, ...noFocus } = beat;
    expect(check({ title: '', beats: [noFocus] }).talk!.beats[0]!.focus).toBe('stage');
    for (const f of ['stage', 'narration', 'keyInspector', 'output:db/show frontends', 'output:curl'])
      expect(check({ title: '', beats: [{ ...beat, focus: f }] }).problems).toEqual([]);
  });

  it.each<[string, unknown, unknown[]]>([
    ['not an object', [], [{ path: '$.talk', code: 'notObject', params: { gotType: 'array' } }]],
    [
      'an unknown field',
      { title: '', beats: [], theme: 'dark' },
      [{ path: '$.talk.theme', code: 'unknownField', params: { allowed: 'title, targetMinutes, beats' } }],
    ],
    [
      'a long title',
      { title: 't'.repeat(TALK_LIMITS.title + 1), beats: [] },
      [{ path: '$.talk.title', code: 'textTooLong', params: { max: TALK_LIMITS.title } }],
    ],
    [
      'a target outside 1–600 minutes',
      { title: '', targetMinutes: 0, beats: [] },
      [{ path: '$.talk.targetMinutes', code: 'outOfRange', params: { min: 1, max: 600, value: 0 } }],
    ],
    [
      'too many beats',
      { title: '', beats: Array.from({ length: TALK_LIMITS.beats + 1 }, () => beat) },
      [
        {
          path: '$.talk.beats',
          code: 'tooManyItems',
          params: { count: TALK_LIMITS.beats + 1, max: TALK_LIMITS.beats },
        },
      ],
    ],
    [
      'a beat that is not an object, and one with an unknown field',
      { title: '', beats: [1, { ...beat, speaker: 'me' }] },
      [
        { path: '$.talk.beats[0]', code: 'notObject', params: { gotType: 'number', value: '1' } },
        {
          path: '$.talk.beats[1].speaker',
          code: 'unknownField',
          params: { allowed: 'at, step, view, focus, caption, note, lines' },
        },
      ],
    ],
    [
      'a beat after the run and a negative step',
      { title: '', beats: [{ ...beat, at: 90_001, step: -1 }] },
      [
        { path: '$.talk.beats[0].at', code: 'outOfRange', params: { min: 0, max: 90_000, value: 90_001 } },
        { path: '$.talk.beats[0].step', code: 'outOfRange', params: { min: 0, max: 10_000_000, value: -1 } },
      ],
    ],
    [
      'an unknown view',
      { title: '', beats: [{ ...beat, view: 'both' }] },
      [
        {
          path: '$.talk.beats[0].view',
          code: 'notOneOf',
          params: { options: 'buggy, fixed, compare', gotType: 'string', value: '"both"' },
        },
      ],
    ],
    [
      'a focus that is no panel or output',
      {
        title: '',
        beats: [
          { ...beat, focus: 'timeline' },
          { ...beat, focus: 'output:' },
          { ...beat, focus: 'xoutput:curl' },
        ],
      },
      [
        { path: '$.talk.beats[0].focus', code: 'notTalkFocus', params: { value: '"timeline"' } },
        { path: '$.talk.beats[1].focus', code: 'notTalkFocus', params: { value: '"output:"' } },
        { path: '$.talk.beats[2].focus', code: 'notTalkFocus', params: { value: '"xoutput:curl"' } },
      ],
    ],
    [
      'an output name over 50 characters, a focus over 60',
      {
        title: '',
        beats: [
          { ...beat, focus: `output:${'a'.repeat(51)}` },
          { ...beat, focus: 'x'.repeat(61) },
        ],
      },
      [
        {
          path: '$.talk.beats[0].focus',
          code: 'notTalkFocus',
          params: { value: `"output:${'a'.repeat(51)}"` },
        },
        { path: '$.talk.beats[1].focus', code: 'textTooLong', params: { max: 60 } },
      ],
    ],
    [
      'a long caption and a long note',
      {
        title: '',
        beats: [
          { ...beat, caption: 'c'.repeat(TALK_LIMITS.caption + 1), note: 'n'.repeat(TALK_LIMITS.note + 1) },
        ],
      },
      [
        { path: '$.talk.beats[0].caption', code: 'textTooLong', params: { max: TALK_LIMITS.caption } },
        { path: '$.talk.beats[0].note', code: 'textTooLong', params: { max: TALK_LIMITS.note } },
      ],
    ],
  ])('refuses %s', (_, v, problems) => {
    expect(check(v).problems).toEqual(problems);
  });

  it('a refused beat is left out; a refused field falls back to its default', () => {
    const { talk } = check({ title: 7, beats: [1, { ...beat, view: 'x', focus: 'x', caption: 3, at: -5 }] });
    expect(talk).toEqual({
      title: '',
      beats: [{ at: 0, step: 3, view: 'buggy', focus: 'stage', caption: '' }],
    });
    expect(check('x').talk).toBeUndefined();
    expect(check({ title: '', beats: 'x' }).talk).toEqual({ title: '', beats: [] });
  });
});
