import type { KeyVariant } from '../../model/backendInstanceKey';
import type { LineMatch } from '../lineMatch';
import type { MomentRef } from '../story/moment';

/** Where a reader should look at a stop: the stage, a side panel, or a command output (by its name). */
export type TourLook = 'stage' | 'narration' | 'keyInspector' | 'timeline' | { output: string };

/** One stop of a guided tour: a moment of a preset, what to look at, and what to highlight there. */
export interface TourStop {
  /** Stable id: the catalogs hold each stop's prose under it. */
  id: string;
  preset: string;
  view: KeyVariant | 'compare';
  moment: MomentRef;
  look: TourLook;
  /** Output lines to highlight: the output's name and a substring of the line. */
  lines: LineMatch[];
  /** A stage row to select (an address or a Service name). */
  select?: string;
  /** Upstream code or threads that back this stop. */
  links: { label: string; href: string }[];
}
