import { useState } from 'react';
import { useAppStore } from '../store/appStore';
import { useT } from './i18n/useT';
import { Rich } from './text/Rich';
import { STARTS_PLAY } from './prerender/earlyInputBoot';

/** Set once the reader has closed the intro (the prerendered first view's boot script reads it too). */
export const INTRO_SEEN_KEY = 'nonroutable.intro.v1';

function seen(): boolean {
  try {
    return localStorage.getItem(INTRO_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Three sentences for a first-time visitor (what happened, what this page does) and where to click. A link that
 * opens at a moment of the story gets one line instead (the three sentences a click away), so what it points
 * at is not pushed below the fold.
 */
export function IntroCard({ onTour }: { onTour: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(() => !seen());
  const [brief, setBrief] = useState(() => useAppStore.getState().step > 0);
  if (!open) return null;
  const close = () => {
    setOpen(false);
    try {
      localStorage.setItem(INTRO_SEEN_KEY, '1');
    } catch {
      // Storage may be blocked; the card simply shows again next time.
    }
  };
  const tour = () => {
    close();
    onTour();
  };
  if (brief)
    return (
      <section
        aria-label={t.intro.title}
        className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-accent/60 bg-accent/10 px-3 py-1.5 text-sm dark:border-info/60 dark:bg-info/10"
      >
        <p className="text-slate-800 dark:text-slate-200">{t.intro.linkLead}</p>
        {/* On a phone each is a touch target of at least 24 px (WCAG 2.5.8); the line is that tall anyway. */}
        <button
          type="button"
          className="underline max-sm:min-h-[24px]"
          aria-expanded="false"
          onClick={() => setBrief(false)}
        >
          {t.intro.more}
        </button>
        <button type="button" className="underline max-sm:min-h-[24px]" onClick={tour}>
          {t.intro.tour}
        </button>
        <button type="button" className="ml-auto px-2 underline max-sm:min-h-[24px]" onClick={close}>
          {t.intro.dismiss}
        </button>
      </section>
    );
  return (
    <section
      aria-labelledby="intro-h"
      className="relative rounded-lg border border-accent/60 bg-accent/10 px-4 py-3 text-sm short:py-1.5 short:text-[13px] dark:border-info/60 dark:bg-info/10"
    >
      <h2 id="intro-h" className="mb-1 text-base font-semibold short:mb-0.5 short:text-sm">
        {t.intro.title}
      </h2>
      {t.intro.body.map((p, i) => (
        <p
          key={i}
          className="mb-1 max-w-5xl text-slate-800 short:mb-0.5 short:max-w-none dark:text-slate-200"
        >
          <Rich text={p} terms />
        </p>
      ))}
      <div className="mt-2 flex flex-wrap gap-2 short:mt-1 short:[&>button]:py-0.5">
        <button
          type="button"
          className="rounded-md bg-accent px-3 py-1.5 font-medium text-white hover:opacity-90"
          // Clicked in the prerendered copy before the app has mounted: the copy shows playback at once.
          {...{ [STARTS_PLAY]: '' }}
          onClick={() => {
            close();
            useAppStore.getState().seekStep(0);
            useAppStore.getState().setPlaying(true);
            // The story happens on the stage: bring it up (the card above it is gone now).
            requestAnimationFrame(() => document.getElementById('stage')?.scrollIntoView({ block: 'start' }));
          }}
        >
          ▶ {t.intro.play}
        </button>
        <button
          type="button"
          className="rounded-md border border-slate-400 px-3 py-1.5 hover:bg-slate-200 dark:border-slate-500 dark:hover:bg-slate-800"
          onClick={tour}
        >
          {t.intro.tour}
        </button>
        <button
          type="button"
          className="rounded-md border border-slate-400 px-3 py-1.5 hover:bg-slate-200 dark:border-slate-500 dark:hover:bg-slate-800"
          onClick={() => useAppStore.getState().openGlossary('all')}
        >
          {t.glossary.button}
        </button>
        <button type="button" className="ml-auto px-2 py-1.5 underline" onClick={close}>
          {t.intro.dismiss}
        </button>
      </div>
    </section>
  );
}
