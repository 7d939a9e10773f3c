import { useEffect, useRef, type KeyboardEvent } from 'react';
import { selectRuns, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { BeatReplica } from '../speaker/AudienceReplica';
import { effectiveTalk, goBeat } from '../talk/effectiveTalk';
import { plain } from '../text/Rich';
import { useModalDialog } from '../useModalDialog';
import { shownOf } from './shownBeat';

/** Picks a beat: the audience goes there, or in the speaker window while it looks ahead, the look moves there. */
export function pickBeat(i: number) {
  const s = useAppStore.getState();
  s.setShowUi({ overview: false, goTo: null });
  if (s.speaker && s.lookAt !== null) s.setShowUi({ lookAt: i });
  else goBeat(s, i);
}

/**
 * The overview (`o`, in either window): every beat as a thumbnail of what it projects, with its number and
 * caption, to pick from. Arrow keys move through the grid, Enter picks, `o` or Escape closes.
 */
export function BeatOverview() {
  const t = useT();
  const runs = useAppStore(selectRuns);
  const talk = useAppStore(effectiveTalk);
  const current = useAppStore((s) => (s.speaker && s.lookAt !== null ? s.lookAt : s.beat));
  const ref = useModalDialog(true);
  const grid = useRef<HTMLOListElement>(null);
  const close = () => useAppStore.getState().setShowUi({ overview: false });
  useEffect(() => {
    grid.current?.querySelectorAll<HTMLButtonElement>('[data-pick]')[current ?? 0]?.focus();
  }, [current]);
  const onKey = (e: KeyboardEvent<HTMLOListElement>) => {
    // The thumbnails' own (inert) buttons are not in the grid's order.
    const buttons = [...(grid.current?.querySelectorAll<HTMLButtonElement>('[data-pick]') ?? [])];
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    // Columns as laid out: the buttons on the first one's row.
    const top = buttons[0]?.offsetTop;
    const cols = Math.max(1, buttons.filter((b) => b.offsetTop === top).length);
    const to =
      e.key === 'ArrowRight'
        ? i + 1
        : e.key === 'ArrowLeft'
          ? i - 1
          : e.key === 'ArrowDown'
            ? i + cols
            : e.key === 'ArrowUp'
              ? i - cols
              : e.key === 'Home'
                ? 0
                : e.key === 'End'
                  ? buttons.length - 1
                  : null;
    if (e.key === 'o') {
      e.preventDefault();
      close();
    } else if (to !== null) {
      e.preventDefault();
      buttons[Math.max(0, Math.min(to, buttons.length - 1))]?.focus();
    }
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby="overview-h"
      onClose={close}
      data-overview
      className="projector m-0 h-full max-h-none w-full max-w-none overflow-y-auto bg-black p-4 text-white"
    >
      <div className="mb-3 flex items-center gap-4">
        <h2 id="overview-h" className="text-[clamp(20px,1.8vw,32px)] font-semibold">
          {t.show.overview.title}
        </h2>
        <button
          type="button"
          onClick={close}
          className="ml-auto min-h-8 rounded border border-slate-500 px-3 text-lg hover:bg-slate-800"
        >
          {t.show.overview.close}
        </button>
      </div>
      <ol ref={grid} onKeyDown={onKey} className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-3">
        {talk.beats.map((b, i) => (
          <li key={i}>
            <button
              type="button"
              data-pick
              aria-current={i === current ? 'step' : undefined}
              onClick={() => pickBeat(i)}
              className={`flex w-full flex-col gap-1 rounded-md border-2 p-1 text-left focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-[#ffd400] ${i === current ? 'border-[#ffd400]' : 'border-slate-600'}`}
            >
              <div className="aspect-video w-full">
                <BeatReplica shown={shownOf(runs, b)} />
              </div>
              <span className="text-base font-semibold">
                {t.show.overview.beat.replace('{n}', String(i + 1))}
              </span>
              <span className="line-clamp-3 text-[15px] leading-snug text-slate-200" data-overview-caption>
                {plain(b.caption)}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </dialog>
  );
}
