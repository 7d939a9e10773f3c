import { useAppStore, type Theme } from './appStore';
import { restoreDrafts, startDraftSync } from './draftSync';
import { loadModel } from './model';

/** The system's colour scheme (dark where it cannot be read). */
export const systemTheme = (): Theme =>
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';

/**
 * Boots the store before the first render: the system's theme, then what the link describes (a bad link becomes
 * a message, never a blank page; a link without a theme keeps the system's), then the drafts — the link always
 * wins: a draft is restored only when it belongs to it, and offered otherwise. `opened` runs once the link is
 * applied, or being read off the page's thread (what the first render may show): at once for a bare address;
 * the link reader is a chunk of its own (openLink.ts), loaded only for a link, and so is the model (model.ts),
 * which a link's scenario needs (a bare address shows the default preset, whose runs the caller primes before its
 * first render: presetRuns.ts). Returns what stops the draft sync.
 */
export function startApp(hash: string, opened: () => void = () => {}): () => void {
  useAppStore.getState().setTheme(systemTheme());
  if (!hash || hash === '#') {
    restoreDrafts();
    opened();
  } else
    // The drafts once the link has been read (in a worker, when it holds a compressed part): what it opens
    // decides whether this tab's draft belongs to it. A reader that cannot load leaves the default scenario.
    void Promise.all([
      // A long link starts its reading (and warms a simulation worker) as soon as the reader is in, without
      // waiting for the model's chunk as applying the link does.
      import('./openLink').then((m) => {
        m.readLinkEarly(hash);
        return m;
      }),
      loadModel(),
    ]).then(
      ([m]) => {
        m.applyLinkHash(hash, () => restoreDrafts());
        opened();
      },
      () => {
        restoreDrafts();
        opened();
      },
    );
  return startDraftSync();
}
