import { useMediaQuery } from '../useMediaQuery';
import { useAppStore } from '../../store/appStore';
import { SHORT_WINDOW } from '../layout';

/** Whether the timeline shows one lane per actor: the viewer's choice, else by the window's height. */
export function useLanes(): boolean {
  const choice = useAppStore((s) => s.lanes);
  const short = useMediaQuery(SHORT_WINDOW);
  return choice ?? !short;
}
