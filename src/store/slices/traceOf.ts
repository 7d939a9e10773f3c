import type { Trace } from '../../model/trace';
import type { ScenarioV1 } from '../../scenario/types';
import { getRuns } from '../traces';
import { primaryVariant, type View } from './types';

/** The run the views show: the scenario's, with the view's key (the buggy one in compare view). */
export const traceOf = (s: { scenario: ScenarioV1; view: View }): Trace =>
  getRuns(s.scenario).traces[primaryVariant(s.view)];
