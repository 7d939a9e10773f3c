import { useAppStore } from '../store/appStore';
import { useT } from './i18n/useT';
import { ModalDialog } from './ModalDialog';

/** The keyboard shortcuts, as a modal dialog ("?" opens it, Escape closes it). */
export function HelpDialog() {
  const t = useT();
  const open = useAppStore((s) => s.helpOpen);
  return (
    <ModalDialog
      id="help"
      open={open}
      title={t.shortcuts}
      onClose={() => useAppStore.getState().setHelpOpen(false)}
    >
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
    </ModalDialog>
  );
}
