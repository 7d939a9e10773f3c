import { addedEvents } from '../../scenario/labs/facts';
import { labStartScenario } from '../../scenario/labs/labs';
import type { Lab } from '../../scenario/labs/types';
import { useAppStore } from '../appStore';
import { getRuns } from '../traces';

/** Puts the page at a lab's start: its scenario, its key and its playhead (a Reset does the same). */
export function startLab(lab: Lab): void {
  const place = () => {
    const s = useAppStore.getState();
    s.setView(lab.start.view);
    const trace = getRuns(s.scenario).traces[lab.start.view];
    s.seekStep(lab.start.at === 'end' ? trace.steps.length - 1 : 0);
  };
  // A preset is simulated at once: the page shows it when loadPreset returns.
  useAppStore.getState().loadPreset(lab.start.preset);
  place();
}

/**
 * Opens a lab. The scenario on the page is kept when it is the lab's start plus the reader's writes (a lab
 * reopened, or a shared attempt from a link); anything else starts the lab.
 */
export function enterLab(lab: Lab): void {
  if (!addedEvents(labStartScenario(lab), useAppStore.getState().scenario)) startLab(lab);
}
