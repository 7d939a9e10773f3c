import type { Lang } from '../../store/appStore';
import { en, type Messages } from './en';
import { zh } from './zh';

export const catalogs: Record<Lang, Messages> = { en, zh };
