import { useAppStore } from '../../store/appStore';
import { labsEn } from '../i18n/labs/en';
import type { LabsText } from '../i18n/labs/types';
import { labsZh } from '../i18n/labs/zh';

/** The Labs' words in the reader's language (both load with the dock). */
export function useLabsText(): LabsText {
  return useAppStore((s) => s.lang) === 'zh' ? labsZh : labsEn;
}
