import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../store/appStore';
import { HelpDialog } from '../HelpDialog';
import { useT } from '../i18n/useT';
import { BeatOverview } from '../present/BeatOverview';
import { GoToPrompt } from '../present/GoToPrompt';
import { useStrokesClearOnBeat } from '../present/PointerLayer';
import { beatProgress, effectiveTalk, goBeat } from '../talk/effectiveTalk';
import { Rich } from '../text/Rich';
import { NextPreview } from './NextPreview';
import { OnScreen } from './OnScreen';
import { SpeakerClock } from './SpeakerClock';
import { SpeakerControls, SPEAKER_BUTTON } from './SpeakerControls';
import { SpeakerStatusLine } from './SpeakerStatusLine';
import { useNoteSize } from './useNoteSize';
import { useSpeakerSync } from './useSpeakerSync';

/**
 * The speaker's window: the current beat (or, looking ahead, the beat looked at) with its note and time plan,
 * what the audience sees now (at its real size, with the pointer), the next beat as it will project, the clocks,
 * and whether the audience window really shows what the speaker thinks it shows.
 */
export function SpeakerView() {
  const t = useT();
  const { session, beatIndex, lookAt, overview, goTo } = useAppStore(
    useShallow((s) => ({
      session: s.session,
      beatIndex: s.beat,
      lookAt: s.lookAt,
      overview: s.overview,
      goTo: s.goTo,
    })),
  );
  const talk = useAppStore(effectiveTalk);
  const sync = useSpeakerSync(session);
  const [noteSize, changeNote] = useNoteSize();
  useStrokesClearOnBeat();
  // One object while the audience's size stays (its every heartbeat must not lay the previews out again).
  const vw = sync.report?.viewport?.width;
  const vh = sync.report?.viewport?.height;
  const viewport = useMemo(() => (vw && vh ? { width: vw, height: vh } : undefined), [vw, vh]);
  const looking = lookAt !== null;
  const at = looking ? lookAt : beatIndex;
  const beat = at === null ? undefined : talk.beats[at];
  const next = talk.beats[at === null ? 0 : at + 1];
  const n = (i: number | null) => (i === null ? '—' : String(i + 1));
  return (
    <main
      className="dark flex h-screen flex-col gap-3 overflow-hidden bg-slate-950 p-3 text-slate-100"
      aria-label={t.talkUi.speakerView}
    >
      <header className="flex flex-wrap items-center gap-x-5 gap-y-1 text-[19px]">
        <h1 className="font-semibold">{t.talkUi.speakerView}</h1>
        <span data-speaker-beat>{beatProgress(t, beatIndex, talk.beats.length)}</span>
        <SpeakerClock beat={beatIndex} />
      </header>
      <SpeakerStatusLine sync={sync} />
      {looking && (
        <p
          data-look-ahead={lookAt}
          className="flex flex-wrap items-center gap-3 rounded-md border-2 border-[#ffd400] px-3 py-1.5 text-[19px]"
        >
          <span className="font-semibold">
            {t.show.lookAhead.banner.replace('{n}', n(lookAt)).replace('{m}', n(beatIndex))}
          </span>
          <button
            type="button"
            className={`${SPEAKER_BUTTON} font-semibold`}
            onClick={() => {
              useAppStore.getState().setShowUi({ lookAt: null });
              goBeat(useAppStore.getState(), lookAt);
            }}
          >
            {t.show.lookAhead.send.replace('{n}', n(lookAt))} (Enter)
          </button>
          <button
            type="button"
            className={SPEAKER_BUTTON}
            onClick={() => useAppStore.getState().setShowUi({ lookAt: null })}
          >
            {t.show.lookAhead.back} (f)
          </button>
        </p>
      )}
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-3 lg:grid-cols-[5fr_6fr] lg:grid-rows-[minmax(0,1fr)]">
        <div className="flex min-h-0 min-w-0 flex-col gap-3">
          <section aria-labelledby="sp-now" className="rounded-lg border border-slate-600 p-3">
            <h2 id="sp-now" className="text-[16px] font-semibold text-slate-300">
              {looking ? t.show.lookAhead.button : t.speaker.current}
            </h2>
            <p className="text-[24px] leading-snug font-semibold" data-now-caption>
              <Rich text={beat?.caption ?? t.talkUi.notStarted} />
            </p>
          </section>
          <section
            aria-labelledby="sp-notes"
            className="flex min-h-0 flex-1 flex-col rounded-lg border border-slate-600 p-3"
          >
            <div className="mb-2 flex items-center gap-3">
              <h2 id="sp-notes" className="text-[16px] font-semibold text-slate-300">
                {t.talkUi.note}
              </h2>
              <button
                type="button"
                className={SPEAKER_BUTTON}
                title={t.speaker.smaller}
                onClick={() => changeNote(-2)}
              >
                <span aria-hidden="true">A−</span>
                <span className="sr-only">{t.speaker.smaller}</span>
              </button>
              <button
                type="button"
                className={SPEAKER_BUTTON}
                title={t.speaker.larger}
                onClick={() => changeNote(2)}
              >
                <span aria-hidden="true">A+</span>
                <span className="sr-only">{t.speaker.larger}</span>
              </button>
              <span className="font-mono text-slate-300">{noteSize}px</span>
            </div>
            <p
              data-note
              style={{ fontSize: noteSize }}
              className="min-h-0 flex-1 overflow-auto leading-snug whitespace-pre-wrap"
            >
              {beat?.note ?? '—'}
            </p>
          </section>
        </div>
        <div className="flex min-h-0 min-w-0 flex-col gap-3">
          <section
            aria-labelledby="sp-stage"
            className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-lg border border-slate-600 p-2"
          >
            <h2 id="sp-stage" className="text-[16px] font-semibold text-slate-300">
              {t.speaker.onScreen}
            </h2>
            <div className="min-h-0 w-full flex-1">
              <OnScreen viewport={viewport} hint={t.show.pointer.hint} />
            </div>
          </section>
          <section
            aria-labelledby="sp-next"
            className="flex min-h-0 flex-[1.4] flex-col gap-1 overflow-hidden rounded-lg border border-slate-600 p-2"
          >
            <h2 id="sp-next" className="text-[16px] font-semibold text-slate-300">
              {t.speaker.next}
            </h2>
            <NextPreview next={next} from={beat} viewport={viewport} />
          </section>
        </div>
      </div>
      <SpeakerControls />
      <HelpDialog />
      {overview && <BeatOverview />}
      {goTo !== null && <GoToPrompt />}
    </main>
  );
}
