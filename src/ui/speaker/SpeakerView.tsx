import { useEffect, useState } from 'react';
import { narrate } from '../../scenario/story/narrate';
import { selectRuns, useAppStore } from '../../store/appStore';
import { startPresenterSync, type AudienceReport, type SyncHandle } from '../../store/presenterSync';
import { useT } from '../i18n/useT';
import { Stage } from '../stage/Stage';
import { beatProgress, effectiveTalk, goBeat } from '../talk/effectiveTalk';
import { Rich } from '../text/Rich';
import { plain } from '../text/Rich';
import { AudienceReplica } from './AudienceReplica';
import { openAudienceWindow } from './openSpeakerView';
import { mmss, useSpeakerClock } from './useSpeakerClock';

const NOTE_KEY = 'nonroutable.speaker.noteSize';
const btn = 'rounded-md border border-slate-500 px-3 py-1.5 hover:bg-slate-800 disabled:opacity-40';

function useNoteSize(): [number, (d: number) => void] {
  const [size, setSize] = useState(() => {
    try {
      const n = Number(localStorage.getItem(NOTE_KEY));
      return n >= 14 && n <= 64 ? n : 24;
    } catch {
      return 24;
    }
  });
  const change = (d: number) => {
    const next = Math.max(14, Math.min(64, size + d));
    setSize(next);
    try {
      localStorage.setItem(NOTE_KEY, String(next));
    } catch {
      // Remembered for this window only.
    }
  };
  return [size, change];
}

const p95 = (xs: number[]) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(0.95 * (xs.length - 1))]! : NaN;

/**
 * The speaker's window: current and next beat (the next at its end state, with what changes), the note in
 * a remembered type size, elapsed time, wall clock and countdown, and whether the audience window really
 * shows what the speaker thinks it shows (acknowledged over the presenter channel).
 */
export function SpeakerView() {
  const t = useT();
  const session = useAppStore((s) => s.session);
  const runs = useAppStore(selectRuns);
  const talk = useAppStore(effectiveTalk);
  const beatIndex = useAppStore((s) => s.beat);
  const step = useAppStore((s) => s.step);
  const view = useAppStore((s) => s.view);
  const blank = useAppStore((s) => s.blank);
  const [report, setReport] = useState<AudienceReport | undefined>();
  const [lat, setLat] = useState<number[]>([]);
  const [noteSize, changeNote] = useNoteSize();
  const clock = useSpeakerClock(beatIndex);

  useEffect(() => {
    if (!session) return;
    const h: SyncHandle = startPresenterSync('speaker', session, {
      onChange: () => {
        setReport(h.audience());
        setLat(h.latencies());
      },
    });
    return () => h.stop();
  }, [session]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const s = useAppStore.getState();
      const last = effectiveTalk(s).beats.length - 1;
      const k = e.key;
      if (['PageDown', 'ArrowRight', ' ', 'n'].includes(k)) goBeat(s, s.beat === null ? 0 : s.beat + 1);
      else if (['PageUp', 'ArrowLeft', 'p'].includes(k)) goBeat(s, Math.max(0, (s.beat ?? 0) - 1));
      else if (k === 'Home') goBeat(s, 0);
      else if (k === 'End') goBeat(s, last);
      else if (['b', 'B', '.'].includes(k)) s.setBlank(s.blank === 'black' ? null : 'black');
      else if (['w', 'W', ','].includes(k)) s.setBlank(s.blank === 'white' ? null : 'white');
      else if (k !== 'F5') return; // F5 (a remote's "start show") must not reload the speaker window

      e.preventDefault();
      e.stopImmediatePropagation();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);

  const beat = beatIndex === null ? undefined : talk.beats[beatIndex];
  const nextIndex = beatIndex === null ? 0 : beatIndex + 1;
  const next = talk.beats[nextIndex];
  const nextVariant = next?.view === 'fixed' ? 'fixed' : 'buggy';
  const nextTrace = runs.traces[nextVariant];
  const nextWhat = next ? plain(t.story.narrate(narrate(nextTrace, next.step, runs.story)).what) : '';
  const target = (talk.targetMinutes ?? 0) * 60_000;

  // Clocks of two windows can disagree by a few ms: an acknowledgement is never from the future.
  const age = report ? Math.max(0, clock.now - report.at) / 1000 : Infinity;
  const following =
    !!report &&
    report.beat === beatIndex &&
    report.step === step &&
    report.view === view &&
    report.blank === blank;
  const focusName = (f: string) =>
    f.startsWith('output:') ? f.slice(7) : t.talkUi.focusNames[f as keyof typeof t.talkUi.focusNames];
  const nextChange = !next
    ? ''
    : next.step === step && next.view === view
      ? `${t.speaker.sameMoment} ${focusName(next.focus)}`
      : `${t.speaker.changes}: ${nextWhat}`;
  const viewName = (v: string) => (v === 'compare' ? t.compare : v === 'fixed' ? t.fixedKey : t.buggyKey);
  const status = !report
    ? { ok: false, text: t.speaker.noAudience }
    : age > 3
      ? { ok: false, text: t.speaker.silent.replace('{s}', age.toFixed(0)) }
      : !following
        ? {
            ok: false,
            text: t.speaker.notFollowing
              .replace('{n}', report.beat === null ? '—' : String(report.beat + 1))
              .replace('{view}', viewName(report.view)),
          }
        : {
            ok: true,
            text: t.speaker.following
              .replace('{n}', report.beat === null ? '—' : String(report.beat + 1))
              .replace('{view}', viewName(report.view))
              .replace('{age}', age.toFixed(1)),
          };

  return (
    <main
      className="dark flex h-screen flex-col gap-3 overflow-hidden bg-slate-950 p-3 text-slate-100"
      aria-label={t.talkUi.speakerView}
    >
      <header className="flex flex-wrap items-center gap-x-5 gap-y-1 text-[19px]">
        <h1 className="font-semibold">{t.talkUi.speakerView}</h1>
        <span data-speaker-beat>{beatProgress(t, beatIndex, talk.beats.length)}</span>
        <span className="font-mono">
          <span className="font-sans text-slate-300">{t.speaker.elapsed} </span>
          {mmss(clock.elapsed)}
        </span>
        {target > 0 && (
          <span className={`font-mono ${clock.elapsed > target ? 'text-bad-strong font-bold' : ''}`}>
            {clock.elapsed > target
              ? t.speaker.over.replace('{t}', mmss(clock.elapsed - target))
              : t.speaker.left.replace('{t}', mmss(target - clock.elapsed))}
          </span>
        )}
        <span className="font-mono">
          <span className="font-sans text-slate-300">{t.speaker.clock} </span>
          {new Date(clock.now).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
        </span>
        <button type="button" className={btn} onClick={clock.toggle}>
          {clock.running ? t.speaker.pause : t.speaker.start}
        </button>
        <button type="button" className={btn} onClick={clock.reset}>
          {t.speaker.reset}
        </button>
      </header>
      <p
        role="status"
        data-following={status.ok}
        data-ack-p95={Number.isNaN(p95(lat)) ? '' : p95(lat).toFixed(1)}
        data-ack-count={lat.length}
        className={`rounded-md px-3 py-2 text-[20px] font-semibold ${status.ok ? 'bg-ok/20 text-ok-strong' : 'bg-bad/20 text-bad-strong'}`}
      >
        <span aria-hidden="true">{status.ok ? '✓ ' : '⚠ '}</span>
        {status.text}
        {lat.length > 0 && (
          <span className="ml-3 text-[16px] font-normal text-slate-300">
            {t.speaker.latency.replace('{ms}', lat.at(-1)!.toFixed(0)).replace('{p95}', p95(lat).toFixed(0))}
          </span>
        )}
        {blank && <span className="ml-3">· {blank === 'black' ? t.speaker.black : t.speaker.white}</span>}
      </p>
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-3 lg:grid-cols-[3fr_2fr] lg:grid-rows-[minmax(0,1fr)]">
        <div className="flex min-h-0 min-w-0 flex-col gap-3">
          <section aria-labelledby="sp-now" className="rounded-lg border border-slate-600 p-3">
            <h2 id="sp-now" className="text-[16px] font-semibold text-slate-300">
              {t.speaker.current}
            </h2>
            <p className="text-[24px] leading-snug font-semibold">
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
              <button type="button" className={btn} title={t.speaker.smaller} onClick={() => changeNote(-2)}>
                <span aria-hidden="true">A−</span>
                <span className="sr-only">{t.speaker.smaller}</span>
              </button>
              <button type="button" className={btn} title={t.speaker.larger} onClick={() => changeNote(2)}>
                <span aria-hidden="true">A+</span>
                <span className="sr-only">{t.speaker.larger}</span>
              </button>
              <span className="font-mono text-slate-400">{noteSize}px</span>
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
              <AudienceReplica />
            </div>
          </section>
          <section
            aria-labelledby="sp-next"
            className="flex min-h-0 flex-1 flex-col gap-1 overflow-hidden rounded-lg border border-slate-600 p-2"
          >
            <h2 id="sp-next" className="text-[16px] font-semibold text-slate-300">
              {t.speaker.next}
            </h2>
            {next ? (
              <>
                <p className="text-[19px] leading-snug font-semibold" data-next-caption>
                  <Rich text={next.caption} />
                </p>
                {/* Two lines leave the next stage room; the whole sentence shows on hover. */}
                <p className="line-clamp-2 text-[15px] text-slate-300" data-next-change title={nextChange}>
                  {nextChange}
                </p>
                <div className="min-h-0 flex-1 overflow-hidden">
                  <Stage
                    trace={nextTrace}
                    index={next.step}
                    scenario={runs.scenario}
                    label={viewName(next.view)}
                    fit="thumb"
                  />
                </div>
              </>
            ) : (
              <p className="text-[19px] text-slate-300">{t.speaker.end}</p>
            )}
          </section>
        </div>
      </div>
      <nav className="flex flex-wrap gap-2 text-[18px]" aria-label={t.speaker.controls}>
        <button
          type="button"
          className={btn}
          onClick={() => goBeat(useAppStore.getState(), Math.max(0, (beatIndex ?? 0) - 1))}
        >
          ◀ {t.speaker.prev}
        </button>
        <button
          type="button"
          className={`${btn} font-semibold`}
          onClick={() => goBeat(useAppStore.getState(), beatIndex === null ? 0 : beatIndex + 1)}
        >
          {t.speaker.nextButton} ▶
        </button>
        <button
          type="button"
          aria-pressed={blank === 'black'}
          className={btn}
          onClick={() => useAppStore.getState().setBlank(blank === 'black' ? null : 'black')}
        >
          {t.speaker.black}
        </button>
        <button
          type="button"
          aria-pressed={blank === 'white'}
          className={btn}
          onClick={() => useAppStore.getState().setBlank(blank === 'white' ? null : 'white')}
        >
          {t.speaker.white}
        </button>
        <button type="button" className={`${btn} ml-auto`} onClick={() => openAudienceWindow()}>
          {t.speaker.openAudience}
        </button>
      </nav>
    </main>
  );
}
