import { useAppStore } from '../store/appStore';
import { useT } from './i18n/useT';
import { useModalDialog } from './useModalDialog';

/** The keyboard shortcuts, as a modal dialog ("?" opens it, Escape closes it). */
export function HelpDialog() {
  const t = useT();
  const open = useAppStore((s) => s.helpOpen);
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      aria-labelledby="help-h"
      onClose={() => useAppStore.getState().setHelpOpen(false)}
      className="m-auto rounded-lg border border-slate-400 bg-white p-5 text-slate-900 backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="help-h" className="mb-3 text-lg font-semibold">
        {t.shortcuts}
      </h2>
      <table className="text-sm">
        <tbody>
          {t.shortcutList.map(([k, v]) => (
            <tr key={k}>
              <th scope="row" className="py-1 pr-4 text-left font-mono">
                {k}
              </th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form method="dialog" className="mt-4 text-right">
        <button className="rounded-md border border-slate-400 px-3 py-1 text-sm" autoFocus>
          {t.close}
        </button>
      </form>
    </dialog>
  );
}
