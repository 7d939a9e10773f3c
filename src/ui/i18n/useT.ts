import { useAppStore } from '../../store/appStore';
import { catalogs } from './catalogs';
import type { Messages, Params } from './en';

/** Replaces `{name}` with params[name]; unknown names become empty. */
export function fmt(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => (params[k] === undefined ? '' : String(params[k])));
}

/** The message catalog of the current language. */
export function useT(): Messages {
  return catalogs[useAppStore((s) => s.lang)];
}
