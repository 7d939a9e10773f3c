import { useId, type ReactNode, type RefObject } from 'react';

/**
 * A large native modal (Export, Scan): a header that stays in view with the title and Close, and a scrolling
 * body. The caller owns the dialog element (`useModalDialog`), e.g. to scroll it. Keys other than Escape stay
 * inside, so the explainer's shortcuts (Space, arrows, k, d) never act behind it.
 */
export function PanelDialog({
  ref,
  ...props
}: {
  ref: RefObject<HTMLDialogElement | null>;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** A Tailwind max-width class. */
  width: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={props.onClose}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') e.stopPropagation();
      }}
      className={`m-auto max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] ${props.width} overflow-y-auto rounded-lg border border-slate-400 bg-white p-0 text-slate-900 backdrop:bg-black/60 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100`}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-slate-300 bg-white px-4 py-2 dark:border-slate-700 dark:bg-slate-950">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {props.title}
        </h2>
        <button
          type="button"
          onClick={props.onClose}
          className="rounded-md border border-slate-400 px-3 py-1 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {props.closeLabel}
        </button>
      </div>
      {props.children}
    </dialog>
  );
}
