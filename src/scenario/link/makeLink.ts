import { runScenario } from '../run';
import type { ScenarioV1 } from '../types';
import { encodeLink } from './encodeLink';
import type { LinkState } from './linkState';
import { outcomeHash } from './outcomeHash';

/** Builds a self-checking share link: the state plus the outcome hash of the runs it shows. */
export function makeLink(base: string, scenario: ScenarioV1, state: Omit<LinkState, 'outcome'>): string {
  const traces =
    state.mode === 'compare'
      ? { buggy: runScenario(scenario, 'buggy'), fixed: runScenario(scenario, 'fixed') }
      : { [state.mode]: runScenario(scenario, state.mode) };
  return encodeLink(base, { ...state, outcome: outcomeHash(traces) });
}
