import type { TalkBeatV1 } from '../../scenario/talk/types';

/** How fast a speaker says their notes: words a minute in English, characters a minute in 中文. */
const SPEAKING = { en: 140, zh: 240 };
/** No beat is planned shorter: a beat is at least a look at the screen and a sentence. */
const MIN_BEAT_MS = 20_000;

/** Roughly how long a beat takes to present: its caption and note, said aloud. */
function speakingMs(beat: TalkBeatV1, lang: 'en' | 'zh'): number {
  const text = `${beat.caption} ${beat.note ?? ''}`;
  const units =
    lang === 'zh' ? [...text.replace(/\s/g, '')].length : text.split(/\s+/).filter(Boolean).length;
  return Math.max(MIN_BEAT_MS, (units / SPEAKING[lang]) * 60_000);
}

/**
 * Each beat's planned time (ms): what its caption and note take to say, scaled so that the beats fill the talk's
 * target length when it has one (pdfpc and reveal.js plan per slide the same way).
 */
export function beatPlan(beats: readonly TalkBeatV1[], targetMs: number | null, lang: 'en' | 'zh'): number[] {
  const raw = beats.map((b) => speakingMs(b, lang));
  const sum = raw.reduce((a, b) => a + b, 0);
  return targetMs && sum > 0 ? raw.map((ms) => (ms * targetMs) / sum) : raw;
}

/**
 * Where the talk stands against the plan at beat `index` after `elapsed` ms: negative ahead, positive behind,
 * zero while the elapsed time is within the beat's planned span.
 */
export function planDelta(plan: readonly number[], index: number, elapsed: number): number {
  const start = plan.slice(0, index).reduce((a, b) => a + b, 0);
  const end = start + (plan[index] ?? 0);
  return elapsed < start ? elapsed - start : elapsed > end ? elapsed - end : 0;
}
