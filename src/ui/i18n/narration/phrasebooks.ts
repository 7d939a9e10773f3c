import type { Lang } from '../../../store/appStore';
import { phrasebookEn } from './en';
import type { Phrasebook } from './types';
import { phrasebookZh } from './zh';

/**
 * Every language's phrasebook. A language is its folder here plus one line in this record; its message
 * catalog's `story` is `narrationCatalog(<its phrasebook>)`. The app imports a language's phrasebook through
 * its message catalog (so 中文 still loads only when asked for); tests and exports read this record.
 */
export const PHRASEBOOKS: Record<Lang, Phrasebook> = { en: phrasebookEn, zh: phrasebookZh };
