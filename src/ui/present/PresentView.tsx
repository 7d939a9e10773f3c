import { useEffect } from 'react';
import { chapterAt } from '../../scenario/story/chapters';
import { selectPrimaryVariant, selectRuns, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { useNarrationOf } from '../panels/useNarration';
import { beatProgress, effectiveTalk, goBeat } from '../talk/effectiveTalk';
import { Rich } from '../text/Rich';
import { PresentFocus } from './PresentFocus';
import { openSpeakerView } from '../speaker/openSpeakerView';

/**
 * What the audience sees of a beat: its focus and its caption. The speaker view shows a scaled copy
 * (`preview`: no landmarks or test hooks of its own).
 */
export function PresentScreen({ preview = false }: { preview?: boolean }) {
  const runs = useAppStore(selectRuns);
  const variant = useAppStore(selectPrimaryVariant);
  const step = useAppStore((s) => s.step);
  const beat = useAppStore((s) => (s.beat === null ? undefined : effectiveTalk(s).beats[s.beat]));
  const what = useNarrationOf(runs.traces[variant], step);
  return (
    <>
      {/* A projector fits the focus in this box; a phone (portrait) cannot at ≥ 18 px text: it scrolls here
          instead of running under the caption. */}
      <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-3">
        <PresentFocus />
      </div>
      <p
        className="px-6 pt-2 text-[clamp(22px,2.3cqw,44px)] leading-snug font-semibold"
        data-caption={preview ? undefined : ''}
      >
        <Rich text={beat ? beat.caption : what.what} />
      </p>
    </>
  );
}

/**
 * Presentation mode: the focused panel and the beat's caption fill the screen in a high-contrast projector
 * theme; a clicker walks the talk's beats (see usePresentKeys). Blanking covers everything.
 */
export function PresentView() {
  const t = useT();
  const runs = useAppStore(selectRuns);
  const variant = useAppStore(selectPrimaryVariant);
  const step = useAppStore((s) => s.step);
  const time = useAppStore((s) => s.time);
  const blank = useAppStore((s) => s.blank);
  const beatIndex = useAppStore((s) => s.beat);
  const talk = useAppStore(effectiveTalk);
  const chapter = chapterAt(runs.chapters[variant], step);
  // A beat is shown at its moment. A link that names a beat but not that moment (one typed by hand: the app's
  // own links carry both) would otherwise put the beat's caption over the cluster at t = 0.
  useEffect(() => {
    const s = useAppStore.getState();
    if (s.beat === null) return;
    const beat = effectiveTalk(s).beats[s.beat];
    if (beat && s.time !== beat.at) goBeat(s, s.beat);
  }, []);
  return (
    <div
      role="region"
      aria-label={t.talkUi.region}
      className="dark projector @container fixed inset-0 z-40 flex flex-col bg-black text-white"
      data-beat={beatIndex ?? ''}
    >
      <PresentScreen />
      {/* Not a <footer>: inside the Presentation region it would be a nested contentinfo landmark. */}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1 px-6 pt-1 pb-2 text-[clamp(18px,1.4cqw,26px)] text-slate-300">
        <span data-beat-progress className="whitespace-nowrap">
          {beatProgress(t, beatIndex, talk.beats.length)}
        </span>
        {chapter && <span>{t.chapters[chapter.id]}</span>}
        <span className="ml-auto font-mono whitespace-nowrap">t = {(time / 1000).toFixed(1)} s</span>
        <button
          type="button"
          className="rounded border border-slate-500 px-2 text-[0.8em] text-slate-300 hover:bg-slate-800"
          onClick={() => openSpeakerView()}
        >
          {t.talkUi.speakerView}
        </button>
        <button
          type="button"
          className="rounded border border-slate-500 px-2 text-[0.8em] text-slate-300 hover:bg-slate-800"
          onClick={() => useAppStore.getState().setPresent(false)}
        >
          {t.talkUi.exitPresent}
        </button>
      </div>
      {blank && (
        <div
          role="status"
          aria-label={t.talkUi.blanked}
          className={`fixed inset-0 z-50 ${blank === 'black' ? 'bg-black' : 'bg-white'}`}
          data-blank={blank}
        />
      )}
    </div>
  );
}
