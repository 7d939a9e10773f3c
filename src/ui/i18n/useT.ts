import { createContext, useContext } from 'react';
import { useAppStore } from '../../store/appStore';
import { catalogs } from './catalogs';
import type { Messages, Params } from './en';

/** Replaces `{name}` with params[name]; unknown names become empty. */
export function fmt(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => (params[k] === undefined ? '' : String(params[k])));
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
