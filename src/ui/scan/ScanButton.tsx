import { lazy, useState } from 'react';
import { LazyDialogPortal } from '../LazyDialogPortal';
import { useAppStore } from '../../store/appStore';
import { scanButtonLabel } from './buttonLabel';

// The scanner (its view, parsers and messages) loads on first use, so the first view does not grow.
const ScanDialog = lazy(() => import('./ScanDialog'));

/** Header button that opens "Scan my cluster"; it owns the (lazily loaded) dialog. */
export function ScanButton() {
  const lang = useAppStore((s) => s.lang);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="rounded-md border border-slate-400 px-2 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {scanButtonLabel[lang]}
      </button>
      <LazyDialogPortal dialog={ScanDialog} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
