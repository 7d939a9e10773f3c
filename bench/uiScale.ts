import { encodeLinkHash } from '../src/scenario/link/encodeLink';
import { incidentWithServices } from '../src/testing/bigIncident';

/** The hash of a link that opens `incidentWithServices(extra)` in buggy mode. */
export const scaleLinkHash = (extra: number, at?: number) =>
  encodeLinkHash({
    scenario: incidentWithServices(extra),
    mode: 'buggy',
    ...(at === undefined ? {} : { at }),
  });
