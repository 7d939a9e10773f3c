import { useEffect, useRef } from 'react';
import { getLab } from '../../scenario/labs/labs';
import { useAppStore } from '../../store/appStore';
import { enterLab } from '../../store/labs/startLab';
import { fmt } from '../i18n/useT';
import { useDockFocus } from '../tour/useDockFocus';
import { LabList } from './LabList';
import { LabView } from './LabView';
import { useLabsText } from './useLabsText';
import { LAB_BUTTON } from './labButton';
import { useLabsUi } from './labsUiStore';
import { useScrollClearsDock } from './useScrollClearsDock';

/**
 * The Labs dock: beside the page (a sheet along the bottom on phones, like the tour's), so a lab's goal and the
 * Command box are on screen together. It lists the labs, or shows the open one; a link's lab id that no lab has
 * is said, above the list.
 */
export function LabsDock() {
  const t = useLabsText();
  const id = useAppStore((s) => s.lab);
  const lab = id === null ? undefined : getLab(id);
  const storage = useLabsUi((s) => s.storage);
  const dock = useRef<HTMLElement>(null);
  useDockFocus(dock, 'labs-button');
  useScrollClearsDock();
  // A lab opened from the list or a link: the page keeps a scenario that is that lab's, else the lab starts.
  useEffect(() => {
    if (lab) enterLab(lab);
  }, [lab]);
  return (
    <section
      ref={dock}
      tabIndex={-1}
      aria-labelledby="labs-h"
      data-labs-dock=""
      className="fixed inset-x-0 bottom-0 z-30 flex max-h-[46vh] flex-col gap-2 overflow-y-auto border-t-2 border-accent/80 bg-white p-3 shadow-2xl lg:top-[3.25rem] lg:right-0 lg:left-auto lg:max-h-none lg:w-[25rem] lg:rounded-l-lg lg:border-2 dark:bg-slate-950"
    >
      <div className="flex items-center gap-2">
        <h2
          id="labs-h"
          className="mr-auto text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300"
        >
          {t.title}
        </h2>
        <button type="button" className={LAB_BUTTON} onClick={() => useAppStore.getState().closeLabs()}>
          {t.close}
        </button>
      </div>
      {id !== null && !lab && (
        <p role="alert" className="rounded-md border border-bad p-2 text-sm">
          {fmt(t.unknownLab, { id })}
        </p>
      )}
      {storage && (
        <p
          role="status"
          data-labs-storage={storage}
          className="rounded-md bg-slate-100 p-2 text-sm dark:bg-slate-800"
        >
          {t.storage[storage]}
        </p>
      )}
      {lab ? <LabView key={lab.id} lab={lab} /> : <LabList />}
    </section>
  );
}
