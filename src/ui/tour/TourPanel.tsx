import { useEffect, useRef, useState } from 'react';
import { INCIDENT_TOUR } from '../../scenario/tours/incidentTour';
import { useAppStore } from '../../store/appStore';
import { tourStopsEn } from '../i18n/tour/stopsEn';
import { tourStopsZh } from '../i18n/tour/stopsZh';
import { useT } from '../i18n/useT';
import { Rich } from '../text/Rich';
import { outputTitle } from '../panels/outputTitle';
import { lookSelector, scrollToLook } from './lookTarget';
import { SourceLinks } from '../text/SourceLinks';
import { useDockFocus } from './useDockFocus';

const btn =
  'rounded-md border border-slate-400 px-3 py-1.5 text-sm hover:bg-slate-200 disabled:opacity-40 dark:border-slate-500 dark:hover:bg-slate-800';

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Marks (and scrolls to) the element a stop asks the reader to look at, and again whenever that element is
 * replaced: a stop that changes the view (compare) renders its target after the stop's first render.
 */
function useLookFocus(selector: string | null, stop: number | null) {
  useEffect(() => {
    if (!selector) return;
    let marked: HTMLElement | null = null;
    const mark = () => {
      const el = document.querySelector<HTMLElement>(selector);
      if (!el || el === marked) return;
      if (marked) delete marked.dataset.tourFocus;
      marked = el;
      el.dataset.tourFocus = '';
      scrollToLook(el, reducedMotion() ? 'auto' : 'smooth');
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      if (marked) delete marked.dataset.tourFocus;
    };
  }, [selector, stop]);
}

/** One stop of the investigation tour: what to read, where to look, a question and its answer. */
export function TourPanel() {
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const index = useAppStore((s) => s.tour);
  const [shown, setShown] = useState<number | null>(null);
  const stop = index === null ? undefined : INCIDENT_TOUR[index];
  const selector = stop ? lookSelector(stop.look) : null;
  useLookFocus(selector, index);
  const dock = useRef<HTMLElement>(null);
  useDockFocus(dock);
  // A new stop scrolls the page to what it rings: focus left on the page (an output the reader clicked into,
  // then PageDown) would stay behind, off screen, and the next Tab would start from there. It moves to the dock,
  // which is always in view. So does focus on Next (or Previous) when it is disabled at the last (first) stop.
  useEffect(() => {
    const now = document.activeElement;
    const inDock = now instanceof Node && dock.current?.contains(now);
    if (!inDock || (now instanceof HTMLButtonElement && now.disabled))
      dock.current?.focus({ preventScroll: true });
  }, [index]);
  if (index === null || !stop) return null;
  const text = (lang === 'zh' ? tourStopsZh : tourStopsEn)[stop.id]!;
  const { tourBy, exitTour } = useAppStore.getState();
  const look =
    typeof stop.look === 'object'
      ? outputTitle(t, stop.look.output)
      : { text: t.tour.lookAt[stop.look], command: false };
  return (
    <section
      ref={dock}
      tabIndex={-1}
      aria-labelledby="tour-h"
      className="fixed inset-x-0 bottom-0 z-30 flex max-h-[46vh] flex-col gap-2 overflow-y-auto border-t-2 border-hi/80 bg-white p-3 shadow-2xl lg:top-[3.25rem] lg:right-0 lg:left-auto lg:max-h-none lg:w-[25rem] lg:rounded-l-lg lg:border-2 dark:bg-slate-950"
      data-tour-stop={stop.id}
    >
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
        {t.tour.button} ·{' '}
        {t.tour.progress.replace('{n}', String(index + 1)).replace('{total}', String(INCIDENT_TOUR.length))}
      </p>
      <h2 id="tour-h" className="text-lg leading-snug font-semibold">
        {text.title}
      </h2>
      {text.body.map((p, i) => (
        <p key={i} className="text-[0.95rem]">
          <Rich text={p} terms />
        </p>
      ))}
      <p className="text-sm">
        <span className="font-semibold">
          {t.tour.look}
          {t.punct.colon}
        </span>
        <button
          type="button"
          className={`${look.command ? 'font-mono ' : ''}underline max-sm:min-h-[24px]`}
          onClick={() => {
            const el = selector ? document.querySelector<HTMLElement>(selector) : null;
            if (el) scrollToLook(el, 'auto');
          }}
        >
          {look.text}
        </button>
      </p>
      <div className="rounded-md bg-slate-100 p-2 text-sm dark:bg-slate-800">
        <p>
          <span className="font-semibold">
            {t.tour.question}
            {t.punct.colon}
          </span>
          <Rich text={text.question} />
        </p>
        <button
          type="button"
          aria-expanded={shown === index}
          className="mt-1 text-accent underline max-sm:min-h-[24px] dark:text-info"
          onClick={() => setShown(shown === index ? null : index)}
        >
          {shown === index ? t.tour.hide : t.tour.show}
        </button>
        {shown === index && (
          <p className="mt-1" data-tour-answer>
            <Rich text={text.answer} />
          </p>
        )}
      </div>
      <SourceLinks label={t.tour.sources} links={stop.links} />
      {/* Always in reach: on a phone the stop's text scrolls under its buttons, not the buttons under the screen. */}
      <div className="sticky -bottom-3 -mx-3 -mb-3 flex flex-wrap gap-2 border-t border-slate-200 bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-950">
        <button type="button" className={btn} onClick={() => tourBy(-1)} disabled={index === 0}>
          ◀ {t.tour.prev}
        </button>
        <button
          type="button"
          className={`${btn} font-semibold`}
          onClick={() => tourBy(1)}
          disabled={index === INCIDENT_TOUR.length - 1}
        >
          {t.tour.next} ▶
        </button>
        <button type="button" className={`${btn} ml-auto`} onClick={() => exitTour()}>
          {t.tour.exit}
        </button>
      </div>
    </section>
  );
}
