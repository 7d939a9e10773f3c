import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useAppStore } from '../../store/appStore';
import { getCatalog, hasCatalog, loadCatalog, subscribeCatalogs } from './catalogs';
import type { Messages, Params } from './en';
import { fillTemplate } from '../../scenario/fillTemplate';

/** Replaces `{name}` with params[name] (see fillTemplate: the one filler of every catalog). */
export const fmt: (template: string, params: Params) => string = fillTemplate;

/**
 * A catalog that overrides the reader's language for a subtree: exports render a moment in a chosen language
 * (and the CLI renders without a live store, whose server snapshot is always the initial state).
 */
export const MessagesContext = createContext<Messages | null>(null);

/** The message catalog of the current language (English until that language's catalog has loaded). */
export function useT(): Messages {
  const override = useContext(MessagesContext);
  const lang = useAppStore((s) => s.lang);
  const t = useSyncExternalStore(
    subscribeCatalogs,
    () => getCatalog(lang),
    () => getCatalog(lang),
  );
  // A language set from elsewhere (a speaker window, a hash change) loads here; the header and the first
  // render load it before switching, so readers do not see English first.
  useEffect(() => {
    if (!hasCatalog(lang)) void loadCatalog(lang);
  }, [lang]);
  return override ?? t;
}
