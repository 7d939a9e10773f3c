import { useAppStore } from './appStore';

/** Calls `then` once no simulation is under way (at once when none is). */
export function whenNotSimulating(then: () => void): void {
  if (!useAppStore.getState().simulation) return then();
  const stop = useAppStore.subscribe((s) => {
    if (s.simulation) return;
    stop();
    then();
  });
}
