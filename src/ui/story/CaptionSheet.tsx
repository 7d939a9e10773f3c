import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { narrate } from '../../scenario/story/narrate';
import { selectTrace, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { Rich } from '../text/Rich';
import { ContinueButton } from './ContinueButton';
import { HoldProgress } from './HoldProgress';
import { useToldStep } from './useToldStep';

/** How much of the page's Narration panel must show above the docked transport to be read there (px). */
const READABLE_PX = 160;

/**
 * Whether enough of the page's own Narration panel is on screen, above the docked transport, to read it there
 * (the sheet stands in for it when it is not). The sheet itself is left out, so showing it changes nothing.
 */
function useNarrationInView(): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = document.getElementById('narration');
      if (!el) return;
      const r = el.getBoundingClientRect();
      const dock = document.querySelector('[data-transport]');
      const fixed = dock && getComputedStyle(dock).position === 'fixed';
      const bottom = fixed ? dock.getBoundingClientRect().top : innerHeight;
      const shown = Math.min(r.bottom, bottom) - Math.max(r.top, 0);
      setInView(shown >= Math.min(r.height, READABLE_PX));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    addEventListener('scroll', later, { passive: true });
    addEventListener('resize', later);
    // The panel's own size, and the page's (the intro card closing moves the panel without a scroll).
    const ro = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(later);
    const el = document.getElementById('narration');
    if (el) ro?.observe(el);
    ro?.observe(document.body);
    return () => {
      removeEventListener('scroll', later);
      removeEventListener('resize', later);
      ro?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return inView;
}

/**
 * On a phone, the story's narration, chapter and time in a sheet docked above the transport, whenever the page's
 * Narration panel (below the stage) is off screen and the story has started: the reader watching the stage
 * reads along. Collapsed it shows what happened; expanded, the whole narration. Its height is published as
 * `--caption-sheet-h`, so the page's bottom padding clears it.
 */
export function CaptionSheet() {
  const t = useT();
  const trace = useAppStore(selectTrace);
  const { index, playing, told, story, chapters, chapter } = useToldStep();
  const touring = useAppStore((s) => s.tour !== null);
  const [open, setOpen] = useState(false);
  const inView = useNarrationInView();
  const ref = useRef<HTMLElement>(null);
  const shown = !touring && !inView && (playing || index > 0);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const el = ref.current;
    if (!shown || !el) {
      root.style.removeProperty('--caption-sheet-h');
      return;
    }
    const set = () => root.style.setProperty('--caption-sheet-h', `${el.offsetHeight}px`);
    set();
    const ro = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(set);
    ro?.observe(el);
    return () => {
      ro?.disconnect();
      root.style.removeProperty('--caption-sheet-h');
    };
  }, [shown]);
  if (!shown) return null;
  const text = t.story.narrate(narrate(trace, told, story));
  const at = trace.steps[index]!.at;
  return (
    <aside
      ref={ref}
      aria-label={t.storyCaption.label}
      data-caption-sheet
      className="fixed inset-x-0 bottom-[calc(3.75rem+1px+env(safe-area-inset-bottom))] z-20 flex flex-col gap-1 border-t border-slate-300 bg-slate-50/95 px-3 pt-2 pb-1.5 shadow-[0_-4px_12px_rgb(0_0_0/0.12)] md:hidden dark:border-slate-700 dark:bg-slate-950/95"
    >
      <HoldProgress />
      <div className="flex items-center justify-between gap-2 text-xs">
        <p className="flex min-w-0 gap-1.5">
          <span className="min-w-0 truncate font-semibold text-accent dark:text-info">
            {chapter ? `${chapters.indexOf(chapter) + 1}. ${t.chapters[chapter.id]}` : t.narration}
          </span>
          <span className="shrink-0 font-mono text-slate-600 dark:text-slate-400" data-caption-time>
            {(at / 1000).toFixed(1)} s
          </span>
        </p>
        <span className="flex shrink-0 items-center gap-2">
          <button
            type="button"
            className="min-h-8 rounded border border-slate-400 px-2 dark:border-slate-600"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? t.storyCaption.less : t.storyCaption.more}
          </button>
          <ContinueButton />
        </span>
      </div>
      <div className={open ? 'max-h-[45vh] overflow-auto' : ''}>
        <p className={`text-sm leading-snug font-semibold ${open ? '' : 'line-clamp-3'}`}>
          <Rich text={text.what} terms />
        </p>
        {open && (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            <Rich text={text.why} terms />
          </p>
        )}
      </div>
    </aside>
  );
}
