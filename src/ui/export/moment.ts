import { stepIndexAt } from '../../model/render/collect';
import type { Trace } from '../../model/trace';
import { beatOfStep } from '../../scenario/story/beats';
import { chapterAt } from '../../scenario/story/chapters';
import { narrate } from '../../scenario/story/narrate';
import { encodeLink, encodeLinkHash } from '../../scenario/link/encodeLink';
import type { LinkState } from '../../scenario/link/linkState';
import { outcomeHash } from '../../scenario/link/outcomeHash';
import { selectRuns, type AppState, type Lang, type View } from '../../store/appStore';
import type { Runs } from '../../store/traces';
import { catalogs } from '../i18n/catalogs';
import type { Messages } from '../i18n/en';
import { scenarioText } from '../scenarioText';
import type { ExportTheme } from './picture/exportStyle';

/** One moment of a run as an export draws it: which run(s), which step, in which language and theme. */
export interface ExportMoment {
  runs: Runs;
  presetId: string | null;
  view: View;
  /** Step in the primary run (the buggy one in compare view). */
  step: number;
  time: number;
  lang: Lang;
  theme: ExportTheme;
  /** Text to show instead of the step's narration (a talk beat's caption). */
  caption?: string;
  /** While playing, a compressed run of steps is told once, by the step that stands for it (as the app does). */
  playing?: boolean;
}

/** The moment the app shows now. */
export function currentMoment(s: AppState): ExportMoment {
  return {
    runs: selectRuns(s),
    presetId: s.presetId,
    view: s.view,
    step: s.step,
    time: s.time,
    lang: s.lang,
    theme: s.theme,
  };
}

const primary = (v: View) => (v === 'compare' ? 'buggy' : v);

/** The stage(s) a moment shows: one run, or buggy and fixed side by side at the same time. */
export function momentStages(
  m: ExportMoment,
  t: Messages,
): { trace: Trace; index: number; label?: string }[] {
  if (m.view !== 'compare') return [{ trace: m.runs.traces[m.view], index: m.step }];
  const fixed = m.runs.traces.fixed;
  return [
    { trace: m.runs.traces.buggy, index: m.step, label: `✗ ${t.compareBuggy}` },
    { trace: fixed, index: Math.max(0, stepIndexAt(fixed, m.time)), label: `✓ ${t.compareFixed}` },
  ];
}

/** What a moment says in words: its chapter, the narration (or caption), and where it is. */
export function momentText(m: ExportMoment) {
  const t = catalogs[m.lang];
  const variant = primary(m.view);
  const trace = m.runs.traces[variant];
  const chapters = m.runs.chapters[variant];
  const chapter = chapterAt(chapters, m.step);
  const beat = m.playing ? beatOfStep(m.runs.beats[variant], m.step) : undefined;
  const told = beat && beat.to > beat.from ? beat.step : m.step;
  const n = t.story.narrate(narrate(trace, told, m.runs.story));
  const mode = m.view === 'compare' ? t.compare : m.view === 'fixed' ? t.fixedKey : t.buggyKey;
  return {
    t,
    chapter: chapter ? `${chapters.indexOf(chapter) + 1}. ${t.chapters[chapter.id]}` : '',
    what: m.caption ?? n.what,
    why: m.caption === undefined ? n.why : '',
    mode,
    where: `t = ${(m.time / 1000).toFixed(3)} s · ${mode}`,
    title: scenarioText(t, m.presetId, m.runs.scenario).title,
  };
}

/** The link a picture of this moment carries (preset or inline scenario, mode, time, language, theme, outcome). */
export function momentLinkState(m: ExportMoment): LinkState {
  const traces = m.view === 'compare' ? m.runs.traces : { [m.view]: m.runs.traces[m.view] };
  return {
    ...(m.presetId ? { preset: m.presetId } : { scenario: m.runs.scenario }),
    mode: m.view,
    at: m.time,
    lang: m.lang,
    theme: m.theme,
    outcome: outcomeHash(traces),
  };
}

/** The link as text: a full URL when the app's address is known, else just its fragment (`#v=1&…`). */
export function linkText(state: LinkState, base?: string): string {
  return base ? encodeLink(base, state) : `#${encodeLinkHash(state)}`;
}
