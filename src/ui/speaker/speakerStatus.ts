import type { View } from '../../store/appStore';
import type { AudienceReport } from '../../store/presenterSync';
import type { Messages } from '../i18n/en';

/** What the speaker window believes the audience shows. */
export interface Believed {
  beat: number | null;
  step: number;
  view: View;
  blank: 'black' | 'white' | null;
}

/** How long a state this window sent may be on its way before a mismatch is a warning. */
export const SENDING_GRACE_MS = 1500;

/**
 * The speaker window's status line: no audience yet, a silent audience (> 3 s), a state on its way (a mismatch
 * within `SENDING_GRACE_MS` of sending one: neutral, never a warning), an audience that shows something else
 * (a warning), or one that follows.
 */
export function speakerStatus(
  t: Messages,
  report: AudienceReport | undefined,
  now: { wall: number; perf: number },
  lastSent: number,
  believed: Believed,
): { state: 'true' | 'false' | 'pending'; text: string } {
  const viewName = (v: string) => (v === 'compare' ? t.compare : v === 'fixed' ? t.fixedKey : t.buggyKey);
  const n = (b: number | null) => (b === null ? '—' : String(b + 1));
  if (!report) return { state: 'false', text: t.speaker.noAudience };
  // Clocks of two windows can disagree by a few ms: an acknowledgement is never from the future.
  const age = Math.max(0, now.wall - report.at) / 1000;
  if (age > 3) return { state: 'false', text: t.speaker.silent.replace('{s}', age.toFixed(0)) };
  const following =
    report.beat === believed.beat &&
    report.step === believed.step &&
    report.view === believed.view &&
    report.blank === believed.blank;
  if (following)
    return {
      state: 'true',
      text: t.speaker.following
        .replace('{n}', n(report.beat))
        .replace('{view}', viewName(report.view))
        .replace('{age}', age.toFixed(1)),
    };
  if (now.perf - lastSent < SENDING_GRACE_MS)
    return { state: 'pending', text: t.show.sending.replace('{n}', n(believed.beat)) };
  return {
    state: 'false',
    text: t.speaker.notFollowing.replace('{n}', n(report.beat)).replace('{view}', viewName(report.view)),
  };
}
