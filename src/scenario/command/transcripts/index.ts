// The write-up's commands as transcripts, for the app (a lab's solution, a demo): the files are the source, the
// CLI and the e2e tests read them from disk.
import investigation from './writeup-investigation.txt?raw';
import reproduction from './writeup-reproduction.txt?raw';

/** "Refining Reproduction Steps", typed on the empty-cluster preset. */
export const WRITEUP_REPRODUCTION: string = reproduction;
/** The investigation's commands, typed on the tke-incident preset (with `sleep` between its moments). */
export const WRITEUP_INVESTIGATION: string = investigation;
