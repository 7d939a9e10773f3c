import { useAppStore } from '../../../store/appStore';
import { applyLinkHash } from '../../../store/openLink';
import { getCatalog } from '../../i18n/catalogs';
import { fill } from '../messages';
import { readEmbeddedLink } from './embeddedLink';

/**
 * Reopens the moment an exported PNG or SVG carries: the link inside is applied like an opened link (which
 * re-checks the outcome hash and warns if today's model ends differently). A picture without a link, or a
 * damaged one, leaves the view as it is and says what was wrong and where.
 */
export async function openPicture(file: File): Promise<boolean> {
  const store = useAppStore.getState();
  const m = getCatalog(store.lang).exporter;
  const named = /\.png$/i.test(file.name) || file.type === 'image/png' ? 'png' : 'svg';
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (e) {
    store.showNotice({
      kind: 'text',
      text: fill(m.problem.unreadable, { name: file.name, detail: String(e) }),
    });
    return false;
  }
  const r = await readEmbeddedLink(bytes, named);
  if (!r.ok) {
    const { ok: _ok, problem, ...params } = r;
    store.showNotice({ kind: 'text', text: fill(m.problem[problem], { name: file.name, ...params }) });
    return false;
  }
  store.dismissNotice();
  applyLinkHash(r.hash);
  // The address bar shows the reopened moment at once (URL sync would write it a moment later).
  history.replaceState(null, '', r.hash);
  return true;
}
