import { createContext, useContext } from 'react';
import { useAppStore } from '../../store/appStore';
import { catalogs } from './catalogs';
import type { Messages, Params } from './en';

/**
 * Replaces `{name}` with params[name]. A placeholder without a value is a bug in a caller or a catalog:
 * under test it throws so that the test names it; in the app it renders empty rather than break a view.
 */
export function fmt(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k];
    if (v !== undefined) return String(v);
    if (import.meta.env.MODE === 'test') throw new Error(`fmt: no value for {${k}} in "${template}"`);
    return '';
  });
}

/**
 * A catalog that overrides the reader's language for a subtree: exports render a moment in a chosen language
 * (and the CLI renders without a live store, whose server snapshot is always the initial state).
 */
export const MessagesContext = createContext<Messages | null>(null);

/** The message catalog of the current language. */
export function useT(): Messages {
  const override = useContext(MessagesContext);
  const lang = useAppStore((s) => s.lang);
  return override ?? catalogs[lang];
}
