import type { LineMatch } from '../lineMatch';
import { Checker, quote } from '../validationContext';
import { TALK_LIMITS, type TalkBeatV1, type TalkFocus, type TalkV1 } from './types';

const VIEWS = ['buggy', 'fixed', 'compare'] as const;
const PANELS = ['stage', 'narration', 'keyInspector'] as const;

function focus(c: Checker, v: unknown, path: string): TalkFocus | undefined {
  const s = c.string(v, path, { max: 60 });
  if (s === undefined) return undefined;
  if ((PANELS as readonly string[]).includes(s) || /^output:[\w /.-]{1,50}$/.test(s)) return s as TalkFocus;
  return c.fail(path, 'notTalkFocus', { value: quote(s) });
}

/** A beat's highlighted lines: each an output's name and a fragment of one of its lines. */
function lines(c: Checker, v: unknown, path: string): LineMatch[] {
  return (c.array(v, path, TALK_LIMITS.lines) ?? []).flatMap((l, i) => {
    const o = c.object(l, `${path}[${i}]`, ['output', 'match']);
    if (!o) return [];
    const output = c.string(o.output, `${path}[${i}].output`, { max: 50 });
    const match = c.string(o.match, `${path}[${i}].match`, { max: TALK_LIMITS.match });
    return output !== undefined && match !== undefined ? [{ output, match }] : [];
  });
}

/** Validates the optional `talk` field of a scenario file (errors name their JSON path). */
export function validateTalk(c: Checker, v: unknown, path: string, maxAt: number): TalkV1 | undefined {
  const r = c.object(v, path, ['title', 'targetMinutes', 'beats']);
  if (!r) return undefined;
  const talk: TalkV1 = {
    title: c.string(r.title, `${path}.title`, { max: TALK_LIMITS.title }) ?? '',
    beats: [],
  };
  if (c.has(r, 'targetMinutes')) talk.targetMinutes = c.int(r.targetMinutes, `${path}.targetMinutes`, 1, 600);
  (c.array(r.beats, `${path}.beats`, TALK_LIMITS.beats) ?? []).forEach((b, i) => {
    const p = `${path}.beats[${i}]`;
    const o = c.object(b, p, ['at', 'step', 'view', 'focus', 'caption', 'note', 'lines']);
    if (!o) return;
    const beat: TalkBeatV1 = {
      at: c.int(o.at, `${p}.at`, 0, maxAt) ?? 0,
      step: c.int(o.step, `${p}.step`, 0, 10_000_000) ?? 0,
      view: c.oneOf(o.view, `${p}.view`, VIEWS) ?? 'buggy',
      focus: c.has(o, 'focus') ? (focus(c, o.focus, `${p}.focus`) ?? 'stage') : 'stage',
      caption: c.string(o.caption, `${p}.caption`, { max: TALK_LIMITS.caption }) ?? '',
    };
    if (c.has(o, 'note')) beat.note = c.string(o.note, `${p}.note`, { max: TALK_LIMITS.note });
    if (c.has(o, 'lines')) beat.lines = lines(c, o.lines, `${p}.lines`);
    talk.beats.push(beat);
  });
  return talk;
}
