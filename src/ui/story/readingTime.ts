import type { Messages } from '../i18n/en';

/** The shortest time any beat stays on screen at the default pace (ms). */
export const MIN_DWELL_MS = 1500;

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/g;

/**
 * How long a reader needs for a text at the language's reading rate (ms): words for English; for 中文 each
 * Han character, and each run of Latin letters, digits or code in between (an address, a Service name), is one
 * unit. Backticks and punctuation are not read.
 */
export function readingMs(text: string, rate: Messages['reading']): number {
  const units =
    rate.unit === 'word'
      ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
      : (text.match(CJK)?.length ?? 0) +
        text
          .replace(CJK, ' ')
          .split(/[\s，。、；：！？（）“”]+/)
          .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return (units / rate.perMinute) * 60_000;
}
