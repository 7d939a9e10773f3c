import type { Lang } from '../../store/appStore';
import { en, type Messages } from './en';
import { zh } from './zh';

/**
 * Both catalogs, loaded together: for code that renders in a language other than the reader's (exports, the
 * CLI), which is never part of the first view.
 */
export const allCatalogs: Record<Lang, Messages> = { en, zh };
