import { beatOfStep } from '../../scenario/story/beats';
import { chapterAt } from '../../scenario/story/chapters';
import { selectPrimaryVariant, selectRuns, selectShownStep, useAppStore } from '../../store/appStore';

/**
 * What the story tells at the shown moment, for the Narration panel and the phone's caption sheet alike: the
 * shown step (mid-drag, where the pointer last rested), the routine run it belongs to, and the step told — while
 * playing through a beat that stands for several routine steps, that beat's most telling step — with the chapter.
 */
export function useToldStep() {
  const index = useAppStore(selectShownStep);
  const playing = useAppStore((s) => s.playing);
  const variant = useAppStore(selectPrimaryVariant);
  const runs = useAppStore(selectRuns);
  const beat = beatOfStep(runs.beats[variant], index);
  const run = beat && beat.to > beat.from ? beat : undefined;
  const chapters = runs.chapters[variant];
  return {
    index,
    playing,
    run,
    told: playing && run ? run.step : index,
    story: runs.story,
    chapters,
    chapter: chapterAt(chapters, index),
  };
}
