/**
 * The command box's two seams for other panels (the Labs): it reports each write once its re-simulated run is
 * on screen, and it takes lines handed to it, to paste or to run. Plain listeners, no store state: nothing here
 * is shown or linked. (A read changes nothing a goal could check; the Labs re-check on every change anyway.)
 */

/**
 * Lines for the command box (one command, or a script with here-documents): pasted into it (`run` false, for
 * the reader to edit and send) or run at once.
 */
export interface CommandRequest {
  line: string;
  run: boolean;
}

const written = new Set<() => void>();
const requests = new Set<(r: CommandRequest) => void>();

/** Called by the command box when a write's re-simulated run is on screen. */
export function commandWritten(): void {
  for (const l of [...written]) l();
}

/** Hears every finished write; returns the unsubscribe. */
export function onCommandWritten(listener: () => void): () => void {
  written.add(listener);
  return () => written.delete(listener);
}

/** Hands a line to the command box. False when no command box is there to take it. */
export function requestCommand(r: CommandRequest): boolean {
  for (const l of [...requests]) l(r);
  return requests.size > 0;
}

/** The command box takes requests while mounted; returns the unsubscribe. */
export function onCommandRequest(listener: (r: CommandRequest) => void): () => void {
  requests.add(listener);
  return () => requests.delete(listener);
}
