import { narrate } from '../../scenario/story/narrate';
import { materializeTalk, shippedTalkOf } from '../../scenario/talk/shippedTalks';
import type { TalkV1 } from '../../scenario/talk/types';
import { selectRuns, type AppState } from '../../store/appStore';
import type { Runs } from '../../store/traces';
import { getCatalog, hasCatalog } from '../i18n/catalogs';
import type { Messages } from '../i18n/en';
import { scenarioText } from '../scenarioText';
import { plain } from '../text/Rich';

/**
 * A talk for any scenario: one beat per chapter of the buggy run, and the fixed run at the release. Its title is
 * the scenario's, in the reader's language when it is a preset.
 */
export function chapterTalk(runs: Runs, t: Messages, presetId: string | null): TalkV1 {
  const trace = runs.traces.buggy;
  const beats: TalkV1['beats'] = runs.chapters.buggy.map((c) => ({
    at: c.at,
    step: c.step,
    view: 'buggy',
    focus: 'stage',
    caption: `${t.chapters[c.id]}: ${plain(t.story.narrate(narrate(trace, c.step, runs.story)).what)}`,
  }));
  const release = runs.chapters.buggy.find((c) => c.id === 'prefixRelease');
  if (release && runs.divergence !== undefined)
    beats.push({
      at: release.at,
      step: release.step,
      view: 'compare',
      focus: 'stage',
      caption: t.talkUi.compareCaption,
    });
  return { title: scenarioText(t, presetId, runs.scenario).title, beats };
}

const cache = new WeakMap<Runs, Map<string, TalkV1>>();

/**
 * The talk that presenting walks: the speaker's own, else the preset's shipped talk in the reader's
 * language, else one made from the chapters. Memoised, so the same inputs give the same object.
 */
export function effectiveTalk(s: AppState): TalkV1 {
  if (s.talk) return s.talk;
  const runs = selectRuns(s);
  let byKey = cache.get(runs);
  if (!byKey) cache.set(runs, (byKey = new Map()));
  // Until a language's catalog loads, its talk is the English one (kept under English, not that language).
  const key = `${s.presetId}|${hasCatalog(s.lang) ? s.lang : 'en'}`;
  let talk = byKey.get(key);
  if (!talk) {
    const t = getCatalog(s.lang);
    const shipped = shippedTalkOf(s.presetId);
    talk = shipped
      ? materializeTalk(shipped, runs.traces, t.talks[shipped.id])
      : chapterTalk(runs, t, s.presetId);
    byKey.set(key, talk);
  }
  return talk;
}

/**
 * The effective talk's title, without building the talk: a talk made from the chapters narrates every chapter
 * of the run, and a shipped talk resolves each beat's moment in the runs (both keys'), neither of which the talk
 * panel's summary (all that shows until it is opened, in the first view too) needs.
 */
export function effectiveTalkTitle(s: AppState): string {
  if (s.talk) return s.talk.title;
  const shipped = shippedTalkOf(s.presetId);
  const t = getCatalog(s.lang);
  // The title `materializeTalk` gives the shipped talk: its words' in the catalog `effectiveTalk` reads.
  return shipped ? t.talks[shipped.id].title : scenarioText(t, s.presetId, s.scenario).title;
}

/** Moves to a beat of the effective talk (clamped). */
export function goBeat(
  s: AppState & { showBeat: (i: number, b: TalkV1['beats'][number]) => void },
  index: number,
) {
  const talk = effectiveTalk(s);
  if (!talk.beats.length) return;
  const i = Math.max(0, Math.min(index, talk.beats.length - 1));
  s.showBeat(i, talk.beats[i]!);
}

/** "Beat 3 of 15" (or "not started"), as the presentation footer and the speaker view both show it. */
export function beatProgress(t: Messages, index: number | null, total: number): string {
  return index === null
    ? t.talkUi.notStarted
    : t.talkUi.beatOf.replace('{n}', String(index + 1)).replace('{total}', String(total));
}
