// The command parser, runner and renderers (with the YAML parser) load when the bar is first focused or used,
// not with the first view; the bar itself is small and renders with the page.
type Engine = typeof import('./commandEngine');
let engine: Promise<Engine> | null = null;

/** Loads the command engine once; later calls share the same promise. */
export function loadCommandEngine(): Promise<Engine> {
  engine ??= import('./commandEngine');
  return engine;
}
