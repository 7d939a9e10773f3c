import { replayOf } from '../../scan/attachReplays';
import type { ScanResult } from '../../scan/scanResult';
import { useAppStore } from '../../store/appStore';

/**
 * Loads the replay of one pair into the explainer: its scenario, compare view, and the moment of damage.
 * @returns why there is no replay, or undefined when it was opened.
 */
export function openReplay(result: ScanResult, pairId: string): string | undefined {
  const r = replayOf(result, pairId);
  if (typeof r === 'string') return r;
  const store = useAppStore.getState();
  store.loadScenario(r.scenario, () => {
    const s = useAppStore.getState();
    s.setView('compare');
    s.seekTime(r.at);
  });
  return undefined;
}
