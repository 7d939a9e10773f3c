import { encodeLink } from '../../scenario/link/encodeLink';
import type { AppState } from '../../store/appStore';
import { currentLinkState } from '../../store/urlSync';

/**
 * The link a picture carries: this moment as the Share dialog would link it (scenario, key or compare, time,
 * language, theme, talk or tour, outcome hash), minus what belongs to this window only (a presenter session,
 * the speaker view, embedding, presentation).
 */
export function exportLink(s: AppState): string {
  const { session: _s, speaker: _v, embed: _e, present: _p, ...state } = currentLinkState(s);
  return encodeLink(window.location.href.split('#')[0]!, state);
}
