import { lazy, type ComponentType } from 'react';

// The panels below the timeline load as a chunk of their own (BelowPanels.tsx), started as the app boots
// (main.tsx): the first view's own code is smaller by theirs (issue 34). Once loaded, they render synchronously,
// so a first render that waited for them (no copy on screen, or the copy showing them) has them in its commit.

let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

/** Loads the panels below the timeline (once); resolves when they can render without suspending. */
export function loadBelowPanels(): Promise<ComponentType> {
  return (loading ??= import('./BelowPanels').then((m) => (loaded = m.BelowPanels)));
}

/** Hands the panels in for a render that cannot wait for a chunk (the build's server render of the copy). */
export function provideBelowPanels(panels: ComponentType): void {
  loaded = panels;
  loading ??= Promise.resolve(panels);
}

const LazyPanels = lazy(() => loadBelowPanels().then((panels) => ({ default: panels })));

/** The panels below the timeline: at once when loaded, else suspending until they are (inside a Suspense). */
export function BelowPanelsSlot() {
  const Panels = loaded;
  return Panels ? <Panels /> : <LazyPanels />;
}
