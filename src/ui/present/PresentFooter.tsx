import { chapterAt } from '../../scenario/story/chapters';
import { selectRuns, useAppStore } from '../../store/appStore';
import { primaryVariant } from '../../store/slices/types';
import { useT } from '../i18n/useT';
import { openSpeakerView } from '../speaker/openSpeakerView';
import { beatProgress, effectiveTalk } from '../talk/effectiveTalk';
import type { ShownBeat } from './shownBeat';

const chromeButton =
  'min-h-8 whitespace-nowrap rounded border border-slate-500 px-3 text-[clamp(16px,1.2cqw,22px)] text-slate-200 hover:bg-slate-800';

/**
 * The line under a projected beat: its place in the talk, a start hint and the moment. A replica draws the same
 * line (`preview`), so that its beat is laid out in the same room as the audience's.
 */
export function PresentFooter({
  shown,
  hints = [],
  preview = false,
}: {
  shown: ShownBeat;
  hints?: { id: string; text: string }[];
  preview?: boolean;
}) {
  const t = useT();
  const talk = useAppStore(effectiveTalk);
  const index = shown.beat ? talk.beats.indexOf(shown.beat) : -1;
  return (
    // Not a <footer>: inside the Presentation region it would be a nested contentinfo landmark.
    <div className="flex flex-wrap items-center gap-x-6 gap-y-1 px-6 pt-0.5 pb-1 text-[clamp(18px,1.4cqw,26px)] text-slate-300">
      <span data-beat-progress={preview ? undefined : ''} className="whitespace-nowrap">
        {beatProgress(t, index < 0 ? null : index, talk.beats.length)}
      </span>
      {hints.map((h) => (
        // Keyboard hints: a phone has no F5 (and no room to spare under its stage).
        <span key={h.id} {...{ [`data-${h.id}`]: '' }} className="font-semibold text-white max-md:hidden">
          {h.text}
        </span>
      ))}
      <span className="ml-auto font-mono whitespace-nowrap">t = {(shown.time / 1000).toFixed(1)} s</span>
    </div>
  );
}

/**
 * The presenter's controls (the chapter, the speaker view, leaving), over the top right of the screen, out of
 * the layout (over the caption they would hide it while the pointer moves): out of the audience's sight while
 * `idle` (no pointer movement), unless focus is in them.
 */
export function PresentChrome({ shown, idle }: { shown: ShownBeat; idle: boolean }) {
  const t = useT();
  const runs = useAppStore(selectRuns);
  const chapter = chapterAt(runs.chapters[primaryVariant(shown.view)], shown.step);
  return (
    <div
      data-chrome
      className={`absolute top-2 right-4 z-[46] flex items-center gap-3 rounded-md bg-black/85 px-3 py-2 text-[clamp(16px,1.2cqw,22px)] text-slate-200 transition-opacity focus-within:opacity-100 ${idle ? 'pointer-events-none opacity-0' : ''}`}
    >
      {chapter && <span className="max-md:hidden">{t.chapters[chapter.id]}</span>}
      <button type="button" className={chromeButton} onClick={() => openSpeakerView()}>
        {t.talkUi.speakerView}
      </button>
      <button type="button" className={chromeButton} onClick={() => useAppStore.getState().setPresent(false)}>
        {t.talkUi.exitPresent}
      </button>
    </div>
  );
}
