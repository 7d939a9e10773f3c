import { useMemo, useState } from 'react';
import { useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { effectiveTalk } from '../talk/effectiveTalk';
import { beatPlan, planDelta } from './beatPlan';
import { SPEAKER_BUTTON } from './SpeakerControls';
import { mmss, useSpeakerClock, wallClock } from './useSpeakerClock';

/**
 * The speaker's clocks: time elapsed since beat 1, what is left of the target length and the wall-clock time the
 * talk will end at, this beat's time against its plan (and the talk ahead of or behind the plan), the wall clock,
 * and the timer's buttons. Ticks on its own, so the rest of the window is not drawn again four times a second.
 */
export function SpeakerClock({ beat }: { beat: number | null }) {
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const showStart = useAppStore((s) => s.showStart);
  const talk = useAppStore(effectiveTalk);
  const clock = useSpeakerClock(beat, showStart);
  const target = (talk.targetMinutes ?? 0) * 60_000;
  const plan = useMemo(() => beatPlan(talk.beats, target || null, lang), [talk, target, lang]);
  // When the audience reached this beat (wall ms): the time spent on it.
  const [since, setSince] = useState({ beat, at: clock.now });
  if (since.beat !== beat) setSince({ beat, at: clock.now });
  const spent = clock.now - since.at;
  const delta = beat === null || !clock.running ? 0 : planDelta(plan, beat, clock.elapsed);
  const schedule =
    Math.abs(delta) < 1000
      ? t.show.timing.onTime
      : (delta < 0 ? t.show.timing.ahead : t.show.timing.behind).replace('{t}', mmss(delta));
  return (
    <>
      <span className="font-mono" data-elapsed>
        <span className="font-sans text-slate-300">{t.speaker.elapsed} </span>
        {mmss(clock.elapsed)}
      </span>
      {target > 0 && (
        <span
          className={`font-mono ${clock.elapsed > target ? 'text-bad-strong font-bold' : ''}`}
          data-countdown
        >
          {clock.elapsed > target
            ? t.speaker.over.replace('{t}', mmss(clock.elapsed - target))
            : t.speaker.left.replace('{t}', mmss(target - clock.elapsed))}
          {clock.running && clock.elapsed <= target && (
            <span className="font-sans text-slate-300">
              {' · '}
              {t.show.timing.endsAt.replace('{clock}', wallClock(clock.now + target - clock.elapsed, lang))}
            </span>
          )}
        </span>
      )}
      {beat !== null && plan[beat] !== undefined && (
        <span data-beat-plan>
          {t.show.timing.planned.replace('{spent}', mmss(spent)).replace('{plan}', mmss(plan[beat]))}
          {clock.running && <span className="text-slate-300"> · {schedule}</span>}
        </span>
      )}
      <span className="font-mono" data-wall-clock>
        <span className="font-sans text-slate-300">{t.speaker.clock} </span>
        {wallClock(clock.now, lang)}
      </span>
      <button type="button" className={SPEAKER_BUTTON} onClick={clock.toggle}>
        {clock.running ? t.speaker.pause : t.speaker.start}
      </button>
      <button type="button" className={SPEAKER_BUTTON} onClick={clock.reset}>
        {t.speaker.reset}
      </button>
    </>
  );
}
