import type { Lang } from '../../store/appStore';
import { en, type Messages } from './en';

// English ships with the explainer; 中文 loads when a link or the reader asks for it (it is as large as the
// explainer's own code, and most first views never need it).
const loaded: Partial<Record<Lang, Messages>> = { en };
const pending = new Map<Lang, Promise<Messages>>();
const listeners = new Set<() => void>();

/** The catalog of a language if it has loaded, else English (what the page shows until it has). */
export function getCatalog(lang: Lang): Messages {
  return loaded[lang] ?? en;
}

/** Whether a language's catalog has loaded. */
export function hasCatalog(lang: Lang): boolean {
  return loaded[lang] !== undefined;
}

/** Loads a language's catalog (once); callers await it before showing that language, so nothing flashes. */
export function loadCatalog(lang: Lang): Promise<Messages> {
  const have = loaded[lang];
  if (have) return Promise.resolve(have);
  let p = pending.get(lang);
  if (!p) {
    p = import('./zh').then(({ zh }) => {
      loaded[lang] = zh;
      listeners.forEach((l) => l());
      return zh;
    });
    pending.set(lang, p);
  }
  return p;
}

/** Calls back when a catalog finishes loading (useT re-renders then). */
export function subscribeCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
