import type { Trace } from '../../model/trace';
import { narrate } from '../../scenario/story/narrate';
import { selectRuns, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import type { NarrationText } from '../i18n/narration/types';

/** The narration of one step of a run, in the reader's language (typed facts → text). */
export function useNarrationOf(trace: Trace, index: number): NarrationText {
  const t = useT();
  const story = useAppStore(selectRuns).story;
  return t.story.narrate(narrate(trace, index, story));
}
