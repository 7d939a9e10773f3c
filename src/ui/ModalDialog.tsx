import type { ReactNode } from 'react';
import { useT } from './i18n/useT';
import { useModalDialog } from './useModalDialog';

/** A native modal dialog with a title and a Close button; Escape and Close call `onClose`. */
export function ModalDialog(props: {
  open: boolean;
  id: string;
  title: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  const ref = useModalDialog(props.open);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${props.id}-h`}
      onClose={props.onClose}
      className={`m-auto rounded-lg border border-slate-400 bg-white p-5 text-slate-900 backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100 ${props.className ?? ''}`}
    >
      <h2 id={`${props.id}-h`} className="mb-3 text-lg font-semibold">
        {props.title}
      </h2>
      {props.children}
      <form method="dialog" className="mt-4 text-right">
        <button className="rounded-md border border-slate-400 px-3 py-1 text-sm" autoFocus>
          {t.close}
        </button>
      </form>
    </dialog>
  );
}
