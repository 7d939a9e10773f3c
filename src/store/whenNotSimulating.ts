import { useAppStore } from './appStore';

/** Calls `then` once no simulation is under way (at once when none is), the other key's pending run included. */
export function whenNotSimulating(then: () => void): void {
  const busy = (s: { simulation: unknown; pendingRun: unknown }) => !!s.simulation || !!s.pendingRun;
  if (!busy(useAppStore.getState())) return then();
  const stop = useAppStore.subscribe((s) => {
    if (busy(s)) return;
    stop();
    then();
  });
}
