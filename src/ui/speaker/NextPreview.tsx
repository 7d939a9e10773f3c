import { narrate } from '../../scenario/story/narrate';
import type { TalkBeatV1 } from '../../scenario/talk/types';
import { selectRuns, useAppStore } from '../../store/appStore';
import type { Viewport } from '../../store/presenterSync';
import { primaryVariant } from '../../store/slices/types';
import { useT } from '../i18n/useT';
import { shownOf } from '../present/shownBeat';
import { plain, Rich } from '../text/Rich';
import { BeatReplica } from './AudienceReplica';

/**
 * "Next": the next beat's caption, what it changes, and what it will project once shown (its focus at its
 * moment: the stage, the curl output, the BPF list or the key bytes), at the audience's size.
 */
export function NextPreview({
  next,
  from,
  viewport,
}: {
  next: TalkBeatV1 | undefined;
  /** The beat before it (the one on screen, or looked at). */
  from: TalkBeatV1 | undefined;
  viewport: Viewport | undefined;
}) {
  const t = useT();
  const runs = useAppStore(selectRuns);
  if (!next) return <p className="text-[19px] text-slate-300">{t.speaker.end}</p>;
  const shown = shownOf(runs, next);
  const nextWhat = plain(
    t.story.narrate(narrate(runs.traces[primaryVariant(next.view)], shown.step, runs.story)).what,
  );
  const focusName = (f: string) =>
    f.startsWith('output:') ? f.slice(7) : t.talkUi.focusNames[f as keyof typeof t.talkUi.focusNames];
  const change =
    from && from.at === next.at && from.view === next.view
      ? `${t.speaker.sameMoment} ${focusName(next.focus)}`
      : `${t.speaker.changes}${nextWhat}`;
  return (
    <>
      <p className="text-[19px] leading-snug font-semibold" data-next-caption>
        <Rich text={next.caption} />
      </p>
      {/* Two lines leave the preview room; the whole sentence shows on hover. */}
      <p className="line-clamp-2 text-[15px] text-slate-300" data-next-change title={change}>
        {change}
      </p>
      <div className="min-h-0 flex-1">
        <BeatReplica shown={shown} attrs={{ 'data-next-replica': '' }} {...(viewport ? { viewport } : {})} />
      </div>
    </>
  );
}
