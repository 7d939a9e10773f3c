import { useAppStore } from '../../store/appStore';
import { rememberSource } from '../../store/keptScenario';
import { showNotice } from '../../store/notices';
import { readScenarioFile } from './scenarioFile';

/** An exported picture (it carries a link to its moment) rather than a scenario file. */
export const isPicture = (f: File) =>
  /\.(png|svg)$/i.test(f.name) || f.type === 'image/png' || f.type === 'image/svg+xml';

/**
 * Opens a file a person dropped or chose: an exported PNG/SVG reopens its moment (the reader is loaded on
 * demand), anything else is read as a scenario JSON file.
 */
export async function openFile(file: File): Promise<boolean> {
  if (isPicture(file)) {
    const { openPicture } = await import('../export/files/openPicture');
    return openPicture(file);
  }
  const r = await readScenarioFile(file);
  const s = useAppStore.getState();
  if (r.ok) {
    // Kept as this very file if it is too large for a link (nothing serialised again on the page's thread).
    s.loadScenario(r.scenario, () => rememberSource(useAppStore.getState().scenario, file));
    showNotice({ kind: 'fileOpened', name: file.name });
  } else showNotice({ kind: 'fileError', name: file.name, errors: r.errors });
  return r.ok;
}
