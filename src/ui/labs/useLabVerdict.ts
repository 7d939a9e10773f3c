import { useEffect, useMemo } from 'react';
import type { Lab, LabVerdict } from '../../scenario/labs/types';
import { useAppStore } from '../../store/appStore';
import { onCommandWritten } from '../../store/commandEvents';
import { checkLab, isAttemptMiss } from './checkLab';
import { selectSession, useLabsUi } from './labsUiStore';

/**
 * Checks the open lab's goal against the model whenever what it reads changes (a command's write, the key, a
 * prediction), marks it solved once met, and counts a write after which it is still not met as a wrong
 * attempt (which brings the second hint).
 */
export function useLabVerdict(lab: Lab): LabVerdict | null {
  const scenario = useAppStore((s) => s.scenario);
  const view = useAppStore((s) => s.view);
  // A run that comes in later (a large scenario) re-checks.
  const pending = useAppStore((s) => s.pendingRun !== null || s.simulation !== null);
  const prediction = useLabsUi((s) => selectSession(lab.id)(s).prediction);
  const verdict = useMemo(
    () => (pending ? null : checkLab(lab, scenario, view, prediction)),
    [lab, scenario, view, prediction, pending],
  );
  const solved = verdict?.done === true;
  useEffect(() => {
    if (solved) useLabsUi.getState().markDone(lab.id);
  }, [solved, lab]);
  useEffect(
    () =>
      onCommandWritten(() => {
        const s = useAppStore.getState();
        const ui = useLabsUi.getState();
        const v = checkLab(lab, s.scenario, s.view, selectSession(lab.id)(ui).prediction);
        if (isAttemptMiss(v)) ui.update(lab.id, { attempts: selectSession(lab.id)(ui).attempts + 1 });
      }),
    [lab],
  );
  return verdict;
}
