import type { Lang } from '../../store/appStore';
import { fmt } from './useT';
import type { Params } from './en';

/** A counted message in each plural category the language uses (English: one/other; Chinese: other). */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules: Partial<Record<Lang, Intl.PluralRules>> = {};

/** Picks the form of `forms` for the count `n` (Intl.PluralRules) and fills it; `{n}` is the count. */
export function plural(lang: Lang, forms: Plural, n: number, params: Params = {}): string {
  const pr = (rules[lang] ??= new Intl.PluralRules(lang === 'zh' ? 'zh-CN' : 'en'));
  return fmt(forms[pr.select(n)] ?? forms.other, {
    n: n.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en'),
    ...params,
  });
}
