import type { KeyVariant } from '../../model/backendInstanceKey';
import type { Trace } from '../../model/trace';
import type { ScenarioV1 } from '../types';

/** Which key (or both side by side) the page shows; the same values as the store's view. */
export type LabView = KeyVariant | 'compare';

/** Where a lab begins: a preset (one of the list, or a lab's own: `LAB_PRESETS`), the key and the playhead. */
export interface LabStart {
  preset: string;
  view: KeyVariant;
  /** `end`: the run's last moment (the agent has synced, a broken node is broken); `start`: t = 0. */
  at: 'start' | 'end';
}

/** One step of a lab's model solution: a command line (with the YAML `apply -f -` asks for), or a key switch. */
export type SolutionStep =
  /** One command, or a script (a here-document's lines included), as typed in the Command box. */
  | { kind: 'command'; line: string }
  | { kind: 'view'; view: LabView }
  /** Tick these Services (namespace/name) in the lab's prediction and check it (the predict lab). */
  | { kind: 'predict'; services: readonly string[] };

/** A prediction the reader ticked and submitted: Services as `namespace/name`. */
export type Prediction = readonly string[];

/** What a check reads: the lab's start and the current scenario, both keys' runs of it, the view, the ticks. */
export interface LabContext {
  start: ScenarioV1;
  scenario: ScenarioV1;
  traces: Record<KeyVariant, Trace>;
  view: LabView;
  /** The predict lab's submitted ticks (null: none submitted yet). */
  prediction: Prediction | null;
}

/**
 * Why a goal is not met yet, as data (each language words it): `otherScenario` — the page shows another
 * scenario than the lab's; `untouched` — nothing was written yet. The others are each lab's own.
 */
export type LabMiss =
  | 'otherScenario'
  | 'untouched'
  // Reproduce the minimal case.
  | 'noSharedBackend'
  | 'noCollateral'
  | 'notRefreshed'
  | 'ownSliceEmpty'
  // Predict, then prove.
  | 'predictFirst'
  | 'predictionWrong'
  | 'sliceNotEmptied'
  | 'notProven'
  // Fewest writes.
  | 'targetHealthy'
  | 'tooManyWrites'
  // The workaround survives.
  | 'noRestart'
  | 'viaVip'
  | 'disconnected'
  // Heal without the fix.
  | 'stillBroken'
  | 'victimGone'
  // The fixed key keeps it.
  | 'fixedLost'
  | 'lookFixed';

/** A check's answer. `params` fill the miss's sentence (counts, names). */
export type LabVerdict =
  { done: true } | { done: false; miss: LabMiss; params?: Record<string, string | number> };

/** A hands-on level: where it starts, the goal the model checks, and a model solution. Its words are in the catalogs. */
export interface Lab {
  id: string;
  start: LabStart;
  /** The predict lab: the slice that will be emptied and the Services to tick from. */
  predict?: { slice: { namespace: string; name: string }; services: readonly string[] };
  /** Reads the runs (never output text): is the goal met, and if not, what is missing. */
  check: (ctx: LabContext) => LabVerdict;
  solution: readonly SolutionStep[];
}
