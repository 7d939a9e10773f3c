import type { ScenarioV1 } from '../scenario/types';
import type { Messages } from './i18n/en';

/** A scenario's title and summary in the reader's language: presets are translated, user scenarios are not. */
export function scenarioText(t: Messages, presetId: string | null, s: ScenarioV1) {
  const tr = presetId ? t.presets[presetId] : undefined;
  return { title: tr?.title ?? s.title, summary: tr?.summary ?? s.summary ?? '' };
}
