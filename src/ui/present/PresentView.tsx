import { chapterAt } from '../../scenario/story/chapters';
import { selectPrimaryVariant, selectRuns, selectOtherStep, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { KeyInspector } from '../panels/KeyInspector';
import { useNarrationOf } from '../panels/useNarration';
import { Stage } from '../stage/Stage';
import { effectiveTalk } from '../talk/effectiveTalk';
import { Rich } from '../text/Rich';
import { PresentOutput } from './PresentOutput';
import { openSpeakerView } from '../speaker/openSpeakerView';

/** What a beat puts on screen: the stage (both runs in compare), the key bytes, the narration or an output. */
function Focus() {
  const t = useT();
  const runs = useAppStore(selectRuns);
  const view = useAppStore((s) => s.view);
  const step = useAppStore((s) => s.step);
  const other = useAppStore(selectOtherStep);
  const variant = useAppStore(selectPrimaryVariant);
  const beat = useAppStore((s) => (s.beat === null ? undefined : effectiveTalk(s).beats[s.beat]));
  const trace = runs.traces[variant];
  const what = useNarrationOf(trace, step);
  const focus = beat?.focus ?? 'stage';
  if (focus === 'keyInspector') return <KeyInspector size="present" />;
  if (focus === 'narration')
    return (
      <p className="text-[clamp(24px,3vw,52px)] leading-snug font-semibold">
        <Rich text={what.what} />
      </p>
    );
  if (focus.startsWith('output:'))
    return <PresentOutput name={focus.slice(7)} trace={trace} index={step} scenario={runs.scenario} />;
  if (view === 'compare')
    // Stacked, node only: two full stages side by side cannot keep 18 px text on a 4:3 projector.
    return (
      <div className="grid h-full min-h-0 grid-rows-2 gap-2">
        {(
          [
            ['buggy', `✗ ${t.compareBuggy}`, step],
            ['fixed', `✓ ${t.compareFixed}`, other.index],
          ] as const
        ).map(([v, label, i]) => (
          <section key={v} aria-label={label} className="flex min-h-0 items-stretch gap-3">
            <h2
              className={`w-[7ch] shrink-0 self-center text-[clamp(20px,1.8vw,32px)] leading-tight font-bold ${v === 'buggy' ? 'text-bad-strong' : 'text-ok-strong'}`}
            >
              {label}
            </h2>
            <div className="min-h-0 min-w-0 flex-1">
              <Stage trace={runs.traces[v]} index={i} scenario={runs.scenario} fit="present" nodeOnly />
            </div>
          </section>
        ))}
      </div>
    );
  return <Stage trace={trace} index={step} scenario={runs.scenario} fit="present" />;
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
  const beat = beatIndex === null ? undefined : talk.beats[beatIndex];
  const what = useNarrationOf(runs.traces[variant], step);
  const chapter = chapterAt(runs.chapters[variant], step);
  return (
    <div
      role="region"
      aria-label={t.talkUi.region}
      className="dark projector fixed inset-0 z-40 flex flex-col bg-black text-white"
      data-beat={beatIndex ?? ''}
    >
      <div className="min-h-0 flex-1 px-4 pt-3">
        <Focus />
      </div>
      <p className="px-6 pt-2 text-[clamp(22px,2.3vw,44px)] leading-snug font-semibold" data-caption>
        <Rich text={beat ? beat.caption : what.what} />
      </p>
      <footer className="flex items-center gap-6 px-6 pt-1 pb-2 text-[clamp(18px,1.4vw,26px)] text-slate-300">
        <span data-beat-progress>
          {beatIndex === null
            ? t.talkUi.notStarted
            : t.talkUi.beatOf
                .replace('{n}', String(beatIndex + 1))
                .replace('{total}', String(talk.beats.length))}
        </span>
        {chapter && <span>{t.chapters[chapter.id]}</span>}
        <span className="ml-auto font-mono">t = {(time / 1000).toFixed(1)} s</span>
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
      </footer>
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
