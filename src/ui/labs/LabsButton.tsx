import { useAppStore } from '../../store/appStore';
import { labsButtonLabel } from './labsButtonLabel';

/** Header button that opens (and closes) the Labs dock; the dock itself loads when first opened. */
export function LabsButton() {
  const lang = useAppStore((s) => s.lang);
  const open = useAppStore((s) => s.labsOpen && s.tour === null);
  return (
    <button
      type="button"
      id="labs-button"
      aria-expanded={open}
      onClick={() => (open ? useAppStore.getState().closeLabs() : useAppStore.getState().openLabs())}
      className="rounded-md border border-slate-400 px-2 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
    >
      {labsButtonLabel[lang]}
    </button>
  );
}
