import { useAppStore } from '../store/appStore';
import { useT } from './i18n/useT';
import { ModalDialog } from './ModalDialog';

function Keys({ title, list }: { title: string; list: readonly (readonly [string, string])[] }) {
  return (
    <table className="mb-3 text-sm">
      <caption className="pb-1 text-left font-semibold">{title}</caption>
      <tbody>
        {list.map(([k, v]) => (
          <tr key={k}>
            <th scope="row" className="py-1 pr-4 text-left font-mono font-normal">
              {k}
            </th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The keyboard shortcuts, as a modal dialog ("?" opens it, Escape closes it); presenting, its keys come first. */
export function HelpDialog() {
  const t = useT();
  const open = useAppStore((s) => s.helpOpen);
  const present = useAppStore((s) => s.present);
  const tables = [
    <Keys key="e" title={t.explainerShortcuts} list={t.shortcutList} />,
    <Keys key="p" title={t.presentShortcuts} list={t.presentShortcutList} />,
  ];
  return (
    <ModalDialog
      id="help"
      open={open}
      title={t.shortcuts}
      onClose={() => useAppStore.getState().setHelpOpen(false)}
    >
      {/* Closed, the dialog keeps no tables: they would be 50 elements of every first render and its copy. */}
      {open && (present ? tables.reverse() : tables)}
    </ModalDialog>
  );
}
