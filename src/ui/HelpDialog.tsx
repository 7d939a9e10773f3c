import { useAppStore } from '../store/appStore';
import { useT } from './i18n/useT';
import { helpTables, type HelpTable } from './keymap/helpRows';
import { ModalDialog } from './ModalDialog';

function Keys({ table, clicker }: { table: HelpTable; clicker: string }) {
  return (
    <table className="mb-3 text-sm" data-context={table.context}>
      <caption className="pb-1 text-left font-semibold">{table.caption}</caption>
      <tbody>
        {table.rows.map((r) => (
          <tr key={r.id}>
            <th scope="row" className="py-1 pr-4 text-left align-top font-mono font-normal">
              {r.keys}
            </th>
            <td>
              {r.action}
              {r.clicker && (
                <span className="ml-2 rounded border border-slate-400 px-1 text-xs text-slate-700 dark:border-slate-500 dark:text-slate-300">
                  {clicker}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The keyboard shortcuts, as a modal dialog ("?" opens it, Escape closes it), made from the keymap: a table per
 * context, the reader's own first (presenting: the clicker's keys; in the speaker window: its keys).
 */
export function HelpDialog() {
  const t = useT();
  const open = useAppStore((s) => s.helpOpen);
  const where = useAppStore((s) => (s.speaker ? 'speaker' : s.present ? 'presenting' : 'page'));
  return (
    <ModalDialog
      id="help"
      open={open}
      title={t.shortcuts}
      onClose={() => useAppStore.getState().setHelpOpen(false)}
    >
      {/* Closed, the dialog keeps no tables: they would be 50 elements of every first render and its copy. */}
      {open &&
        helpTables(t, where).map((table) => (
          <Keys key={table.context} table={table} clicker={t.show.keymap.clicker} />
        ))}
    </ModalDialog>
  );
}
